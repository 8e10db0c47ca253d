import type { PageCache } from '../cache/page-cache';
import { keptWrittenFiles, searchIndexKey } from '../cache/search-index';
import type { ResolvedConfig } from '../model/config';
import { engineHash } from '../util/engine-hash';
import { sha256 } from '../util/sha256';
import { placeKeptFiles } from '../write/kept-files';
import type { SearchFile } from '../search/write-index';
import { mark } from '../util/timings';
import { finishSite, recordsTwins, type FinishSiteInput } from './finish-site';
import type { TwinListing } from '../model/twin';

/**
 * `finishSite`, with what a build of unchanged pages would make again taken from the cache:
 * the search index (kept under a hash of the records' search data) and the llms files (under
 * a hash of the twins the records list and the config they show), placed into the output without being made or read.
 * What it made is kept for the next build. Returns the finish and the cache keys it used (for
 * the prune to keep).
 */
export async function finishWithCache(
  input: Omit<FinishSiteInput, 'searchIndex' | 'searchWritten' | 'llmsFiles'> & {
    cache: PageCache | null;
    /** The search index as the pages were indexed while they rendered (null: none rendered, or it could not be). */
    indexed: (() => Iterable<SearchFile> | Promise<SearchFile[] | null>) | null;
  },
): Promise<{ finished: Awaited<ReturnType<typeof finishSite>>; keys: string[] }> {
  const { cache, indexed, ...site } = input;
  const { config, output } = site;
  const searchKey = config.search && cache ? searchIndexKey({ ...config, search: config.search }, site.records) : null;
  const searchKept = searchKey ? keptWrittenFiles(cache, searchKey) : null;
  if (searchKept) await placeKeptFiles(output, searchKept.kept);
  const searchWritten = searchKept?.written ?? null;
  const searchIndex = searchWritten || !indexed ? null : await indexed();
  mark('search index made');
  const llmsFilesKey = config.llms && cache ? llmsKey(recordsTwins(site.records), config, site.publicFiles) : null;
  const llmsKept = llmsFilesKey ? keptWrittenFiles(cache, llmsFilesKey) : null;
  if (llmsKept) await placeKeptFiles(output, llmsKept.kept);
  const llmsFiles = llmsKept?.written ?? null;
  const finished = await finishSite({
    ...site,
    ...(searchIndex && { searchIndex }),
    ...(searchWritten && { searchWritten }),
    ...(llmsFiles && { llmsFiles }),
  });
  if (cache && llmsFilesKey && !llmsFiles) cache.keepFiles(llmsFilesKey, output.dir, finished.llms.map((file) => file.path), finished.llms);
  if (cache && searchKey && !searchWritten) cache.keepFiles(searchKey, output.dir, finished.search.map((file) => file.path), finished.search);
  return { finished, keys: [searchKey, llmsFilesKey].filter((key): key is string => key !== null) };
}

/**
 * The key the llms files are kept under: the code that makes them, the twins they list (with
 * their texts' hashes), the config they show, and which of them the site's public folder ships
 * itself (those are not written).
 */
const llmsKey = (twins: readonly TwinListing[], config: Pick<ResolvedConfig, 'title' | 'host' | 'products'>, publicFiles: ReadonlySet<string>): string =>
  sha256(
    JSON.stringify([
      engineHash(),
      twins,
      config.title,
      config.host,
      config.products.map((p) => [p.id, p.name, p.description ?? null]),
      [...publicFiles].filter((file) => file.endsWith('llms.txt') || file === 'llms-full.txt').sort(),
    ]),
  );
