import { createHash } from 'node:crypto';
import type { PageRecord } from '../model/page-record';
import { byCodeUnits } from '../util/code-units';
import { scriptHashes } from './inline-scripts';
import type { RenderedPage } from './render-site-page';
import type { RoutedPage } from '../model/page-site';
import type { TwinListing } from '../model/twin';

/**
 * What a build keeps of a rendered page once its HTML is written (see `PageRecord`): the page's
 * place, route and fingerprint, what the site-wide steps check, and the route lookups its
 * markdown made (`lookups`, from compiling and rendering it).
 */
export function pageRecord(index: number, page: RoutedPage, rendered: RenderedPage, lookups: Iterable<[string, string | null]>, twin: TwinListing | null = null): { record: PageRecord; html: string } {
  const html = rendered.file?.html ?? '';
  const record: PageRecord = {
    index,
    file: page.file,
    pathname: page.pathname,
    language: page.route.language,
    fallback: page.route.fallback,
    noindex: page.frontmatter.noindex === true,
    url: page.route.url,
    path: rendered.file?.path ?? null,
    sha: createHash('sha256').update(html).digest('hex'),
    bytes: Buffer.byteLength(html),
    ids: rendered.ids,
    anchors: rendered.anchors,
    links: rendered.links,
    assets: rendered.assets,
    scriptHashes: scriptHashes(html),
    shared: rendered.file?.shared.map((file) => file.path) ?? [],
    diagnostics: rendered.diagnostics,
    routeLookups: [...new Map(lookups)].sort(([a], [b]) => byCodeUnits(a, b)),
    search: rendered.search,
    socialCard: rendered.socialCard,
    twin,
  };
  return { record, html };
}
