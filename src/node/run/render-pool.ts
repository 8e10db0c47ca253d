import Tinypool from 'tinypool';
import { openPageCache } from '../cache/page-cache';
import { createRenderContext, type RenderSetup } from './render-context';
import type { SideThread } from './side-thread';
import { runRenderTask, type PageTask, type TaskResult } from './render-task';
import { offerSetup } from './setup-channel';

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
  /**
   * Resolves once the page cache's entries of the pages rendered so far are written: a batch's
   * are when it comes back, but for this thread's, which a side thread writes.
   */
  cacheWritten(): Promise<void>;
  close(): Promise<void>;
}

/** What a render thread is started with: where its setup will come from (see setup-channel.ts). */
export interface RenderWorkerData {
  setupChannel: string;
}

/**
 * Render threads started before the site is loaded: each imports the renderer's code (React,
 * Emotion, the markdown pipeline) while this thread reads the config and the content, and
 * waits for the setup that `provide` sends. `close` stops them, whether provided or not.
 */
export interface RenderThreads {
  readonly workers: number;
  provide(setup: RenderSetup): RenderPool;
  close(): Promise<void>;
}

/**
 * A render thread's young generation (two semi-spaces of a third each, the rest for large
 * objects): three times V8's default. Compiling a page makes tens of megabytes of short-lived
 * trees (events, mdast, hast, React elements); in the default 16 MB semi-space, much of it
 * outlived a scavenge, was copied to the old generation and had to be marked there, on the
 * threads V8 shares among the isolates. At 1000 pages on two cores this took 2 to 3 s of CPU
 * off the build (see the commit that set it). The old generation grows less in return, with
 * the build's heap growing factor (see `cli/index.ts`).
 */
const YOUNG_GENERATION_MB = 96;

export function startRenderThreads(options: { workers: number; workerFile: string }): RenderThreads {
  const offer = offerSetup();
  const workerData: RenderWorkerData = { setupChannel: offer.name };
  const pool = new Tinypool({
    filename: options.workerFile,
    minThreads: options.workers,
    maxThreads: options.workers,
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      offer.close();
      await pool.destroy();
    })());
  const inWorker = (tasks: PageTask[]) => pool.run(tasks) as Promise<TaskResult>;
  return {
    workers: options.workers,
    provide(setup) {
      offer.provide(setup);
      return { workers: options.workers, lanes: Array.from({ length: 2 * options.workers }, () => inWorker), cacheWritten: async () => undefined, close };
    },
    close,
  };
}

/**
 * `workers` worker threads, each running `workerFile` with `setup`; with no workers, this
 * thread renders. Every thread renders with the same code from the same inputs, and the parts
 * a renderer reuses are the same in each, so a page comes out byte for byte the same wherever
 * it renders. With workers, this thread only hands out work: rendering here as well was no
 * faster on two cores (it competes with the workers) and its heap, which also holds the whole
 * site, grew well past a worker's.
 */
export function createRenderPool(setup: RenderSetup, options: { workers: number; workerFile: string; side?: SideThread | null }): RenderPool {
  if (options.workers <= 0) {
    const side = options.side ?? null;
    // With a side thread, this thread only makes each cache entry's text: the side thread, which
    // has compiled the pages' markdown by the time most of them render, writes them.
    const sideCache = side && setup.cacheDir ? side.pageCache(openPageCache(setup.cacheDir), setup.cacheDir) : null;
    const context = createRenderContext(setup).then((made) => ({ ...made, side, ...(sideCache && { cache: sideCache.writer }) }));
    return {
      workers: 0,
      lanes: [async (tasks) => runRenderTask(await context, tasks)],
      cacheWritten: () => sideCache?.written() ?? Promise.resolve(),
      close: async () => undefined,
    };
  }
  return startRenderThreads(options).provide(setup);
}
