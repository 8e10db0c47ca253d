import type { ResolvedConfig } from '../model/config';
import { buildCsp } from './csp';
import { formatHeaders, siteHeaderRules } from './headers';
import { formatRedirects, siteRedirects } from '../routing/redirect-rules';
import { buildRobots, buildSitemap, isIndexable } from './sitemap';

/** What the sitemap needs of a page (from its record): its route, and whether it is a fallback. */
export interface SitemapPage {
  pathname: string;
  url: string;
  language: string;
  fallback: boolean;
  frontmatter: Record<string, unknown>;
}

/**
 * The files a static host reads besides the pages: `sitemap.xml`, `robots.txt`,
 * `_redirects` and `_headers`. Pure: the build writes them.
 */
export function siteFiles(
  config: ResolvedConfig,
  pages: readonly SitemapPage[],
  scriptHashes: Iterable<string>,
): Record<string, string> {
  // Fallback pages point search engines at the English page: they are neither listed nor alternates.
  const written = pages.filter((page) => !page.fallback);
  const byPath = new Map<string, SitemapPage[]>();
  for (const page of written) byPath.set(page.pathname, [...(byPath.get(page.pathname) ?? []), page]);
  const entries = written
    .filter((page) => isIndexable(page.pathname, page.frontmatter))
    .map((page) => ({
      url: `${config.host}${page.url}`,
      alternates: (byPath.get(page.pathname) ?? [])
        .map((p) => ({ language: p.language, href: `${config.host}${p.url}` }))
        .sort((a, b) => a.language.localeCompare(b.language)),
    }));
  const contentSecurityPolicy = buildCsp({
    scriptHashes,
    adScriptUrl: config.ads?.scriptUrl,
    adJsonUrl: config.ads?.jsonUrl,
    analyticsScriptUrl: config.analytics?.scriptUrl,
    feedbackEndpoint: config.feedback?.endpoint,
    extra: config.contentSecurityPolicy,
  });
  return {
    'sitemap.xml': buildSitemap(entries),
    'robots.txt': buildRobots(config.host),
    _redirects: formatRedirects(siteRedirects(config)),
    _headers: formatHeaders(siteHeaderRules({ contentSecurityPolicy })),
  };
}
