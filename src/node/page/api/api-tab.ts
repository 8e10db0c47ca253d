import type { ResolvedConfig } from '../../model/config';
import { hasApiTabs } from '../../load/api-tabs';
import type { ApiTabSource } from '../../model/api-source';
import { frontmatterList } from '../../load/check-page-meta';
import type { ApiTabView, PageTabView } from '../../model/api-view';
import type { MarkdownContext, TocItem } from '../../model/markdown';
import type { InterfaceText } from '../../util/interface-text';
import { kebabCase } from '../../util/kebab-case';
import { buildApiPage } from './build-view';
import type { RoutedPage } from '../../model/page-site';

/**
 * The tabs a page shows (`view.tabs`): on a page with API tabs and on each of its tabs, Demos
 * then Component API and Hook API as its frontmatter lists components and hooks; else none.
 */
export function pageTabs(config: Pick<ResolvedConfig, 'products'>, page: RoutedPage, text: InterfaceText): PageTabView[] {
  if (page.api || (!page.apiTab && !hasApiTabs(config, page))) return [];
  const current = page.apiTab?.kind ?? 'demos';
  const demos = page.apiTab ? page.route.url.slice(0, -`/${page.apiTab.kind}`.length) || '/' : page.route.url;
  const tab = (key: PageTabView['key'], label: string, href: string): PageTabView => ({ key, label: text(label), href, current: key === current });
  const base = demos.replace(/\/$/, '');
  return [
    tab('demos', 'api-docs.demos', demos),
    ...(frontmatterList(page.frontmatter.components).length > 0 ? [tab('components-api', 'api-docs.componentsApi', `${base}/components-api`)] : []),
    ...(frontmatterList(page.frontmatter.hooks).length > 0 ? [tab('hooks-api', 'api-docs.hooksApi', `${base}/hooks-api`)] : []),
  ];
}

/**
 * What a page's API tab shows: each listed API's view, its ids prefixed with its own
 * (`#button`, `#button-props`), in the tab's language; and its table of contents, an entry per
 * API with its sections under it. Its links are not returned: the API's own page reports them.
 */
export function buildApiTab(config: Pick<ResolvedConfig, 'products'>, source: ApiTabSource, context: MarkdownContext, text: InterfaceText): { view: ApiTabView; toc: TocItem[] } {
  const entries = source.entries.map((entry) => {
    const guides = config.products.find((p) => p.id === entry.productId)?.api?.guides ?? { sx: null, slots: null };
    const id = kebabCase(entry.json.name);
    const built = buildApiPage(entry, guides, context, text, { idPrefix: `${id}-` });
    return { id, title: text('api-docs.pageTitle', { name: entry.json.name }), api: built.view, toc: built.toc };
  });
  return {
    view: { kind: source.kind, entries: entries.map(({ id, title, api }) => ({ id, title, api })) },
    toc: entries.map(({ id, title, toc }) => ({ id, text: title, children: toc.flatMap((item) => [{ ...item, children: [] }, ...item.children]) })),
  };
}
