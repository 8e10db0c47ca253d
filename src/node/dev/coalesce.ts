/** Timing of the coalescer; the defaults suit file saves. */
export interface CoalesceTiming {
  /** Quiet time after the last change before a rebuild starts (one save often gives two events). */
  quietMs: number;
  /** Quiet time asked for while changes keep coming in a burst (a checkout, a search-and-replace). */
  burstQuietMs: number;
  /** A change this soon after the previous rebuild ended means a burst. */
  burstGapMs: number;
  /** Longest a change waits, however busy the burst, so a never-ending stream still rebuilds. */
  maxWaitMs: number;
}

export const DEFAULT_TIMING: CoalesceTiming = { quietMs: 10, burstQuietMs: 300, burstGapMs: 250, maxWaitMs: 2000 };

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface Coalescer<T> {
  push(item: T): void;
  /** Resolves once nothing is waiting or running. */
  idle(): Promise<void>;
  /** Stops scheduling; resolves when a rebuild in progress has finished. */
  close(): Promise<void>;
}

/**
 * Gathers changes into batches and runs one batch at a time. A single save is handled after
 * `quietMs`; changes that keep arriving (or arrive just after a rebuild) wait for a longer
 * quiet, so 200 writes in 2 s give one to three rebuilds, not two hundred. Changes that come
 * in while a batch runs form the next batch. `run` always sees the latest files, since it
 * reads them when it starts.
 */
export function createCoalescer<T>(run: (batch: T[]) => Promise<void>, timing: CoalesceTiming = DEFAULT_TIMING, clock: Clock = realClock): Coalescer<T> {
  let pending: T[] = [];
  let firstPendingAt = 0;
  let lastPushAt = 0;
  let lastRunEndedAt = Number.NEGATIVE_INFINITY;
  let burst = false;
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (running || pending.length > 0) return;
    const list = waiters;
    waiters = [];
    for (const resolve of list) resolve();
  };

  const schedule = () => {
    if (closed || running || pending.length === 0) return;
    if (timer !== null) clock.clearTimeout(timer);
    const quiet = burst ? timing.burstQuietMs : timing.quietMs;
    const due = Math.min(lastPushAt + quiet, firstPendingAt + timing.maxWaitMs);
    timer = clock.setTimeout(fire, Math.max(0, due - clock.now()));
  };

  const fire = () => {
    timer = null;
    if (closed || running || pending.length === 0) return;
    const batch = pending;
    pending = [];
    running = run(batch)
      .catch(() => undefined)
      .then(() => {
        running = null;
        lastRunEndedAt = clock.now();
        if (pending.length > 0) {
          // Changes arrived during the rebuild: a burst is going on.
          burst = true;
          schedule();
        }
        settle();
      });
  };

  return {
    push(item) {
      if (closed) return;
      const now = clock.now();
      if (pending.length === 0) {
        firstPendingAt = now;
        burst = now - lastRunEndedAt < timing.burstGapMs;
      } else if (now - lastPushAt < timing.quietMs) {
        // Changes arriving faster than the quiet time, for longer than one save takes.
        if (now - firstPendingAt > timing.quietMs * 3) burst = true;
      }
      lastPushAt = now;
      pending.push(item);
      schedule();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    async close() {
      closed = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pending = [];
      await running;
      settle();
    },
  };
}
