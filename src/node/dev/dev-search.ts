import { compileMarkdown } from '../page/markdown/compile';
import { createPageView } from '../page/create-view';
import { searchPageOf } from '../page/search/search-page';
import { SEARCH_DIR } from '../../shared/search-format';
import { pagesToIndex } from '../search/select-pages';
import type { SearchPage } from '../model/search';
import { writeSearchIndex } from '../search/write-index';
import type { LoadedSite } from '../site/load-site';
import { markdownContext } from '../page/markdown-context';
import type { RoutedPage } from '../model/page-site';
import { loadedPage } from '../load/load-pages';

export interface DevSearch {
  /**
   * A file of the search index (`/assets/search/...`), written from the current pages when
   * first asked for after a change; null when there is no such file.
   */
  file(sitePath: string): Uint8Array | null;
}

/**
 * The search index of `docs-site dev`, the one a build writes for the same pages, kept current
 * without work on each change: a page's sections are computed once per version of its source
 * (compiled, not rendered), and the index is written again only when a search asks for it after
 * a change.
 */
export function createDevSearch(current: () => { site: LoadedSite; pages: readonly RoutedPage[] } | null): DevSearch {
  const sections = new WeakMap<RoutedPage, SearchPage>();
  let written: { site: LoadedSite; pages: readonly RoutedPage[]; files: Map<string, Uint8Array> } | null = null;

  const searchPage = (site: LoadedSite, page: RoutedPage): SearchPage => {
    let found = sections.get(page);
    if (!found) {
      const compiled = compileMarkdown(loadedPage(page), markdownContext(site, page));
      found = searchPageOf(createPageView(site.model, page, compiled), compiled);
      sections.set(page, found);
    }
    return found;
  };

  const files = (): Map<string, Uint8Array> | null => {
    const now = current();
    const config = now?.site.config.search;
    if (!now || !config) return null;
    const { site, pages } = now;
    if (written && written.site === site && written.pages.length === pages.length && written.pages.every((page, i) => page === pages[i])) return written.files;
    // As a build's records: every page is there (`path`), a page that fails to render included.
    const records = pages.map((page) => ({ pathname: page.pathname, noindex: page.frontmatter.noindex === true, path: 'page', search: searchPage(site, page) }));
    const productNames = Object.fromEntries(site.config.products.map((p) => [p.id, p.name]));
    const index = writeSearchIndex(pagesToIndex(records, config), productNames);
    written = { site, pages: [...pages], files: new Map([...index].map((file) => [`/${file.path}`, Buffer.from(file.contents)])) };
    return written.files;
  };

  return {
    file(sitePath) {
      if (!sitePath.startsWith(`/${SEARCH_DIR}/`)) return null;
      return files()?.get(sitePath) ?? null;
    },
  };
}
