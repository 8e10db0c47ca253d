import type { ResolvedConfig } from '../../model/config';
import type { ApiPageSource } from '../../model/api-source';
import { frontmatterList } from '../../load/check-page-meta';
import type { DemoEntry } from '../../model/markdown';
import { DEFAULT_LANGUAGE, twinPath } from '../../routing/paths';
import { apiPageDescription, apiPageTitle } from '../../strings/api-strings';
import { kebabCase } from '../../util/kebab-case';
import type { TwinListing } from '../../model/twin';
import { apiTwin, markdownTwin, twinHeading } from './markdown-twin';
import type { RoutedPage } from '../../model/page-site';

/** A page's markdown twin: where it is, what it is (see `TwinListing`), and its text. */
export interface PageTwin extends TwinListing {
  text: string;
}


/**
 * The twin of each page a site's reader may read as text: every page written in its language
 * (a fallback page has its English page's; a page's API tab is in its page's), markdown pages
 * and API pages. Pure: the build writes them.
 */
export function pageTwins(site: TwinSite, pages: readonly RoutedPage[], allPages: readonly RoutedPage[] = pages): PageTwin[] {
  return [...eachPageTwin(site, pages, allPages)];
}

/** What twins are made from, of the site. */
export interface TwinSite {
  config: Pick<ResolvedConfig, 'host'>;
  routesByFile: Readonly<Record<string, string>>;
  demos: { byPage: ReadonlyMap<string, Readonly<Record<string, DemoEntry>>> };
}

/** The twins of `pageTwins`, one at a time: a build writes each as it comes, and keeps none. */
export function* eachPageTwin(site: TwinSite, pages: readonly RoutedPage[], allPages: readonly RoutedPage[] = pages): Generator<PageTwin> {
  // Each product's API, by component, in each language it is written in.
  const api = new Map<string, ApiPageSource>();
  for (const page of allPages) if (page.api && !page.route.fallback) api.set(`${page.api.productId}\0${page.api.slug}\0${page.route.language}`, page.api);
  const apiOf = (productId: string, name: string, language: string) =>
    api.get(`${productId}\0${kebabCase(name)}\0${language}`) ?? api.get(`${productId}\0${kebabCase(name)}\0${DEFAULT_LANGUAGE}`);
  for (const page of pages) {
    if (page.route.fallback || page.apiTab) continue;
    const { route } = page;
    const listed = !route.pathname.startsWith('/experiments/') && page.frontmatter.noindex !== true;
    const base = { path: twinPath(route.url), pageUrl: route.url, url: `/${twinPath(route.url)}`, productId: route.productId, language: route.language, listed };
    if (page.api) {
      const title = apiPageTitle(page.api.json.name);
      const description = apiPageDescription(page.api.json.name);
      yield { ...base, title, description, text: apiTwin(page.api, title, description) };
      continue;
    }
    const names = [...frontmatterList(page.frontmatter.components), ...frontmatterList(page.frontmatter.hooks)];
    const text = markdownTwin({
      body: page.body,
      frontmatter: page.frontmatter,
      contentPath: page.contentPath,
      host: site.config.host,
      languagePrefix: route.languagePrefix,
      url: route.url,
      demos: site.demos.byPage.get(page.file) ?? {},
      routesByFile: site.routesByFile,
      api: names.map((name) => apiOf(route.productId, name, route.language)).filter((source): source is ApiPageSource => source !== undefined),
    });
    const heading = twinHeading(page.body, page.frontmatter);
    yield { ...base, title: heading.title ?? route.pathname, description: heading.description, text };
  }
}
