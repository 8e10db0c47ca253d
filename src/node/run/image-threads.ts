import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { compileWorkerEntry } from '../util/compile-worker';
import type { CardPainter } from '../write/social-images';

/** What a card-drawing thread is started with. */
export interface ImageWorkerData {
  /** The products' logos as data URLs, by product id (see `readLogos`). */
  logos: Record<string, string>;
  /** The output folder being written (the staging folder). */
  outDir: string;
  /** The page cache's folder, or null when the build does not use one. */
  cacheDir: string | null;
}

/**
 * Threads that draw share cards, one per core at most, started as more batches wait: a card
 * takes about 45 ms of CPU (satori's layout, then resvg's rasterising), too long to draw them
 * in the thread that hands out pages. They run beside the render threads, below them in priority.
 */
export function startImageThreads(data: ImageWorkerData): CardPainter {
  const pool = compileWorkerEntry(['run', 'image-worker.ts']).then(
    (module) => new Tinypool({ filename: module.file, minThreads: 1, maxThreads: availableParallelism(), workerData: data }),
  );
  let closing: Promise<void> | null = null;
  return {
    draw: async (cards) => (await pool).run(cards) as Promise<number[]>,
    close: () =>
      (closing ??= pool.then(
        (started) => started.destroy(),
        () => undefined,
      )),
  };
}
