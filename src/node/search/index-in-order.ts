import type { ResolvedConfig } from '../model/config';
import type { PageRecord } from '../model/page-record';
import { searchFilter } from './select-pages';
import { createSearchIndexer, type SearchFile } from './write-index';

/** What the search index reads of a page's record. */
export type IndexRecord = Pick<PageRecord, 'index' | 'pathname' | 'noindex' | 'path' | 'search'>;

/**
 * The search index of a build, fed with the pages' records as they come (from the cache, from
 * the render threads, in any order) and indexing them in the pages' order, as soon as every
 * page before each is in: the build's thread indexes while the pages render, not after.
 * `order` is the pages' indexes in the order they are finished.
 */
export function searchIndexInOrder(
  order: readonly number[],
  search: NonNullable<ResolvedConfig['search']>,
  productNames: Readonly<Record<string, string>>,
): { add(record: IndexRecord): void; complete(): boolean; files(): Iterable<SearchFile> } {
  const indexer = createSearchIndexer(productNames);
  const indexed = searchFilter(search);
  const waiting = new Map<number, IndexRecord>();
  let next = 0;
  const addReady = (skipMissing: boolean) => {
    while (next < order.length) {
      const record = waiting.get(order[next]!);
      if (!record && !skipMissing) return;
      if (record) {
        waiting.delete(order[next]!);
        if (indexed(record)) indexer.add(record.search!);
      }
      next += 1;
    }
  };
  return {
    add(record) {
      waiting.set(record.index, record);
      addReady(false);
    },
    /** Whether every page's record has come (and been indexed, or left out). */
    complete: () => next === order.length,
    files() {
      // Every page has its record by now; one that had none would be left out, as before.
      addReady(true);
      return indexer.files();
    },
  };
}
