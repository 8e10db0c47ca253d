import type { PageSite, RoutedPage } from '../model/page-site';
import { compileWrittenMarkdown } from '../page/render-site-page';
import { loadedPage } from '../load/load-pages';
import { hasTwin, listedApiPages, pageTwin, type PageTwin } from '../page/twin/page-twins';

/**
 * The twins of `pages`, each made now from its page as it is, as a build makes it as it renders
 * the page (compiling it again): `dev` serves twins and llms files from these.
 */
export function makePageTwins(site: Omit<PageSite, 'templates'> & { pages: readonly RoutedPage[] }, pages: readonly RoutedPage[]): PageTwin[] {
  const listed = listedApiPages(site.config, site.pages);
  return pages.flatMap((page) => {
    if (!hasTwin(site.config, page)) return [];
    const twin = pageTwin(site.config, page, page.api ? null : compileWrittenMarkdown(site, loadedPage(page)), listed(page).map((found) => found.api!));
    return twin ? [twin] : [];
  });
}
