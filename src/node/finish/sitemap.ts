import { escapeHtml } from '../page/escape';

export interface SitemapEntry {
  /** Absolute URL on the production host. */
  url: string;
  /** The same page in every language it exists in. */
  alternates: { language: string; href: string }[];
}

/** `sitemap.xml` with the language alternates of each page (sorted, so builds are reproducible). */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((entry) => {
      const alternates =
        entry.alternates.length > 1
          ? entry.alternates.map((a) => `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(a.language)}" href="${escapeHtml(a.href)}"/>`).join('')
          : '';
      return `  <url>\n    <loc>${escapeHtml(entry.url)}</loc>${alternates}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Pages kept out of search engines: the docs-infra test pages and pages marked `noindex`. */
export const isIndexable = (pathname: string, frontmatter: Record<string, unknown>): boolean =>
  !pathname.startsWith('/experiments/') && frontmatter.noindex !== true;

export function buildRobots(host: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${host}/sitemap.xml\n`;
}
