import path from 'node:path';
import { loadConfig } from '../config/load';
import { applyLicenseKeys } from '../demos/license-keys';
import { demoNames } from '../demos/load-demos';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { loadApiPages } from '../load/load-api';
import { hasApiTabs } from '../load/api-tabs';
import { findMarkdownFiles, isGenerated, readPageFile } from '../load/load-pages';
import type { SourcePage } from '../model/source-page';
import { loadTranslations } from '../load/load-translations';
import { readPublicFiles } from '../load/public-files';
import { addApiNavigation } from '../nav/api-navigation';
import { loadNavigation } from '../nav/load-nav';
import { siteHeadTags } from '../load/public-files';
import type { PageRoute } from '../model/page-route';
import { pageRoute } from '../routing/page-route';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import { loadTemplates } from '../theme/load-templates';
import { classifyChange, contentPathOf, watchTargetsFor, type ChangeKind, type FileChange } from './changes';
import { loadSite } from './load-site';
import { prepareDemos } from './prepare-demos';
import { checkEmbeds } from './site-model';
import { assembleSite, routeSite, takePreparedDemos, withProblems, withRoutingProblems, type SiteDemos, type SiteState } from './site-state';
import type { Navigation } from '../model/nav';
import type { RoutedPage } from '../model/page-site';

/** What a change did to the site: which pages show something new, and what must be done again. */
export interface Affected {
  /** What the changed files were (a page file that reads as it did is no change). */
  kinds: ChangeKind[];
  /** The config changed: everything was loaded again. */
  reloaded: boolean;
  /** Every page shows something that changed (templates, interface strings, side-nav links, site head). */
  everything: boolean;
  /** Open pages must all reload (a public file changed). */
  reloadAll: boolean;
  /** Pages whose own output changed, by URL (as routed before the change, and after). */
  urls: Set<string>;
  /** Products whose pages all changed (their navigation did). */
  products: Set<string>;
  /** Output files of the changed pages, in their own language: worth rendering at once. */
  eager: string[];
  /** The site's routes, navigation or model changed: what was rendered with the old one is not reused. */
  modelChanged: boolean;
  /** The demos were prepared again: their server components are imported again. */
  demosChanged: boolean;
}

/** Whether two navigation trees would render the same. */
const sameTree = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The routes of each content file's pages: its own, and its fallback pages'. */
function routesByContentPath(pages: readonly RoutedPage[]): Map<string, RoutedPage[]> {
  const byFile = new Map<string, RoutedPage[]>();
  for (const page of pages) byFile.set(page.contentPath, [...(byFile.get(page.contentPath) ?? []), page]);
  return byFile;
}

/**
 * The demos prepared again for the pages as they are routed. Those that cannot be bundled for
 * the browser keep their last good version; the demos' problems are replaced.
 */
async function reloadDemos(state: SiteState, pages: readonly SourcePage[]): Promise<{ demos: SiteDemos; problems: Diagnostic[] }> {
  const templates = state.templates;
  const prepared = await prepareDemos(state.config, pages, { Wrapper: templates?.templates.IslandWrapper, hash: templates?.hash ?? '', modulePath: templates?.modulePath ?? null }, { cache: true });
  await unsetDroppedLicenseKeys(state.demos, prepared.licenseKeys);
  return { demos: takePreparedDemos(prepared, state.demos), problems: [...prepared.diagnostics, ...prepared.client.diagnostics] };
}

/**
 * A thread that renders for a server's whole life (`dev`) keeps the license keys it set: a
 * key the config no longer has is unset.
 */
export async function unsetDroppedLicenseKeys(before: SiteDemos, now: SiteDemos['licenseKeys']): Promise<void> {
  if (before.licenseKeys && !now) await applyLicenseKeys({ ...before.licenseKeys, muiX: '' });
}

/**
 * Reads the config and loads the whole site again, as `dev` does at start and when the config
 * changes. A config that cannot be read keeps the previous site in use, with its problems.
 */
export async function reloadSite(configFile: string, previous: SiteState | null): Promise<{ state: SiteState | null; configProblems: Diagnostic[] }> {
  const loaded = await loadConfig(configFile, path.dirname(configFile));
  if (!loaded.config) {
    return { state: previous && { ...previous, problems: withProblems(previous.problems, 'config', loaded.diagnostics) }, configProblems: loaded.diagnostics };
  }
  const { state } = await loadSite(loaded.config, { cache: true, cacheTemplates: false, production: false, watch: true, previous });
  if (previous) await unsetDroppedLicenseKeys(previous.demos, state.demos.licenseKeys);
  // Reading the config may warn (routes `nextPages` cannot give): kept with the site's problems.
  return { state: { ...state, problems: withProblems(state.problems, 'config', loaded.diagnostics) }, configProblems: [] };
}

