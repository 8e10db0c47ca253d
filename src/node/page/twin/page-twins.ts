import type { ResolvedConfig } from '../../model/config';
import { frontmatterList } from '../../load/check-page-meta';
import type { ApiPageSource } from '../../model/api-source';
import type { RoutedPage } from '../../model/page-site';
import type { TwinListing } from '../../model/twin';
import { DEFAULT_LANGUAGE, twinPath } from '../../routing/paths';
import { apiPageDescription, apiPageTitle } from '../../strings/api-strings';
import { apiPageKind } from '../../load/api-kind';
import { kebabCase } from '../../util/kebab-case';
import { sha256 } from '../../util/sha256';
import type { CompiledMarkdown } from '../markdown/compile';
import { apiMarkdown, apiTwin } from './api-twin';

/** A page's markdown twin: where it is, what it is (see `TwinListing`), and its text. */
export interface PageTwin extends TwinListing {
  text: string;
}

/** A twin's listing with its text's hash and size. */
const withText = (listing: Omit<TwinListing, 'sha' | 'bytes'>, text: string): PageTwin => ({ ...listing, sha: sha256(text), bytes: Buffer.byteLength(text), text });

/** What the page's record keeps of its twin: all but its text. */
export const twinListing = ({ text: _text, ...listing }: PageTwin): TwinListing => listing;

/** Whether a page has a twin of its own: a fallback page has its English page's, an API tab its page's. */
export const hasTwin = (config: Pick<ResolvedConfig, 'llms'>, page: RoutedPage): boolean => config.llms && !page.route.fallback && !page.apiTab;

/**
 * The API pages of the components and hooks a page lists (`components:`, `hooks:`), in its
 * language or else in English: its twin ends with their props tables. Made once over every
 * page; a page that lists none, or has no twin, gets none.
 */
export function listedApiPages(config: Pick<ResolvedConfig, 'llms'>, pages: readonly RoutedPage[]): (page: RoutedPage) => RoutedPage[] {
  const api = new Map<string, RoutedPage>();
  for (const page of pages) if (page.api && !page.route.fallback) api.set(`${page.api.productId}\0${page.api.slug}\0${page.route.language}`, page);
  const apiOf = (productId: string, name: string, language: string) =>
    api.get(`${productId}\0${kebabCase(name)}\0${language}`) ?? api.get(`${productId}\0${kebabCase(name)}\0${DEFAULT_LANGUAGE}`);
  return (page) => {
    if (page.api || !hasTwin(config, page)) return [];
    const names = [...frontmatterList(page.frontmatter.components), ...frontmatterList(page.frontmatter.hooks)];
    return names.map((name) => apiOf(page.route.productId, name, page.route.language)).filter((found): found is RoutedPage => found !== undefined);
  };
}

/**
 * A page's twin, made as the page is rendered: an API page's from its metadata, a markdown
 * page's from its compiled markdown (`compiled.twin`, read from the page's tree), with the
 * props tables of the components it lists (`api`). Null for a page with no twin of its own,
 * or whose markdown could not be compiled.
 */
export function pageTwin(config: Pick<ResolvedConfig, 'llms'>, page: RoutedPage, compiled: Pick<CompiledMarkdown, 'twin'> | null, api: readonly ApiPageSource[]): PageTwin | null {
  if (!hasTwin(config, page)) return null;
  const { route } = page;
  const listed = !route.pathname.startsWith('/experiments/') && page.frontmatter.noindex !== true;
  const base = { path: twinPath(route.url), pageUrl: route.url, url: `/${twinPath(route.url)}`, productId: route.productId, language: route.language, listed };
  if (page.api) {
    const title = apiPageTitle(page.api.json.name);
    const description = apiPageDescription(page.api.json.name, apiPageKind(page.api.json));
    return withText({ ...base, title, description }, apiTwin(page.api, title, description));
  }
  const twin = compiled?.twin;
  if (!twin) return null;
  const out: string[] = [];
  if (twin.title) out.push(`# ${twin.title}`, '');
  if (twin.description) out.push(twin.description, '');
  out.push(twin.body);
  if (api.length > 0) {
    out.push('', '## API', '');
    for (const source of api) out.push(`### ${source.json.name}`, '', apiMarkdown(source, 4), '');
  }
  const text = `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
  return withText({ ...base, title: twin.title ?? route.pathname, description: twin.description }, text);
}
