import { frontmatterList } from '../content/check-page-meta';
import type { SourcePage } from '../content/load-pages';
import type { MarkdownContext } from '../markdown/types';
import { detectProduct, NO_PRODUCT } from '../routing/product';
import type { PageSite } from './load-site';

/** The product a page belongs to: its `productId` frontmatter, else what its path says (`productIds`: the config's products). */
export function pageProductId(page: Pick<SourcePage, 'frontmatter' | 'pathname'>, productIds: readonly string[]): string {
  const own = page.frontmatter.productId;
  return typeof own === 'string' && own.trim() !== '' ? own.trim() : detectProduct(page.pathname, [], productIds).productId;
}

/** What the markdown stage needs to know about a page and the site: plain data. */
export function markdownContext(site: Omit<PageSite, 'templates'>, page: SourcePage): MarkdownContext {
  const components = frontmatterList(page.frontmatter.components);
  const hooks = frontmatterList(page.frontmatter.hooks);
  const productId = pageProductId(page, site.config.products.map((p) => p.id));
  const product = site.config.products.find((p) => p.id === productId);
  const basePath = product?.apiPath ?? (productId !== NO_PRODUCT ? `/${productId}/api` : null);
  return {
    language: page.language,
    contentPath: page.contentPath,
    routesByFile: site.routesByFile,
    demos: site.demos.byPage.get(page.file) ?? {},
    demoChecks: site.config.checks.demos,
    embeds: Object.keys(site.config.embeds),
    embedFiles: site.demos.embeds,
    api:
      basePath && (components.length > 0 || hooks.length > 0)
        ? { components, hooks, basePath, line: page.frontmatterLines.components ?? page.frontmatterLines.hooks ?? null }
        : null,
  };
}
