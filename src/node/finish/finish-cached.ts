import type { PageCache } from '../cache/page-cache';
import { keptWrittenFiles, searchIndexKey } from '../cache/search-index';
import { llmsKey } from '../write/twins';
import { placeKeptFiles } from '../write/kept-files';
import type { SearchFile } from '../search/write-index';
import { mark } from '../util/timings';
import { finishSite, type FinishSiteInput } from './finish-site';

/**
 * `finishSite`, with what a build of unchanged pages would make again taken from the cache:
 * the search index (kept under a hash of the records' search data) and the llms files (under
 * the twins' key and the config they show), placed into the output without being made or read.
 * What it made is kept for the next build. Returns the finish and the cache keys it used (for
 * the prune to keep).
 */
export async function finishWithCache(
  input: Omit<FinishSiteInput, 'searchIndex' | 'searchWritten' | 'llmsFiles'> & {
    cache: PageCache | null;
    /** The key the twins were kept under (null: no twins, or no cache). */
    twinsKey: string | null;
    /** The search index as the pages were indexed while they rendered (null: none rendered, or it could not be). */
    indexed: (() => Iterable<SearchFile> | Promise<SearchFile[] | null>) | null;
  },
): Promise<{ finished: Awaited<ReturnType<typeof finishSite>>; keys: string[] }> {
  const { cache, twinsKey, indexed, ...site } = input;
  const { config, staging } = site;
  const searchKey = config.search && cache ? searchIndexKey({ ...config, search: config.search }, site.records) : null;
  const searchKept = searchKey ? keptWrittenFiles(cache, searchKey) : null;
  if (searchKept) await placeKeptFiles(staging, searchKept.kept);
  const searchWritten = searchKept?.written ?? null;
  const searchIndex = searchWritten || !indexed ? null : await indexed();
  mark('search index made');
  const llmsFilesKey = twinsKey && cache ? llmsKey(twinsKey, config, site.publicFiles) : null;
  const llmsKept = llmsFilesKey ? keptWrittenFiles(cache, llmsFilesKey) : null;
  if (llmsKept) await placeKeptFiles(staging, llmsKept.kept);
  const llmsFiles = llmsKept?.written ?? null;
  const finished = await finishSite({
    ...site,
    ...(searchIndex && { searchIndex }),
    ...(searchWritten && { searchWritten }),
    ...(llmsFiles && { llmsFiles }),
  });
  if (cache && llmsFilesKey && !llmsFiles) cache.keepFiles(llmsFilesKey, staging.dir, finished.llms.map((file) => file.path), finished.llms);
  if (cache && searchKey && !searchWritten) cache.keepFiles(searchKey, staging.dir, finished.search.map((file) => file.path), finished.search);
  return { finished, keys: [searchKey, llmsFilesKey].filter((key): key is string => key !== null) };
}
