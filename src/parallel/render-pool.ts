import Tinypool from 'tinypool';
import { createRenderContext, type RenderSetup } from './render-context';
import { runRenderTask, type PageTask, type TaskResult } from './render-task';

/** Renders batches of pages, in worker threads or in this one. */
export interface RenderPool {
  /** Worker threads rendering; 0 when this thread renders. */
  readonly workers: number;
  /**
   * One function per batch that may be in flight at once: two per worker (one rendering, one
   * waiting), so a worker never waits for this thread to hand it work; this thread's alone
   * when there are no workers.
   */
  readonly lanes: ((tasks: PageTask[]) => Promise<TaskResult>)[];
  close(): Promise<void>;
}

/**
 * `workers` worker threads, each running `workerFile` with `setup` as its data; with no
 * workers, this thread renders. Every thread renders with the same code from the same inputs,
 * and the parts a renderer reuses are the same in each, so a page comes out byte for byte the
 * same wherever it renders. With workers, this thread only hands out work: rendering here as
 * well was no faster on two cores (it competes with the workers) and its heap, which also
 * holds the whole site, grew well past a worker's.
 */
export function createRenderPool(setup: RenderSetup, options: { workers: number; workerFile: string }): RenderPool {
  if (options.workers <= 0) {
    const context = createRenderContext(setup);
    return { workers: 0, lanes: [async (tasks) => runRenderTask(await context, tasks)], close: async () => undefined };
  }
  const pool = new Tinypool({
    filename: options.workerFile,
    minThreads: options.workers,
    maxThreads: options.workers,
    workerData: setup,
  });
  const inWorker = (tasks: PageTask[]) => pool.run(tasks) as Promise<TaskResult>;
  return {
    workers: options.workers,
    lanes: Array.from({ length: 2 * options.workers }, () => inWorker),
    close: () => pool.destroy(),
  };
}
