import type { ResolvedConfig } from '../config/types';
import type { RoutedPage } from '../page/page-site';
import { pageTwins, type PageTwin } from '../page/twin/page-twins';
import { engineHash } from '../util/engine-hash';
import { sha256 } from '../util/sha256';
import type { PageCache, TextFile } from './page-cache';

type TwinSite = Parameters<typeof pageTwins>[0];

/**
 * The pages' markdown twins, kept in the cache as one entry under a hash of all they are made
 * of: the code that makes them, the host, the routes of the content files, every page's source
 * hash and route (a twin lists the props of the components its page names, from any API page),
 * and the demos of the pages twinned. A warm build with nothing changed reads one entry instead
 * of making a thousand twins again.
 */
export async function twinsWithCache(cache: PageCache | null, site: TwinSite & { config: Pick<ResolvedConfig, 'host'> }, pages: readonly RoutedPage[], allPages: readonly RoutedPage[]): Promise<{ twins: PageTwin[]; key: string }> {
  const key = sha256(
    JSON.stringify([
      engineHash(),
      site.config.host,
      site.routesByFile,
      allPages.map((page) => [page.file, page.hash, page.route.url, page.route.fallback, page.route.productId, page.route.language]),
      pages.map((page) => [page.route.url, site.demos.byPage.get(page.file) ?? null]),
    ]),
  );
  const kept = cache ? await cache.readFiles(key) : null;
  const parsed = kept?.length === 1 ? parseTwins(kept[0]!.contents) : null;
  if (parsed) return { twins: parsed, key };
  const twins = pageTwins(site, pages, allPages);
  cache?.writeFiles(key, [{ path: 'twins.json', contents: JSON.stringify(twins) }]);
  return { twins, key };
}

function parseTwins(text: string): PageTwin[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return null;
    const ok = value.every((twin) => typeof twin === 'object' && twin !== null && typeof twin.path === 'string' && typeof twin.url === 'string' && typeof twin.text === 'string' && typeof twin.title === 'string');
    return ok ? (value as PageTwin[]) : null;
  } catch {
    return null;
  }
}

/** The key the llms files made from these twins are kept under (with the config they show). */
export const llmsKey = (twinsKey: string, config: Pick<ResolvedConfig, 'title' | 'host' | 'products'>): string =>
  sha256(JSON.stringify([twinsKey, config.title, config.host, config.products.map((p) => [p.id, p.name, p.description ?? null])]));

export type { TextFile };
