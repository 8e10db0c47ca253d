import path from 'node:path';
import type { ResolvedConfig, ResolvedProduct } from '../model/config';
import type { SourcePage } from '../model/source-page';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { buildNavTree } from './build-nav';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import { readDataFile } from './load-nav';
import type { NavEntryInput, NavItem } from '../model/nav';
import { API_STRINGS } from '../strings/api-strings';
import { trimEnd } from '../util/trim';
import type { Navigation } from '../model/nav';

/** The interface string that titles the navigation section of a product's API pages. */
export const API_NAV_TITLE_KEY = 'api-docs.componentsApi';

/** Its English title, as upstream's Material UI names it. */
export const API_NAV_TITLE = API_STRINGS[API_NAV_TITLE_KEY]!;

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Whether a tree already has an entry at or under `prefix` (a navigation file that lists the API pages itself). */
function listsUnder(items: readonly NavItem[], prefix: string): boolean {
  return items.some((item) => item.pathname === prefix || item.pathname.startsWith(`${prefix}/`) || listsUnder(item.children, prefix));
}

/** The entries of a product's API section: its `pagesApi` list, or every generated page by name. */
async function apiEntries(config: ResolvedConfig, product: ResolvedProduct, pages: readonly SourcePage[]): Promise<{ entries: NavEntryInput[]; file: string | null; source: string; diagnostics: Diagnostic[] }> {
  const names = new Map(pages.map((page) => [page.pathname, page.api!.json.name]));
  const file = product.api?.navigation;
  if (!file) {
    const entries = pages
      .map((page) => ({ pathname: page.pathname, title: page.api!.json.name }))
      .sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
    return { entries, file: null, source: '', diagnostics: [] };
  }
  const shown = toPosix(path.relative(config.root, file));
  const read = await readDataFile(file, shown, config.root);
  if ('diagnostic' in read) return { entries: [], file: shown, source: '', diagnostics: [read.diagnostic] };
  // Upstream's lists hold pathnames only: a generated page gives its entry the component's name.
  const data = Array.isArray(read.data)
    ? read.data.map((entry: unknown) => {
        if (entry === null || typeof entry !== 'object' || 'title' in entry) return entry;
        const pathname = (entry as { pathname?: unknown }).pathname;
        const name = typeof pathname === 'string' ? names.get(trimEnd(pathname, '/')) : undefined;
        return name ? { ...entry, title: name } : entry;
      })
    : read.data;
  return { entries: data as NavEntryInput[], file: shown, source: read.source, diagnostics: [] };
}

/**
 * Adds each product's API pages to its navigation, as a "Component API" section at the end of
 * its tree, unless the tree lists pages under the product's `apiPath` already (upstream's
 * trees include `pagesApi` themselves). Validated as any navigation file is. The section's
 * title is an interface string (`navigation.titleKeys`): each language shows its own.
 */
export async function addApiNavigation(config: ResolvedConfig, navigation: Navigation, apiPages: readonly SourcePage[]): Promise<{ navigation: Navigation; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const trees = { ...navigation.trees };
  const titleKeys = { ...navigation.titleKeys };
  for (const product of config.products) {
    if (!product.api) continue;
    // One entry per component: a translation of its descriptions is the same page in another language.
    const pages = apiPages.filter((page) => page.api?.productId === product.id && page.language === DEFAULT_LANGUAGE);
    const tree = trees[product.id];
    if (tree && listsUnder(tree.items, product.apiPath)) continue;
    const listed = await apiEntries(config, product, pages);
    diagnostics.push(...listed.diagnostics);
    if (listed.entries.length === 0 && listed.diagnostics.length > 0) continue;
    const section: NavEntryInput[] = [{ pathname: product.apiPath, title: API_NAV_TITLE, children: listed.entries }];
    const built = buildNavTree({ productId: product.id, file: listed.file, source: listed.source, data: section, titles: {} });
    diagnostics.push(...built.diagnostics);
    if (!built.tree) continue;
    trees[product.id] = { productId: product.id, file: tree?.file ?? listed.file, items: [...(tree?.items ?? []), ...built.tree.items] };
    titleKeys[product.apiPath] = API_NAV_TITLE_KEY;
  }
  return { navigation: { ...navigation, trees, ...(Object.keys(titleKeys).length > 0 && { titleKeys }) }, diagnostics };
}
