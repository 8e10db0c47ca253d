import type { ResolvedConfig } from '../config/types';
import type { PageRecord } from '../model/page-record';
import { pagesToIndex } from '../search/select-pages';
import { writeSearchIndex, type SearchFile } from '../search/write-index';
import { engineHash } from '../util/engine-hash';
import { sha256 } from '../util/sha256';
import type { PageCache } from './page-cache';

/**
 * The site's search index, and the key it is kept under in the cache: a hash of the code that
 * makes it and of what it is made of (each indexed page's search record, in order, and the
 * products' names). A warm build whose pages all come from the cache finds it there instead of
 * making it again from a thousand records (about half a second at 1000 pages); one that
 * rendered pages (`made`, indexed as they came) keeps it for the next.
 */
export async function searchIndexFiles(
  cache: PageCache | null,
  config: ResolvedConfig & { search: NonNullable<ResolvedConfig['search']> },
  records: readonly PageRecord[],
  made: SearchFile[] | null,
): Promise<{ files: SearchFile[]; key: string }> {
  const productNames = Object.fromEntries(config.products.map((p) => [p.id, p.name]));
  const pages = pagesToIndex(records, config.search);
  const key = sha256(JSON.stringify([engineHash(), productNames, pages]));
  if (made) {
    cache?.writeFiles(key, made);
    return { files: made, key };
  }
  const kept = cache ? await cache.readFiles(key) : null;
  if (kept) return { files: kept, key };
  const files = writeSearchIndex(pages, productNames);
  cache?.writeFiles(key, files);
  return { files, key };
}
