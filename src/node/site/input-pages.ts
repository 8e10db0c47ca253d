import type { Diagnostic } from '../diagnostics/diagnostic';
import { hasApiTabs } from '../load/api-tabs';
import { findMarkdownFiles, isGenerated, readPageFile, readPages } from '../load/load-pages';
import { pageRoute } from '../routing/page-route';
import type { RoutedPage } from '../model/page-site';
import type { PageRoute } from '../model/page-route';
import type { SourcePage } from '../model/source-page';
import type { ResolvedConfig } from '../model/config';
import { contentPathOf, type ChangeKind } from './changes';
import type { LoadedSite, SiteState } from './site-state';
import type { Effects, SiteInput } from './input-types';

/** The origin of a page file's problems; `content` holds those of the content folder itself. */
export const pageOrigin = (contentPath: string) => `content:${contentPath}`;

/** The routes of each content file's pages: its own, and its fallback pages'. */
export function routesByContentPath(pages: readonly RoutedPage[]): (contentPath: string) => PageRoute[] {
  const byFile = new Map<string, PageRoute[]>();
  for (const page of pages) byFile.set(page.contentPath, [...(byFile.get(page.contentPath) ?? []), page.route]);
  return (contentPath) => byFile.get(contentPath) ?? [];
}

/** The markdown pages (`content/**\/*.md`): a change to one re-renders its pages, or routes the site again when they moved. */
export const pagesInput: SiteInput = {
  name: 'pages',
  changes: ['page', 'content-tree'],
  origins: ['content', pageOrigin('')],
  gives: ['sources', 'unread'],

  async load({ config, keepText }) {
    const read = await readPages(config, keepText);
    const problems: Record<string, readonly Diagnostic[]> = { content: read.diagnostics };
    const sources = new Map<string, SourcePage>();
    const unread = new Set<string>();
    for (const [contentPath, page] of read.reads) {
      problems[pageOrigin(contentPath)] = page.diagnostics;
      if (page.page) sources.set(contentPath, page.page);
      else if (page.unread) unread.add(contentPath);
    }
    return { gives: { sources, unread }, problems };
  },

  async update({ config, before }, changed) {
    const state = before!;
    const sources = new Map(state.sources);
    const unread = new Set(state.unread);
    const problems: Record<string, readonly Diagnostic[]> = {};
    const routesOf = routesByContentPath(state.site?.pages ?? []);
    const effects = { urls: new Set<string>(), products: new Set<string>(), moved: new Set<string>(), eagerPages: new Set<string>(), replaced: new Map<string, SourcePage>(), model: false, rereads: [] as 'demos'[] };
    // The watcher may report one write twice, the second time with the next change: a page
    // file that reads as it did is no change of a page.
    let changedAny = false;
    for (const contentPath of [...(await filesToRead(config, state, changed))].sort()) {
      const was = sources.get(contentPath);
      const read = await readPageFile(config, contentPath);
      problems[pageOrigin(contentPath)] = read?.diagnostics ?? [];
      let outcome: 'same' | 'content' | 'route';
      if (read === null) {
        unread.delete(contentPath);
        outcome = was ? 'route' : 'same';
        sources.delete(contentPath);
      } else if (read.page === null) {
        // The last good version stays in use; the problem is shown until the file is fixed.
        if (read.unread) unread.add(contentPath);
        changedAny = true;
        outcome = 'same';
      } else {
        unread.delete(contentPath);
        sources.set(contentPath, read.page);
        const page = read.page;
        outcome = !was || was.pathname !== page.pathname || was.language !== page.language ? 'route' : was.hash === page.hash ? 'same' : 'content';
        // A page with API tabs gives them its header and their list: they are made again with it.
        if (outcome === 'content' && was && (hasApiTabs(config, was) || hasApiTabs(config, page))) outcome = 'route';
      }
      if (outcome === 'same') continue;
      changedAny = true;
      const now = sources.get(contentPath);
      // A page that embeds other demos than before needs them compiled and bundled.
      if (JSON.stringify(was?.demoNames ?? []) !== JSON.stringify(now?.demoNames ?? [])) effects.rereads = ['demos'];
      // Its URLs in every language (its fallback pages show its text), as routed before the change.
      for (const route of routesOf(contentPath)) effects.urls.add(route.url);
      if (outcome === 'route') {
        // The set of routes changed: the product's navigation links and previous/next follow.
        effects.model = true;
        effects.moved.add(contentPath);
        for (const route of routesOf(contentPath)) effects.products.add(route.productId);
      }
      if (outcome === 'content' && now) effects.replaced.set(contentPath, now);
      if (now) effects.eagerPages.add(contentPath);
    }
    return { gives: { sources, unread }, problems, effects: { ...effects, ...(!changedAny && { unchanged: ['page'] }) } satisfies Effects };
  },
};

/**
 * The markdown files to read again: those that changed, and after a folder event those that
 * appeared or vanished. chokidar reports the files of a moved folder one by one too; listing
 * the folder makes sure none is missed, and only files that appeared or vanished are read.
 */
async function filesToRead(config: ResolvedConfig, state: SiteState, files: ReadonlyMap<ChangeKind, ReadonlySet<string>>): Promise<Set<string>> {
  const changed = new Set([...(files.get('page') ?? [])].map((file) => contentPathOf(config, file)));
  if (!files.has('content-tree')) return changed;
  const listed = new Set(await findMarkdownFiles(config.directories.content, config.exclude, config.root));
  const broken = [...state.problems.keys()].filter((key) => key.startsWith(pageOrigin(''))).map((key) => key.slice(pageOrigin('').length));
  for (const contentPath of listed) if (!state.sources.has(contentPath) && !broken.includes(contentPath)) changed.add(contentPath);
  for (const contentPath of [...state.sources.keys(), ...broken]) if (!listed.has(contentPath)) changed.add(contentPath);
  return changed;
}

/**
 * The site with the pages whose text changed (and whose route did not) replaced, in every
 * language they are shown in (their fallback pages too). Their frontmatter may name another
 * product: their routes are resolved again.
 */
export function withReplacedPages(site: LoadedSite, replaced: ReadonlyMap<string, SourcePage>): LoadedSite {
  const pages = site.pages.map((page) => {
    const now = replaced.get(page.contentPath);
    if (!now || isGenerated(page)) return page;
    return { ...now, route: pageRoute(site.config, now, page.route.language, page.route.alternates) };
  });
  return { ...site, pages };
}
