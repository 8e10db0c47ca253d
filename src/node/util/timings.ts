import { isMainThread, threadId } from 'node:worker_threads';

/**
 * `DOCS_SITE_TIMINGS=1 docs-site build` prints, on stderr, when each step of the build ended:
 * milliseconds since the process started, whichever thread the step ran in. How a build's
 * start-up is measured (the manual's /docs-infra/performance#timings); without the variable,
 * a mark costs a check.
 */
const enabled = process.env.DOCS_SITE_TIMINGS === '1';

/** The process's start, in the epoch's milliseconds: a worker thread's clock starts with the thread. */
const ORIGIN_VARIABLE = 'DOCS_SITE_TIMINGS_ORIGIN';
if (enabled && isMainThread) process.env[ORIGIN_VARIABLE] = String(performance.timeOrigin);
const processStart = Number(process.env[ORIGIN_VARIABLE] ?? performance.timeOrigin);

/** Notes that `step` has ended, when timings are asked for. */
export function mark(step: string): void {
  if (!enabled) return;
  const ms = performance.timeOrigin + performance.now() - processStart;
  // The process's resident memory (all threads) and this thread's heap: where a build's memory goes.
  const memory = process.memoryUsage();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0).padStart(5)} MB`;
  process.stderr.write(`timings ${ms.toFixed(0).padStart(6)} ms ${mb(memory.rss)} rss ${mb(memory.heapUsed)} heap  ${isMainThread ? 'main' : `thread ${threadId}`}  ${step}\n`);
}

/**
 * A counter that marks (see `mark`) each time its count passes a multiple of `every`, in a thread
 * that does the same work many times (a render thread's pages): its heap as the work goes on.
 */
export function markEvery(every: number, step: (count: number) => string): (added: number) => void {
  let count = 0;
  return (added) => {
    const before = count;
    count += added;
    if (Math.floor(count / every) > Math.floor(before / every)) mark(step(Math.floor(count / every) * every));
  };
}

/** Runs one step of a build, marking when it ended (see `mark`). */
export async function task<T>(step: string, run: () => Promise<T>): Promise<T> {
  const result = await run();
  mark(step);
  return result;
}
