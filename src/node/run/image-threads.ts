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

/** Below this many pages, one thread draws the cards: each thread first loads the drawing package and registers the fonts. */
const PAGES_FOR_MORE_THREADS = 200;

/**
 * Threads that draw share cards: a card costs about half of what its page does
 * (`npm run bench:og-images`), too long to draw them in the thread that hands out pages. One for a site of
 * fewer than 200 pages (its pages render in the build's thread, on one core, meanwhile), one
 * per core for a larger one, started as batches wait. They run beside the render threads,
 * below them in priority.
 */
export function startImageThreads(data: ImageWorkerData, pages: number): CardPainter {
  const threads = pages < PAGES_FOR_MORE_THREADS ? 1 : availableParallelism();
  const pool = compileWorkerEntry(['run', 'image-worker.ts']).then(
    (module) => new Tinypool({ filename: module.file, minThreads: 1, maxThreads: threads, workerData: data }),
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
