import { describe, expect, it } from 'vitest';
import { createCoalescer, DEFAULT_TIMING, type Clock } from './coalesce';

/** A clock the test moves by hand; timers fire in order as time passes. */
function manualClock() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      nextId += 1;
      timers.set(nextId, { at: now + ms, callback });
      return nextId;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advanceTo = async (time: number) => {
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= time).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      // Let the batch's promise chain run.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    }
    now = time;
  };
  return { clock, advanceTo };
}

function harness(runMs = 0) {
  const { clock, advanceTo } = manualClock();
  const batches: { at: number; items: number[] }[] = [];
  const coalescer = createCoalescer<number>(
    (batch) => {
      batches.push({ at: clock.now(), items: batch });
      return runMs === 0 ? Promise.resolve() : new Promise((resolve) => clock.setTimeout(resolve, runMs));
    },
    DEFAULT_TIMING,
    clock,
  );
  return { coalescer, batches, advanceTo };
}

describe('createCoalescer', () => {
  it('runs a single save after the short quiet time', async () => {
    const { coalescer, batches, advanceTo } = harness();
    coalescer.push(1);
    await advanceTo(DEFAULT_TIMING.quietMs - 1);
    expect(batches).toEqual([]);
    await advanceTo(DEFAULT_TIMING.quietMs);
    expect(batches).toEqual([{ at: DEFAULT_TIMING.quietMs, items: [1] }]);
  });

  it('joins the two events of one save (truncate, then write) into one batch', async () => {
    const { coalescer, batches, advanceTo } = harness();
    coalescer.push(1);
    await advanceTo(1);
    coalescer.push(2);
    await advanceTo(1000);
    expect(batches).toEqual([{ at: 1 + DEFAULT_TIMING.quietMs, items: [1, 2] }]);
  });

  it.each([[0], [40], [150]])('turns 200 writes in 2 s into at most 3 rebuilds holding every write (rebuild takes %i ms)', async (runMs) => {
    const { coalescer, batches, advanceTo } = harness(runMs);
    for (let i = 0; i < 200; i += 1) {
      await advanceTo(i * 10);
      coalescer.push(i);
    }
    await advanceTo(10_000);
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(batches.length).toBeLessThanOrEqual(3);
    expect(batches.flatMap((b) => b.items)).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('still rebuilds during a write stream that never pauses, at least every maxWaitMs', async () => {
    const { coalescer, batches, advanceTo } = harness();
    for (let i = 0; i < 600; i += 1) {
      await advanceTo(i * 10);
      coalescer.push(i);
    }
    const during = batches.filter((b) => b.at < 6000);
    expect(during.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < during.length; i += 1) expect(during[i]!.at - during[i - 1]!.at).toBeLessThanOrEqual(DEFAULT_TIMING.maxWaitMs + 10);
  });

  it('runs one batch at a time; changes during a rebuild form the next batch', async () => {
    const { coalescer, batches, advanceTo } = harness(100);
    coalescer.push(1);
    await advanceTo(50);
    coalescer.push(2);
    coalescer.push(3);
    await advanceTo(5000);
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3]]);
    expect(batches[1]!.at).toBeGreaterThanOrEqual(batches[0]!.at + 100);
  });

  it('handles separate saves separately, each after the short quiet time', async () => {
    const { coalescer, batches, advanceTo } = harness();
    coalescer.push(1);
    await advanceTo(1000);
    coalescer.push(2);
    await advanceTo(2000);
    expect(batches).toEqual([
      { at: DEFAULT_TIMING.quietMs, items: [1] },
      { at: 1000 + DEFAULT_TIMING.quietMs, items: [2] },
    ]);
  });

  it('idle() waits for pending and running batches; close() drops what has not started', async () => {
    const { coalescer, batches, advanceTo } = harness(100);
    coalescer.push(1);
    let idle = false;
    void coalescer.idle().then(() => (idle = true));
    await advanceTo(50);
    expect(idle).toBe(false);
    await advanceTo(200);
    expect(idle).toBe(true);
    coalescer.push(2);
    await coalescer.close();
    await advanceTo(5000);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
  });
});
