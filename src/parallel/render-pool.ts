import Tinypool from 'tinypool';
import { createRenderContext, type RenderSetup } from './render-context';
import { runRenderTask, type PageTask, type TaskResult } from './render-task';

/** Renders batches of pages, in worker threads or in this one. */
export interface RenderPool {
  /** Worker threads rendering; 0 when pages render in this thread. */
  readonly workers: number;
  run(tasks: PageTask[]): Promise<TaskResult>;
  close(): Promise<void>;
}

/**
 * A pool of `workers` threads, each running `workerFile` with `setup` as its data; with no
 * workers, a pool that renders in this thread with the same code. Either way the pages come
 * out byte for byte the same: each is rendered from the same inputs by the same functions,
 * and the parts a renderer reuses are the same in every thread.
 */
export function createRenderPool(setup: RenderSetup, options: { workers: number; workerFile: string }): RenderPool {
  if (options.workers <= 0) {
    const context = createRenderContext(setup);
    return {
      workers: 0,
      run: async (tasks) => runRenderTask(await context, tasks),
      close: async () => undefined,
    };
  }
  const pool = new Tinypool({
    filename: options.workerFile,
    minThreads: options.workers,
    maxThreads: options.workers,
    workerData: setup,
  });
  return {
    workers: options.workers,
    run: (tasks) => pool.run(tasks) as Promise<TaskResult>,
    close: () => pool.destroy(),
  };
}