/**
 * Brings a site up to date with changed files: reads again what they feed (a page, the
 * navigation, the API metadata, the templates, the interface strings, the public folder, the
 * demos, or everything after a config change), and says which pages that changes. A file that
 * is broken keeps the last good version of what it gives in use, and its problem is kept
 * until it is fixed. Once no file is broken, the site is the one `loadSite` makes of the same
 * files.
 */
export async function updateSite(before: SiteState, changes: readonly FileChange[]): Promise<{ state: SiteState; affected: Affected }> {
  const targets = before.targets ?? (await watchTargetsFor(before.config));
  const byKind = new Map<ChangeKind, Set<string>>();
  for (const change of changes) {
    const kind = classifyChange(change.path, targets, change.event === 'addDir' || change.event === 'unlinkDir');
    if (!byKind.has(kind)) byKind.set(kind, new Set());
    byKind.get(kind)!.add(change.path);
  }
  const affected: Affected = { kinds: [], reloaded: false, everything: false, reloadAll: false, urls: new Set(), products: new Set(), eager: [], modelChanged: false, demosChanged: false };

  if (byKind.has('config')) {
    const reloaded = await reloadSite(before.config.configFile, before);
    const state = reloaded.state ?? before;
    const loaded = reloaded.configProblems.length === 0;
    return { state, affected: { ...affected, kinds: ['config'], reloaded: loaded, everything: loaded, reloadAll: loaded, modelChanged: loaded, demosChanged: loaded } };
  }

  const config = before.config;
  const files = (kind: ChangeKind) => byKind.get(kind) ?? new Set<string>();
  let state: SiteState = { ...before, targets };
  const setProblems = (origin: string, list: readonly Diagnostic[]) => {
    state = { ...state, problems: withProblems(state.problems, origin, list) };
  };
  // The pages as shown before the change, by content file: the URLs a change of their file affects.
  let shown = routesByContentPath(before.site?.pages ?? []);
  const routesOf = (contentPath: string): PageRoute[] => (shown.get(contentPath) ?? []).map((page) => page.route);
  /** Content files whose pages (in every language) are added, removed or moved: their new routes are known once the site is routed again. */
  const moved = new Set<string>();
  /** Content files whose pages render at once, and output files beside them. */
  const eager = new Set<string>();
  const eagerOutputs = new Set<string>();
  /** Pages whose content changed and whose route did not: replaced in the site as it is. */
  const replaced = new Map<string, SourcePage>();

  const reloadTranslations = async () => {
    const loaded = await loadTranslations(config, state.templates?.templates.strings ?? {});
    state = { ...state, strings: loaded.strings };
    setProblems('translations', loaded.diagnostics);
  };

  /** Takes a navigation (as its files have it) with the API sections added; marks the products whose tree changed. */
  const applyNavigation = async (fromFiles: Navigation) => {
    const merged = await addApiNavigation(config, fromFiles, state.apiPages);
    for (const id of new Set([...Object.keys(state.navigation.trees), ...Object.keys(merged.navigation.trees)])) {
      if (!sameTree(state.navigation.trees[id], merged.navigation.trees[id])) affected.products.add(id);
    }
    if (!sameTree(state.navigation.sideNavLinks, merged.navigation.sideNavLinks)) affected.everything = true;
    state = { ...state, fileNavigation: fromFiles, navigation: merged.navigation };
    setProblems('api-navigation', merged.diagnostics);
  };

  if (byKind.has('templates')) {
    const loaded = await loadTemplates(config.directories.templates, config.root, config.alias, { components: config.components, configFile: config.configFile });
    setProblems('templates', [...loaded.diagnostics, ...(loaded.loaded ? checkEmbeds(config, loaded.loaded.templates) : [])]);
    if (loaded.loaded) {
      state = { ...state, templates: loaded.loaded };
      await reloadTranslations();
      // The browser bundle wraps islands in the templates' IslandWrapper: it is made again too.
      affected.demosChanged = true;
      affected.everything = true;
      affected.modelChanged = true;
    }
  }

  if (byKind.has('navigation')) {
    const loaded = await loadNavigation(config);
    setProblems('navigation', loaded.diagnostics);
    if (!loaded.diagnostics.some((d) => d.severity === 'error')) {
      await applyNavigation(loaded.navigation);
      // A TypeScript navigation file may import other files now.
      state = { ...state, targets: { ...targets, navigationFiles: (await watchTargetsFor(config)).navigationFiles } };
      affected.modelChanged = true;
    }
  }

  if (byKind.has('api')) {
    // The API pages are read again; those that changed, came or went are rendered again.
    const loaded = await loadApiPages(config);
    setProblems('api', loaded.diagnostics);
    // A component's JSON file makes a page in English and one per translation of its descriptions.
    const keyOf = (page: SourcePage) => `${page.file}\u0000${page.language}`;
    const was = new Map(state.apiPages.map((page) => [keyOf(page), page]));
    const now = new Map(loaded.pages.map((page) => [keyOf(page), page]));
    // A file that is broken now keeps its page's last good version in use, as a broken markdown file does.
    const broken = new Set(loaded.diagnostics.filter((d) => d.severity === 'error' && d.file).map((d) => d.file!));
    // (A translated page is gone when its translation is broken: it keeps its last good version too.)
    const brokenNow = (old: SourcePage, current: SourcePage | undefined) =>
      current
        ? Boolean(current.api?.descriptionsFile && broken.has(current.api.descriptionsFile))
        : broken.has(old.file) || (old.language !== DEFAULT_LANGUAGE && Boolean(old.api?.descriptionsFile && broken.has(old.api.descriptionsFile)));
    for (const [key, old] of was) if (brokenNow(old, now.get(key))) now.set(key, old);
    const pagesBefore = before.site?.pages ?? [];
    for (const key of new Set([...was.keys(), ...now.keys()])) {
      const [old, current] = [was.get(key), now.get(key)];
      if (old && current && old.hash === current.hash && old.pathname === current.pathname) continue;
      // The URLs it was shown at (a new page has none yet: it is rendered when asked for). API
      // pages have no content path: they are found by their file.
      for (const page of [old, current]) if (page) for (const shownPage of pagesBefore) if (shownPage.file === page.file) affected.urls.add(shownPage.route.url);
      if (current) for (const shownPage of pagesBefore) if (shownPage.file === current.file && !shownPage.route.fallback) eagerOutputs.add(shownPage.route.outputFile);
      // The product's API tabs show its components' API (or name one that had none).
      const productId = (current ?? old)?.api?.productId;
      for (const shownPage of pagesBefore) if (shownPage.apiTab && shownPage.route.productId === productId) affected.urls.add(shownPage.route.url);
    }
    // In the order a build loads them: by file, English first.
    const order = (page: SourcePage) => [page.file, page.language === DEFAULT_LANGUAGE ? '' : page.language] as const;
    const apiPages = [...now.values()].sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
    });
    state = { ...state, apiPages };
    await applyNavigation(state.fileNavigation);
    affected.modelChanged = true;
  }

  if (byKind.has('translations')) {
    // Interface strings show on every page.
    await reloadTranslations();
    affected.everything = true;
    affected.modelChanged = true;
  }

  if (byKind.has('public')) {
    const read = await readPublicFiles(config);
    setProblems('public', read.diagnostics);
    const publicFiles = new Set(read.files);
    // The site's head links some public files (the favicon): every page shows them.
    if (siteHeadTags(publicFiles) !== siteHeadTags(state.publicFiles)) affected.everything = true;
    state = { ...state, publicFiles };
    affected.modelChanged = true;
    affected.reloadAll = true;
  }

  // The watcher may report one write twice, the second time with the next change: a page
  // file that reads as it did is no change of a page.
  let pagesChanged = false;
  if (byKind.has('page') || byKind.has('content-tree')) {
    const sources = new Map(state.sources);
    const unread = new Set(state.unread);
    // The markdown files to read again: those that changed, and after a folder event those that appeared or vanished.
    const changed = new Set([...files('page')].map((file) => contentPathOf(config, file)));
    if (byKind.has('content-tree')) {
      // chokidar reports the files of a moved folder one by one too; listing the folder makes
      // sure none is missed, and only files that appeared or vanished are read.
      const listed = new Set(await findMarkdownFiles(config.directories.content, config.exclude, config.root));
      const brokenFiles = [...state.problems.keys()].filter((key) => key.startsWith('content:')).map((key) => key.slice('content:'.length));
      for (const contentPath of listed) if (!sources.has(contentPath) && !brokenFiles.includes(contentPath)) changed.add(contentPath);
      for (const contentPath of [...sources.keys(), ...brokenFiles]) if (!listed.has(contentPath)) changed.add(contentPath);
    }
    for (const contentPath of [...changed].sort()) {
      const was = sources.get(contentPath);
      const read = await readPageFile(config, contentPath);
      let outcome: 'same' | 'content' | 'route';
      if (read === null) {
        setProblems(`content:${contentPath}`, []);
        unread.delete(contentPath);
        outcome = was ? 'route' : 'same';
        sources.delete(contentPath);
      } else if (read.page === null) {
        // The last good version stays in use; the problem is shown until the file is fixed.
        setProblems(`content:${contentPath}`, read.diagnostics);
        if (read.unread) unread.add(contentPath);
        pagesChanged = true;
        outcome = 'same';
      } else {
        setProblems(`content:${contentPath}`, read.diagnostics);
        unread.delete(contentPath);
        sources.set(contentPath, read.page);
        const page = read.page;
        outcome = !was || was.pathname !== page.pathname || was.language !== page.language ? 'route' : was.hash === page.hash ? 'same' : 'content';
        // A page with API tabs gives them its header and their list: they are made again with it.
        if (outcome === 'content' && was && (hasApiTabs(config, was) || hasApiTabs(config, page))) outcome = 'route';
      }
      if (outcome === 'same') continue;
      pagesChanged = true;
      const now = sources.get(contentPath);
      // A page that embeds other demos than before needs them compiled and bundled.
      if (JSON.stringify(demoNames(was?.body ?? '')) !== JSON.stringify(demoNames(now?.body ?? ''))) affected.demosChanged = true;
      // Its URLs in every language (its fallback pages show its text), as routed before the change.
      for (const route of routesOf(contentPath)) affected.urls.add(route.url);
      if (outcome === 'route') {
        // The set of routes changed: the product's navigation links and previous/next follow.
        affected.modelChanged = true;
        moved.add(contentPath);
        for (const route of routesOf(contentPath)) affected.products.add(route.productId);
      }
      if (outcome === 'content' && now) replaced.set(contentPath, now);
      if (now) eager.add(contentPath);
    }
    state = { ...state, sources, unread };
  }

  if (byKind.has('content-file')) {
    // Files beside pages (demos, images) change the pages of their folder.
    affected.demosChanged = true;
    affected.modelChanged = true;
    const folders = new Set([...files('content-file')].map((file) => path.posix.dirname(contentPathOf(config, file))));
    for (const page of state.sources.values()) {
      if (!folders.has(path.posix.dirname(page.contentPath))) continue;
      for (const route of routesOf(page.contentPath)) affected.urls.add(route.url);
    }
  }

  if (affected.modelChanged || affected.demosChanged) {
    // The same routing as a build's: every page, in every language, with its route. The demos
    // are prepared for the pages as routed (routing does not depend on them).
    const routed = routeSite(state);
    if (affected.demosChanged) {
      const reloaded = await reloadDemos(state, routed.unique);
      state = { ...state, demos: reloaded.demos };
      setProblems('demos', reloaded.problems);
      affected.modelChanged = true;
    }
    state = { ...state, problems: withRoutingProblems(state.problems, routed) };
    state = { ...state, site: assembleSite(state, routed) };
    shown = routesByContentPath(state.site?.pages ?? []);
    // Pages that moved are known by their new routes only now.
    for (const contentPath of moved) {
      for (const route of routesOf(contentPath)) {
        affected.urls.add(route.url);
        affected.products.add(route.productId);
      }
    }
  } else if (replaced.size > 0 && state.site) {
    // Only the text of pages changed: the site stays, with those pages replaced in every
    // language they are shown in (their fallback pages too). Their frontmatter may name
    // another product: their routes are resolved again.
    const site = state.site;
    const pages = site.pages.map((page) => {
      const now = replaced.get(page.contentPath);
      if (!now || isGenerated(page)) return page;
      return { ...now, route: pageRoute(site.config, now, page.route.language, page.route.alternates) };
    });
    state = { ...state, site: { ...site, pages } };
    shown = routesByContentPath(pages);
  }

  affected.eager = [
    ...new Set([...[...eager].flatMap((contentPath) => routesOf(contentPath).filter((route) => !route.fallback).map((route) => route.outputFile)), ...eagerOutputs]),
  ];
  affected.kinds = [...byKind.keys()].filter((kind) => kind !== 'other' && (kind !== 'page' || pagesChanged)).sort();
  return { state, affected };
}

