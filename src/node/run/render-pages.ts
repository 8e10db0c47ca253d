import { availableParallelism } from 'node:os';
import type { ResolvedConfig } from '../model/config';
import type { PageRecord } from '../model/page-record';
import { searchIndexInOrder } from '../search/index-in-order';
import type { SearchFile } from '../search/write-index';
import { mark } from '../util/timings';
import type { SharedFileWriter } from '../write/shared-files';
import { renderBatches } from './batches';
import type { BuildThreads } from './build-threads';
import type { RenderSetup } from './render-context';
import type { RenderPool } from './render-pool';
import type { PageTask } from './render-task';
import type { RoutedPage } from '../model/page-site';
import type { ApiPageSource } from '../model/api-source';

/** Pages sent to a worker at a time: enough to make a message worth it, few enough to keep the threads evenly busy. */
const BATCH_SIZE = 8;

/** The search index, made as the pages' records come. */
export interface SearchIndexing {
  add(record: PageRecord): void;
  /** The index's files, one at a time (see `createSearchIndexer`), or all at once from another thread. */
  files(): Iterable<SearchFile> | Promise<SearchFile[] | null>;
}

export interface RenderPagesInput {
  config: ResolvedConfig;
  /** Every page of the site; a page's source is let go of once it is rendered. */
  pages: RoutedPage[];
  /** The pages to render, by their place in `pages`. */
  toRender: readonly number[];
  /** Every page the build writes (rendered or reused), by place, in the order the search index takes them. */
  order: readonly number[];
  /** The records of the pages reused from the cache, indexed for search too. */
  reused: readonly PageRecord[];
  setup: RenderSetup;
  threads: BuildThreads;
  /** The cache key of a page, or null when the build keeps no cache. */
  key(index: number): string | null;
  /** The API of the components a page lists, which its twin shows (`listedApiPages`). */
  listedApi(index: number): ApiPageSource[];
  /** A translation's English page, which its share card may show (`englishPages`). */
  english(index: number): RoutedPage | null;
  shared: SharedFileWriter;
  /** Index the pages for search as they come (a single build; a shard leaves the index to `merge`). */
  indexSearch: boolean;
  /** Called with each page's record as soon as it is written. */
  onRecord(record: PageRecord): void;
  /** Called once the threads are ready, as the pages start to render. */
  onStarted?(): void;
}

/**
 * Renders pages in the render threads (or this one), each written by the thread that renders
 * it; a few batches in flight per thread, handed out in page order. Once a page's batch is
 * done, the build lets go of its source text: it keeps only the page's record. Returns the
 * search index made meanwhile (null: the finish makes it from the records) and the cache
 * entries still being written.
 */
export async function renderPages(input: RenderPagesInput): Promise<{ search: SearchIndexing | null; cacheWritten: Promise<void> }> {
  const { config, pages, toRender } = input;
  const sideThread = await input.threads.side;
  const pool = await input.threads.pool(input.setup, toRender.length);
  input.onStarted?.();
  // When a core is left over by the render threads, this thread makes the search index as the
  // pages come, while the threads render, instead of after (the finish makes it otherwise: see
  // finishSite). With a thread on every core it would only take a core from them, and hold
  // the index in memory while the threads' heaps are at their largest: at 1000 pages on two
  // cores, the same wall time and 40 to 60 MB more peak memory, over 600 MB. When this thread
  // renders, the side thread, if there is one, makes it.
  let search: SearchIndexing | null = null;
  if (config.search && input.indexSearch) {
    const productNames = Object.fromEntries(config.products.map((p) => [p.id, p.name]));
    const order = [...input.order];
    if (pool.workers > 0 && pool.workers < availableParallelism()) search = searchIndexInOrder(order, config.search, productNames);
    else if (pool.workers === 0) search = sideThread?.searchIndex({ order, search: config.search, productNames }) ?? null;
    for (const record of input.reused) search?.add(record);
  }
  let first = true;
  try {
    const batches = renderBatches(toRender, (index) => pages[index]!.file, BATCH_SIZE);
    let next = 0;
    const feed = async (run: RenderPool['lanes'][number]) => {
      while (next < batches.length) {
        const batch: PageTask[] = batches[next]!.map((index) => {
          const listedApi = input.listedApi(index);
          const english = input.english(index);
          return { index, page: pages[index]!, key: input.key(index), ...(listedApi.length > 0 && { listedApi }), ...(english && { english }) };
        });
        next += 1;
        const result = await run(batch);
        if (first) mark('first pages rendered');
        first = false;
        for (const file of result.shared) await input.shared.write(file);
        for (const record of result.records) {
          search?.add(record);
          input.onRecord(record);
        }
        // What the build keeps of a rendered page: no text (a page of a file has none already), no API metadata.
        for (const { index, page } of batch) {
          const { api: _api, ...released } = page;
          pages[index] = { ...released, body: null };
        }
      }
    };
    await Promise.all(pool.lanes.map(feed));
    mark(`${toRender.length} pages rendered`);
    return { search, cacheWritten: pool.cacheWritten() };
  } finally {
    await pool.close();
  }
}
