import type { ResolvedConfig } from '../model/config';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { PageRecord } from '../model/page-record';
import { siteRedirects } from '../routing/redirect-rules';
import { checkAssets } from './check-assets';
import { checkLinks } from './check-links';
import { trimEnd } from '../util/trim';

export interface CheckSiteInput {
  config: ResolvedConfig;
  /** Every page of the site, in the order of the site's pages. */
  records: readonly PageRecord[];
  /** Every other file of the output, as site paths (`/sitemap.xml`): public files, generated files, engine pages. */
  files: ReadonlySet<string>;
  links: 'error' | 'warn' | 'off';
}

/**
 * The site-wide checks, over the pages' records: every file a page shows by absolute path
 * exists (`checks.assets`), and every internal link leads to a page, a file or a redirect, at
 * an anchor that page has (`checks.links`). A single build and a merge of shards check the
 * same records the same way.
 */
export function checkSite({ config, records, files, links }: CheckSiteInput): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const rendered = records.filter((r) => r.path);
  if (config.checks.assets !== 'off') {
    const answered = new Set([...files, ...rendered.map((r) => r.url)]);
    diagnostics.push(...checkAssets({ files: answered, sources: rendered.map((r) => ({ file: r.file, assets: r.assets })) }));
  }
  if (links !== 'off') {
    const pageIds = new Map<string, ReadonlySet<string>>();
    const anchors = new Map<string, readonly string[]>();
    for (const record of rendered) {
      // The check looks pages up as servers answer them, without a trailing slash (`/zh/` is `/zh`).
      const served = record.url.length > 1 ? trimEnd(record.url, '/') : record.url;
      pageIds.set(served, new Set(record.ids));
      anchors.set(served, record.anchors);
    }
    diagnostics.push(
      ...checkLinks({
        host: config.host,
        pages: pageIds,
        anchors,
        files,
        redirects: siteRedirects(config),
        // A fallback page's links are its English page's with the language's prefix: each is
        // checked, and reported, once, where it is written.
        sources: rendered.filter((r) => !r.fallback).map((r) => ({ file: r.file, url: r.url, links: r.links })),
        severity: links === 'error' ? 'error' : 'warning',
      }),
    );
  }
  return diagnostics;
}
