import { closestKey } from '../config/schema';
import { error, warning, type Diagnostic } from '../diagnostics/diagnostic';
import type { LinkRef } from '../model/page-record';
import { matchRedirect, type RedirectRule } from '../routing/redirect-rules';
import { trimEnd } from '../util/trim';

/** Where a link leads, as a browser on the production host would resolve it. */
export type LinkTarget =
  | { kind: 'internal'; path: string; hash: string }
  | { kind: 'external' }
  | { kind: 'malformed' };

const BASE = 'https://docs-site.invalid';
const IGNORED_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Resolves `href` written on the page at `fromUrl` (the path readers use, language prefix included). */
export function resolveLink(href: string, fromUrl: string, host: string): LinkTarget {
  let url: URL;
  try {
    const absoluteOnHost = host && (href === host || href.startsWith(`${host}/`) || href.startsWith(`${host}#`));
    if (absoluteOnHost) url = new URL(href.slice(host.length) || '/', BASE);
    else if (href.startsWith('//') || IGNORED_SCHEME.test(href)) return { kind: 'external' };
    else url = new URL(href, BASE + fromUrl);
  } catch {
    return { kind: 'malformed' };
  }
  try {
    return { kind: 'internal', path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.slice(1)) };
  } catch {
    return { kind: 'malformed' };
  }
}

export interface LinkCheckInput {
  host: string;
  /** Every page by the URL readers use (`/a/b`, `/fr/a/b`, `/`), with the element ids on it. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The ids a missing anchor's hint may suggest, by page (its headings); a page not in it
   * suggests from all its ids.
   */
  anchors?: ReadonlyMap<string, readonly string[]>;
  /** Every other file of the output as a URL path (`/static/logo.svg`, `/sitemap.xml`). */
  files: ReadonlySet<string>;
  redirects: readonly RedirectRule[];
  /** The links of each page, with the file they were written in. */
  sources: readonly { file: string; url: string; links: readonly LinkRef[] }[];
  severity: 'error' | 'warning';
}

const MAX_REDIRECTS = 5;
/**
 * Suggesting the closest route compares the target with the routes of its section, so only
 * the first broken links get a suggestion: a site with thousands of them still checks in
 * linear time.
 */
const MAX_ROUTE_SUGGESTIONS = 50;

const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** Routes grouped by first segment; a two-letter first segment (a language, right or wrong) is also looked past. */
function suggestRoute(target: string, bySection: Map<string, string[]>): string | undefined {
  const segments = target.split('/');
  const candidates = [...(bySection.get(segments[1] ?? '') ?? [])];
  if (/^[a-z]{2}$/.test(segments[1] ?? '')) candidates.push(...(bySection.get(segments[2] ?? '') ?? []));
  return closestKey(target, candidates) ?? closestKey(`/${segments.slice(2).join('/')}`, candidates);
}

/** A page path the way the preview server and static hosts serve it: no trailing slash. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? trimEnd(path, '/') || '/' : path);

/**
 * Finds the page (or file) a path reaches, following the site's redirects. Returns the page
 * URL, `true` for a plain file, or null when nothing is there.
 */
function locate(input: LinkCheckInput, start: string): string | true | null {
  let path = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (input.files.has(path)) return true;
    const page = withoutTrailingSlash(path.replace(/\/index\.html$/, '/'));
    if (input.pages.has(page)) return page;
    const redirect = matchRedirect(input.redirects, page) ?? matchRedirect(input.redirects, path);
    if (!redirect) return null;
    const target = resolveLink(redirect.to, page, input.host);
    if (target.kind !== 'internal') return true;
    path = target.path;
  }
  return null;
}

/**
 * Checks every authored link against the built site. Each link costs a URL parse and a few
 * map lookups, so the check is linear in the number of links.
 */
export function checkLinks(input: LinkCheckInput): Diagnostic[] {
  const make = input.severity === 'error' ? error : warning;
  const diagnostics: Diagnostic[] = [];
  let bySection: Map<string, string[]> | undefined;
  let suggestionsLeft = MAX_ROUTE_SUGGESTIONS;
  for (const source of input.sources) {
    for (const link of source.links) {
      const at = { file: source.file, ...(link.line !== undefined && { line: link.line }), ...(link.column !== undefined && { column: link.column }) };
      const target = resolveLink(link.href, source.url, input.host);
      if (target.kind === 'external') continue;
      if (target.kind === 'malformed') {
        diagnostics.push(make({ code: 'links/malformed', message: `Malformed link ${JSON.stringify(link.href)}`, ...at }));
        continue;
      }
      const found = locate(input, target.path);
      if (found === null) {
        let suggestion: string | undefined;
        if (suggestionsLeft > 0) {
          suggestionsLeft -= 1;
          if (!bySection) {
            bySection = new Map();
            for (const route of input.pages.keys()) {
              const section = bySection.get(firstSegment(route));
              if (section) section.push(route);
              else bySection.set(firstSegment(route), [route]);
            }
          }
          suggestion = suggestRoute(withoutTrailingSlash(target.path), bySection);
        }
        diagnostics.push(
          make({
            code: 'links/missing-page',
            message: `Broken link to ${link.href}: no page at ${target.path}`,
            ...at,
            ...(suggestion && { hint: `did you mean ${suggestion}?` }),
          }),
        );
        continue;
      }
      if (found === true || target.hash === '' || target.hash === 'top') continue;
      const ids = input.pages.get(found)!;
      if (ids.has(target.hash)) continue;
      const suggestion = closestKey(target.hash, [...(input.anchors?.get(found) ?? ids)]);
      const where = found === source.url ? 'this page' : found;
      diagnostics.push(
        make({
          code: 'links/missing-anchor',
          message: `Broken link to ${link.href}: ${where} has no element with id "${target.hash}"`,
          ...at,
          ...(suggestion && { hint: `did you mean #${suggestion}?` }),
        }),
      );
    }
  }
  return diagnostics;
}
