import type { ResolvedConfig } from '../config/types';
import type { SourcePage } from '../content/load-pages';
import { localisedPath } from '../routing/paths';
import { buildCsp } from './csp';
import { formatHeaders, siteHeaderRules } from './headers';
import { BUILT_IN_REDIRECTS, formatRedirects, type RedirectRule } from './redirects';
import { buildRobots, buildSitemap, isIndexable } from './sitemap';

/** The redirects a site serves: the built-in `/api` mapping, then the config's own. */
export const siteRedirects = (config: ResolvedConfig): RedirectRule[] => [...BUILT_IN_REDIRECTS, ...config.redirects];

/**
 * The files a static host reads besides the pages: `sitemap.xml`, `robots.txt`,
 * `_redirects` and `_headers`. Pure: the build writes them.
 */
export function siteFiles(
  config: ResolvedConfig,
  pages: readonly Pick<SourcePage, 'pathname' | 'language' | 'frontmatter'>[],
  scriptHashes: Iterable<string>,
): Record<string, string> {
  const byPath = new Map<string, (typeof pages)[number][]>();
  for (const page of pages) byPath.set(page.pathname, [...(byPath.get(page.pathname) ?? []), page]);
  const entries = pages
    .filter((page) => isIndexable(page.pathname, page.frontmatter))
    .map((page) => ({
      url: `${config.host}${localisedPath(page.pathname, page.language)}`,
      alternates: (byPath.get(page.pathname) ?? [])
        .map((p) => ({ language: p.language, href: `${config.host}${localisedPath(p.pathname, p.language)}` }))
        .sort((a, b) => a.language.localeCompare(b.language)),
    }));
  const contentSecurityPolicy = buildCsp({
    scriptHashes,
    adScriptUrl: config.ads?.scriptUrl,
    adJsonUrl: config.ads?.jsonUrl,
    analyticsScriptUrl: config.analytics?.scriptUrl,
    extra: config.contentSecurityPolicy,
  });
  return {
    'sitemap.xml': buildSitemap(entries),
    'robots.txt': buildRobots(config.host),
    _redirects: formatRedirects(siteRedirects(config)),
    _headers: formatHeaders(siteHeaderRules({ contentSecurityPolicy })),
  };
}
