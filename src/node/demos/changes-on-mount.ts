import { Worker } from 'node:worker_threads';
import { compileWorkerEntry } from '../util/compile-worker';
import type { MountJob, MountResult, MountWorkerData } from './mount-protocol';

/**
 * How long one demo may take to hydrate and settle in the emulated browser before the check
 * gives up on it: its thread is stopped (its memory freed) and the demo is taken to change on
 * mount. A demo settles in tens of milliseconds; a grid of a thousand columns can take minutes
 * in happy-dom, to decide nothing a reader would notice. Not a measure of speed: a budget.
 */
export const MOUNT_BUDGET_MS = 15_000;

/** What watching a demo found: whether it changes on mount (null: unknown), and whether it ran out of its budget. */
export interface MountOutcome {
  changes: boolean | null;
  outOfBudget: boolean;
}

/** One mount thread: `run` answers a job, null when the thread died, or 'budget' when the demo ran out of time (the thread is then stopped). */
async function startThread(data: MountWorkerData, file: string): Promise<{ run(job: MountJob): Promise<MountResult | 'budget' | null>; stop(): Promise<void> } | null> {
  const worker = new Worker(file, { workerData: data, stdout: true, stderr: true });
  // What the thread prints is not the build's output; read it so that it never blocks.
  worker.stdout.resume();
  worker.stderr.resume();
  let answer: ((result: MountResult | null) => void) | null = null;
  const ready = new Promise<boolean>((resolve) => {
    worker.once('message', (message) => resolve(message === 'ready'));
    worker.once('error', () => resolve(false));
    worker.once('exit', () => resolve(false));
  });
  worker.on('message', (message: MountResult | 'ready') => {
    if (message !== 'ready') answer?.(message);
  });
  worker.on('error', () => answer?.(null));
  worker.on('exit', () => answer?.(null));
  const stop = async () => {
    await worker.terminate();
  };
  if (!(await ready)) {
    await stop();
    return null;
  }
  return {
    run: (job) =>
      new Promise((resolve) => {
        const guard = setTimeout(() => {
          answer = null;
          resolve('budget');
        }, MOUNT_BUDGET_MS);
        answer = (result) => {
          clearTimeout(guard);
          answer = null;
          resolve(result);
        };
        worker.postMessage(job);
      }),
    stop,
  };
}

/** Watches demos come to life, one after another, in a thread of its own; see `startMountWatcher`. */
export interface MountWatcher {
  /** Queues a demo: whether it changes what it shows once it runs (null when it could not be watched). */
  watch(job: MountJob): Promise<MountOutcome>;
  /** Waits for the queued demos and stops the thread. */
  close(): Promise<void>;
}

/**
 * Whether each demo changes what it shows once it comes to life in a browser: hydrated over the
 * HTML the server rendered for it in an emulated browser (happy-dom, in a thread of its own),
 * with its effects run. A component that measures the DOM before it draws, or that renders
 * differently in the browser, does; the page then brings it to life as soon as it is in view,
 * instead of when the reader reaches for it.
 *
 * The thread starts at once and works while the caller renders the next demos. A demo that
 * kills its thread is unknown (`null`); one that does not settle within `MOUNT_BUDGET_MS` is
 * taken to change; either way the next demos get a new thread.
 */
export function startMountWatcher(setup: Omit<MountWorkerData, 'checksModule'>): MountWatcher {
  const modules = Promise.all([compileWorkerEntry(['demos', 'mount-worker.ts']), compileWorkerEntry(['demos', 'mount-check.ts'])]);
  type Thread = NonNullable<Awaited<ReturnType<typeof startThread>>>;
  let thread: Promise<Thread | null> | null = null;
  // A thread that cannot start (the emulated browser does not load) is not tried again.
  let broken = false;
  const threadNow = () =>
    (thread ??= modules.then(([entry, checks]) => startThread({ checksModule: checks.file, ...setup }, entry.file)).then((started) => {
      if (!started) broken = true;
      return started;
    }));
  let queue: Promise<unknown> = threadNow();
  return {
    watch(job) {
      const result = queue.then(async (): Promise<MountOutcome> => {
        if (broken) return { changes: null, outOfBudget: false };
        const current = await threadNow();
        if (!current) return { changes: null, outOfBudget: false };
        const answer = await current.run(job);
        if (answer && answer !== 'budget') return { changes: answer.changes, outOfBudget: false };
        // The thread died, or the demo ran out of its budget: stop the thread; the next demo
        // starts another. A demo that did not settle in time is taken to change on mount.
        await current.stop();
        thread = null;
        return answer === 'budget' ? { changes: true, outOfBudget: true } : { changes: null, outOfBudget: false };
      });
      queue = result;
      return result;
    },
    async close() {
      await queue.catch(() => undefined);
      const current = await thread;
      await current?.stop();
    },
  };
}

/**
 * Demos to watch per thread before another thread pays for itself: a thread first imports the
 * emulated browser, React, MUI and the templates (about a second of CPU), and a demo takes
 * about 10 ms to hydrate and settle.
 */
const DEMOS_PER_THREAD = 100;

/**
 * Up to `threads` watchers, each a thread of its own, taking the demos in turn (the first to
 * the first thread, the second to the second...): a demo settles on timers, which leave a
 * thread idle for about half of its time (`npm run profile` of the bench's corpus with a demo
 * per page). As many as the demos to watch pay for (`DEMOS_PER_THREAD`), one at least.
 */
export function startMountWatchers(setup: Omit<MountWorkerData, 'checksModule'>, demos: number, threads: number): MountWatcher {
  const count = Math.max(1, Math.min(threads, Math.ceil(demos / DEMOS_PER_THREAD)));
  const watchers = Array.from({ length: count }, () => startMountWatcher(setup));
  let next = 0;
  return {
    watch(job) {
      const watcher = watchers[next % count]!;
      next += 1;
      return watcher.watch(job);
    },
    async close() {
      await Promise.all(watchers.map((watcher) => watcher.close()));
    },
  };
}
