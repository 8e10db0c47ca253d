import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { frontmatterList } from '../load/check-page-meta';
import type { MarkdownContext } from '../model/markdown';
import { apiBasePath } from '../routing/page-route';
import { languagePrefix, localisedPath } from '../routing/paths';
import { isGenerated } from '../load/load-pages';
import { hasApiTabs } from '../load/api-tabs';
import { trimEnd } from '../util/trim';
import type { PageSite, RoutedPage } from '../model/page-site';

/** The content folder in the repository's web view, where a demo's file is `<base><id>.tsx`. */
export function sourceBase(config: Pick<ResolvedConfig, 'repository' | 'root' | 'directories'>): string {
  const { url, branch, directory } = config.repository;
  const content = path.relative(config.root, config.directories.content).split(path.sep).join('/');
  return `${trimEnd(url, '/')}/blob/${branch}/${[directory, content].filter(Boolean).join('/')}/`;
}

/**
 * What the markdown stage needs to know about a page and the site: plain data. Links get the
 * prefix of `language`: by default the language the page is shown in.
 */
export function markdownContext(site: Pick<PageSite, 'config' | 'routesByFile' | 'demos'>, page: RoutedPage, language = page.route.language): MarkdownContext {
  const components = frontmatterList(page.frontmatter.components);
  const hooks = frontmatterList(page.frontmatter.hooks);
  const basePath = apiBasePath(site.config, page.route.productId);
  // An API tab shows its page's tabs too; a page with tabs shows its API there, not in a section.
  const pageTabs = page.apiTab !== undefined || (!page.api && hasApiTabs(site.config, page));
  return {
    language,
    contentPath: page.contentPath,
    routesByFile: site.routesByFile,
    demos: site.demos.byPage.get(page.file) ?? {},
    demoChecks: site.config.checks.demos,
    embeds: Object.keys(site.config.embeds),
    embedFiles: site.demos.embeds,
    elsewhere: site.config.elsewhere,
    sourceBase: sourceBase(site.config),
    twin: twinContext(site, page),
    pageTabs,
    api:
      basePath && !pageTabs && (components.length > 0 || hooks.length > 0)
        ? { components, hooks, basePath, line: page.frontmatterLines.components ?? page.frontmatterLines.hooks ?? null }
        : null,
  };
}

/**
 * What the twin of a page written in markdown is made with (null: the site has no twins, or the
 * page is an API page or tab). A fallback page compiles its English page's text, which its
 * English page may reuse: the twin is the English page's.
 */
function twinContext(site: Pick<PageSite, 'config'>, page: RoutedPage): MarkdownContext['twin'] {
  if (!site.config.llms || isGenerated(page)) return null;
  const { route } = page;
  return {
    host: site.config.host,
    url: route.fallback ? localisedPath(page.pathname, route.contentLanguage) : route.url,
    languagePrefix: route.fallback ? languagePrefix(route.contentLanguage) : route.languagePrefix,
    frontmatter: page.frontmatter,
  };
}
