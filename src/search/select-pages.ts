import type { ResolvedConfig } from '../config/types';
import type { PageRecord } from '../parallel/page-record';
import { globToRegExp } from '../util/glob';
import type { SearchPage } from './types';

/**
 * The pages the search index holds: every rendered page but those the config leaves out (by
 * route, and `noindex: true` pages unless it asks for them), in the records' order.
 */
export function pagesToIndex(records: readonly Pick<PageRecord, 'pathname' | 'noindex' | 'path' | 'search'>[], search: NonNullable<ResolvedConfig['search']>): SearchPage[] {
  const excluded = search.exclude.map(globToRegExp);
  return records
    .filter((record) => record.path && record.search)
    .filter((record) => search.noindexPages || !record.noindex)
    .filter((record) => !excluded.some((pattern) => pattern.test(record.pathname.replace(/^\/+/, ''))))
    .map((record) => record.search!);
}
