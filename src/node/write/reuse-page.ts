import type { SharedFileWriter } from './shared-files';
import type { Staging } from './staging';
import type { PageRecord } from '../model/page-record';
import type { SharedFile } from '../model/output-files';
import { routeLookupsHold } from '../cache/cache-keys';
import type { PageCache } from '../cache/page-cache';
import { mapLimit } from '../util/map-limit';
import { pageRecordSchema } from '../cache/record-schema';
import { twinPath } from '../routing/paths';

/**
 * Writes a page from the cache into the output, with its markdown twin and the shared files it
 * refers to; null (and nothing written) when the entry is missing, damaged, or resolved a link
 * to a route that has changed since.
 */
export async function reuseCachedPage(
  cache: PageCache,
  key: string,
  output: string,
  routesByFile: Readonly<Record<string, string>>,
  staging: Staging,
  shared: SharedFileWriter,
): Promise<PageRecord | null> {
  const entry = await cache.readPage(key);
  // Checked whole, as a shard's records are (the cache is an input from elsewhere: its paths are
  // written to and read from), and written where this page goes, whatever the entry says. Here,
  // in the build's thread, not in the page cache, which the render threads' bundles hold.
  if (!entry || entry.record.path !== output || !pageRecordSchema.safeParse(entry.record).success || !routeLookupsHold(entry.record, routesByFile)) return null;
  // Its twin, where its URL's twin goes, whatever the entry says.
  const { twin } = entry.record;
  if (twin && (twin.path !== twinPath(entry.record.url) || entry.twinFile === null)) return null;
  const missing: SharedFile[] = [];
  for (const file of entry.record.shared) {
    if (shared.has(file)) continue;
    const found = await cache.readShared(file);
    if (!found) return null;
    missing.push(found);
  }
  // The HTML is linked (or copied), not read: the entry's stamp says it is what was rendered.
  let copied: number;
  try {
    copied = await staging.linkIn(entry.record.path, entry.htmlFile);
  } catch {
    return null;
  }
  if (copied !== entry.record.bytes) return null;
  if (twin) {
    let linked = -1;
    try {
      linked = await staging.linkIn(twin.path, entry.twinFile!);
    } catch {
      // Not placed: rendered again.
    }
    if (linked !== twin.bytes) {
      // The page is rendered again, and written where these are: not through a link into the cache.
      for (const file of [entry.record.path, twin.path]) staging.remove(file);
      return null;
    }
  }
  for (const file of missing) await shared.write(file);
  return entry.record;
}

/**
 * The pages rendered before, with nothing they show changed since, written from the cache;
 * returns the others, which must be rendered. Each reused page's record goes to `onRecord`.
 */
export async function reuseCachedPages(
  cache: PageCache | null,
  pages: readonly { index: number; output: string }[],
  input: { key(index: number): string; routesByFile: Readonly<Record<string, string>>; staging: Staging; shared: SharedFileWriter; onRecord(record: PageRecord): void },
): Promise<number[]> {
  const toRender: number[] = [];
  await mapLimit(pages, 16, async ({ index, output }) => {
    const reused = cache ? await reuseCachedPage(cache, input.key(index), output, input.routesByFile, input.staging, input.shared) : null;
    if (reused) input.onRecord({ ...reused, index });
    else toRender.push(index);
  });
  return toRender;
}

/**
 * Makes each page rendered in this build (its HTML and twin, which the render threads wrote
 * beside their cache entries) a link to its cache entry, as a reused page is: the next build
 * finds the output already holding them (`Staging.linkIn`), and leaves them where they are.
 */
export function linkRenderedPages(staging: Pick<Staging, 'linkToCache'>, cache: Pick<PageCache, 'pageFiles'>, records: readonly PageRecord[], rendered: readonly number[], key: (index: number) => string): void {
  const byIndex = new Map(records.map((record) => [record.index, record]));
  for (const index of rendered) {
    const record = byIndex.get(index);
    const files = cache.pageFiles(key(index));
    if (!record?.path || !files) continue;
    staging.linkToCache(record.path, files.html);
    if (record.twin) staging.linkToCache(record.twin.path, files.twin);
  }
}
