import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../model/config';
import type { PageRecord } from '../model/page-record';
import { pagesToIndex } from '../search/select-pages';
import { engineHash } from '../util/engine-hash';
import type { KeptFiles, PageCache } from './page-cache';

/** A file written into the output: its path, size and content hash (what a build's fingerprint covers). */
export interface WrittenFile {
  path: string;
  bytes: number;
  sha: string;
}

/** Whether a value read back from the cache lists written files, each one of `placed` (the files its set put in the output). */
const isWrittenFiles = (value: unknown, placed: ReadonlySet<string>): value is WrittenFile[] =>
  Array.isArray(value) && value.every((file) => typeof file?.path === 'string' && placed.has(file.path) && Number.isSafeInteger(file.bytes) && typeof file.sha === 'string');

/**
 * The key the site's search index is kept under in the cache: a hash of the code that makes it
 * and of what it is made of (each indexed page's search record, in order, and the products'
 * names), hashed page by page: one string of them all would be tens of megabytes at 10,000 pages.
 */
export function searchIndexKey(config: ResolvedConfig & { search: NonNullable<ResolvedConfig['search']> }, records: readonly PageRecord[]): string {
  const productNames = Object.fromEntries(config.products.map((p) => [p.id, p.name]));
  const hash = createHash('sha256').update(JSON.stringify([engineHash(), productNames]));
  for (const page of pagesToIndex(records, config.search)) hash.update('\0').update(JSON.stringify(page));
  return hash.digest('hex');
}

/**
 * Files a build wrote before and the cache keeps under `key` with their list (the search index:
 * a warm build whose pages all come from the cache does not make it again from thousands of
 * records, nor read its megabytes; the llms files likewise): the files, for `write/` to place,
 * and the list, which may name only them; null when the cache does not have them.
 */
export function keptWrittenFiles(cache: PageCache | null, key: string): { kept: KeptFiles; written: WrittenFile[] } | null {
  const kept = cache?.keptFiles(key);
  return kept && isWrittenFiles(kept.index, new Set(kept.files.map((file) => file.path))) ? { kept, written: kept.index } : null;
}
