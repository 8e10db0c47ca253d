import type { ResolvedConfig } from '../model/config';
import type { PageRecord } from '../model/page-record';
import { globToRegExp } from '../util/glob';
import type { SearchPage } from '../model/search';

type IndexedRecord = Pick<PageRecord, 'pathname' | 'noindex' | 'path' | 'search'>;

/**
 * Whether the search index holds a rendered page: every one but those the config leaves out
 * (by route, and `noindex: true` pages unless it asks for them).
 */
export function searchFilter(search: NonNullable<ResolvedConfig['search']>): (record: IndexedRecord) => boolean {
  const excluded = search.exclude.map(globToRegExp);
  return (record) =>
    Boolean(record.path && record.search) &&
    (search.noindexPages || !record.noindex) &&
    !excluded.some((pattern) => pattern.test(record.pathname.replace(/^\/+/, '')));
}

/** The pages the search index holds, in the records' order. */
export function pagesToIndex(records: readonly IndexedRecord[], search: NonNullable<ResolvedConfig['search']>): SearchPage[] {
  return records.filter(searchFilter(search)).map((record) => record.search!);
}
