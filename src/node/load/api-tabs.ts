import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ResolvedConfig, ResolvedProduct } from '../model/config';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import type { ApiPageSource } from '../model/api-source';
import { frontmatterList } from './check-page-meta';
import type { SourcePage } from '../model/source-page';
import { API_LAYOUT } from '../model/templates-api';
import { PAGE_TABS_COMPONENT } from '../model/markdown';
import { resolveProduct } from '../routing/page-route';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import { kebabCase } from '../util/kebab-case';
import { loadedBody } from './load-pages';
import { listsApi, TABS } from './api-tab-keys';
import { demoNames } from './demo-names';

/** The product of a page when it shows API tabs (its product's `api.tabs`), else null. */
export function tabsProduct(config: Pick<ResolvedConfig, 'products'>, page: Pick<SourcePage, 'pathname' | 'frontmatter'>): ResolvedProduct | null {
  const { productId } = resolveProduct(config, page.pathname, page.frontmatter);
  const product = config.products.find((p) => p.id === productId);
  return product?.api?.tabs ? product : null;
}

/** Whether a markdown page shows the tabs Demos / Component API / Hook API. */
export const hasApiTabs = (config: Pick<ResolvedConfig, 'products'>, page: Pick<SourcePage, 'pathname' | 'frontmatter'>): boolean =>
  tabsProduct(config, page) !== null && listsApi(page.frontmatter);

const MARKER_LINE = /^ {0,3}\{\{\s*"component"\s*:\s*"([^"]*)"\s*\}\}\s*$/;

/**
 * What a page shows above its tabs, which its API tabs show too: its body up to upstream's
 * tabs marker (included), else up to its first `##` section. Fenced code is skipped.
 */
export function pageHeader(body: string): string {
  const lines = body.split('\n');
  let fence: string | null = null;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const opens = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = null;
      continue;
    }
    if (opens) fence = opens;
    else if (PAGE_TABS_COMPONENT.test(MARKER_LINE.exec(line)?.[1] ?? '')) return lines.slice(0, at + 1).join('\n');
    else if (/^ {0,3}##(?:[ \t]|$)/.test(line)) return lines.slice(0, at).join('\n');
  }
  return body;
}

/**
 * The API tab pages of the site's markdown pages (`api.tabs`): for a page listing components,
 * `<page>/components-api` with the API of each; for one listing hooks, `<page>/hooks-api`.
 * Each shows the API in its page's language where the descriptions are translated. A listed
 * name with no API metadata is an error at its frontmatter line; the tab shows the others.
 */
export function apiTabPages(config: Pick<ResolvedConfig, 'products' | 'root'>, pages: readonly SourcePage[], apiPages: readonly SourcePage[]): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const byKey = new Map<string, SourcePage>();
  for (const page of apiPages) if (page.api) byKey.set(`${page.api.productId}\0${page.api.slug}\0${page.language}`, page);
  const tabPages: SourcePage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    if (page.api || page.apiTab) continue;
    const product = tabsProduct(config, page);
    // A page that lists no component or hook has no tab: a build has let its text go.
    if (!product || !listsApi(page.frontmatter)) continue;
    const header = pageHeader(loadedBody(page));
    for (const { kind, key } of TABS) {
      const names = frontmatterList(page.frontmatter[key]);
      if (names.length === 0) continue;
      const found: SourcePage[] = [];
      for (const name of names) {
        const slug = kebabCase(name);
        const apiPage = byKey.get(`${product.id}\0${slug}\0${page.language}`) ?? byKey.get(`${product.id}\0${slug}\0${DEFAULT_LANGUAGE}`);
        if (apiPage) {
          found.push(apiPage);
          continue;
        }
        const folder = path.relative(config.root, product.api!.pages).split(path.sep).join('/');
        diagnostics.push(
          error({
            code: 'api/unknown-component',
            message: `${key} lists ${name}, but ${product.name} has no API metadata for it (${folder}/${slug}.json)`,
            file: page.file,
            ...(page.frontmatterLines[key] !== undefined && { line: page.frontmatterLines[key] }),
            hint: `fix the name, or add ${folder}/${slug}.json`,
          }),
        );
      }
      const hash = createHash('sha256').update(page.hash).update('\0').update(kind);
      for (const apiPage of found) hash.update('\0').update(apiPage.hash);
      tabPages.push({
        ...page,
        pathname: `${page.pathname.replace(/\/$/, '')}/${kind}`,
        body: header,
        demoNames: demoNames(header),
        frontmatter: { ...page.frontmatter, layout: API_LAYOUT },
        hash: hash.digest('hex').slice(0, 16),
        apiTab: { kind, of: page.pathname, entries: found.map((apiPage) => apiPage.api as ApiPageSource) },
      });
    }
  }
  return { pages: tabPages, diagnostics };
}
