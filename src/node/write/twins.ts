import type { ResolvedConfig } from '../model/config';
import { twinListingSchema } from '../cache/record-schema';
import type { TwinListing } from '../model/twin';
import { eachPageTwin, type TwinSite } from '../page/twin/page-twins';
import { engineHash } from '../util/engine-hash';
import { sha256 } from '../util/sha256';
import type { PageCache } from '../cache/page-cache';
import type { Staging } from './staging';
import { placeKeptFiles } from './kept-files';
import type { RoutedPage } from '../model/page-site';

/** Where the twins go: the output folder being written. */
export type TwinTarget = Pick<Staging, 'dir' | 'write' | 'linkIn'>;

/**
 * Writes the pages' markdown twins into the output, and returns their listings (for llms.txt)
 * and the bytes written. The twins are kept in the cache as files, under a hash of all they are
 * made of: the code that makes them, the host, the routes of the content files, every page's
 * source hash and route (a twin lists the props of the components its page names, from any API
 * page), and the demos of the pages twinned. A warm build with nothing changed copies them back
 * without making or reading them; a cold one makes them one at a time and keeps none in memory.
 */
export async function writeTwins(
  cache: PageCache | null,
  site: TwinSite & { config: Pick<ResolvedConfig, 'host'> },
  pages: readonly RoutedPage[],
  allPages: readonly RoutedPage[],
  target: TwinTarget,
): Promise<{ twins: TwinListing[]; bytes: number; key: string }> {
  const key = sha256(
    JSON.stringify([
      engineHash(),
      site.config.host,
      site.routesByFile,
      allPages.map((page) => [page.file, page.hash, page.route.url, page.route.fallback, page.route.productId, page.route.language]),
      pages.map((page) => [page.route.url, site.demos.byPage.get(page.file) ?? null]),
    ]),
  );
  const found = cache?.keptFiles(key);
  const kept = found?.index as { twins?: unknown; bytes?: unknown } | undefined;
  // What the entry lists is what llms-full.txt is read from: only twins the set holds.
  const held = new Set(found?.files.map((file) => file.path) ?? []);
  if (found && kept && Array.isArray(kept.twins) && kept.twins.every((twin) => twinListingSchema.safeParse(twin).success && held.has((twin as TwinListing).path)) && Number.isSafeInteger(kept.bytes)) {
    await placeKeptFiles(target, found);
    return { twins: kept.twins as TwinListing[], bytes: kept.bytes as number, key };
  }
  const twins: TwinListing[] = [];
  let bytes = 0;
  for (const { text, ...listing } of eachPageTwin(site, pages, allPages)) {
    bytes += await target.write(listing.path, text);
    twins.push(listing);
  }
  cache?.keepFiles(key, target.dir, twins.map((twin) => twin.path), { twins, bytes });
  return { twins, bytes, key };
}

/**
 * The key the llms files made from these twins are kept under: with the config they show, and
 * which of them the site's public folder ships itself (those are not written).
 */
export const llmsKey = (twinsKey: string, config: Pick<ResolvedConfig, 'title' | 'host' | 'products'>, publicFiles: ReadonlySet<string>): string =>
  sha256(
    JSON.stringify([
      twinsKey,
      config.title,
      config.host,
      config.products.map((p) => [p.id, p.name, p.description ?? null]),
      [...publicFiles].filter((file) => file.endsWith('llms.txt') || file === 'llms-full.txt').sort(),
    ]),
  );
