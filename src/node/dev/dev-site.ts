import path from 'node:path';
import type { ComponentType } from 'react';
import type { ClientAssets } from '../bundle/bundle-client';
import { addApiNavigation } from '../nav/api-navigation';
import { loadApiPages } from '../load/load-api';
import { createDevSearch } from './dev-search';
import { loadConfig } from '../config/load';
import type { ResolvedConfig } from '../config/types';
import { findMarkdownFiles, uniqueRoutes, type SourcePage } from '../load/load-pages';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import { loadTranslations, type InterfaceStrings } from '../load/load-translations';
import { importServerDemos, type ServerDemos } from '../demos/bundle-server';
import { applyLicenseKeys, type ServerLicenseKeys } from '../demos/license-keys';
import { demoNames, type LoadedDemos } from '../demos/load-demos';
import { prepareDemos } from '../site/prepare-demos';
import { error, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic';
import { checkNavCoverage } from '../nav/check-coverage';
import { BUILT_IN_REDIRECTS, type RedirectRule } from '../routing/redirect-rules';
import { siteRedirects } from '../finish/site-files';
import { loadNavigation, type Navigation } from '../nav/load-nav';
import { siteHeadTags } from '../page/document';
import { loadTemplates, type LoadedTemplates } from '../theme/load-templates';
import { createPageRenderer, type PageRenderer } from '../page/render-page';
import { resolveRoutes } from '../routing/page-route';
import { clientRendererOptions } from '../site/client';
import { checkEmbeds, createSiteModel, type LoadedSite } from '../site/load-site';
import type { RoutedPage } from '../page/page-site';
import { classifyChange, type ChangeKind, type WatchTargets } from './classify-change';
import { NO_RELOAD, type ReloadScope } from '../../shared/live-reload-messages';
import { createRenderCache, type PageAnswer } from './render-cache';
import { contentPathOf, listPublicFiles, readAllPages, readPageFile, watchTargetsFor, type PageRead } from './site-inputs';
import type { FileChange } from './watch';

/** What one rebuild did, for the terminal, the tests and the browsers. */
export interface UpdateReport {
  /** What the changed files were. */
  kinds: ChangeKind[];
  /** Pages rendered during the update, by URL. */
  rendered: string[];
  /** Rendered pages dropped from memory, to render again on their next request ('all' after a config or templates change). */
  invalidated: number | 'all';
  reload: ReloadScope;
  durationMs: number;
}

/** The result of a lazy render, for the terminal. */
export interface RenderReport {
  url: string;
  durationMs: number;
}

/**
 * The site of `docs-site dev`, held in memory and brought up to date file by file. Pages are
 * rendered when first asked for and kept; a change re-renders what it affects:
 * a page edit that page; a navigation change that product's pages; templates or config
 * everything. When a changed file is broken, the last good version of it stays in use and
 * its error is reported, so the server keeps showing the site while the overlay says what
 * to fix. Once no file is broken, every page is what a clean build writes.
 */
export interface DevSite {
  load(): Promise<UpdateReport>;
  update(changes: readonly FileChange[]): Promise<UpdateReport>;
  /** The page at a site path (`/a/b`, `/404.html`), rendered now if needed; null when there is none. */
  page(sitePath: string): PageAnswer | null;
  /** The 404 page (of the language whose prefix the path has), or the error page while the site cannot be loaded at all. */
  notFound(sitePath?: string): PageAnswer;
  /** Every current problem, sorted. */
  diagnostics(): Diagnostic[];
  /** What to watch; before a config was ever loaded, just the config file. */
  watchTargets(): WatchTargets | null;
  /** The folder of public files, when there is a config. */
  publicDir(): string | null;
  /** The redirects a build writes to `_redirects`: the built-in ones and the config's. */
  redirects(): readonly RedirectRule[];
  /** Pages of the site now. */
  pageCount(): number;
  /** A file docs-site writes beside the pages (client code, template fonts), by site path; null when there is none. */
  asset(sitePath: string): Uint8Array | null;
  configFile: string;
}

export interface DevSiteOptions {
  configFile: string;
  /** Trusted HTML added to every page: the live-reload script. */
  bodyEnd: string;
  onRender?: (report: RenderReport) => void;
}

/** Whether two navigation trees would render the same. */
const sameTree = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function createDevSite(options: DevSiteOptions): DevSite {
  let config: ResolvedConfig | null = null;
  /** What a build writes to `_redirects` for the config: computed once per config, looked up on every unknown path. */
  let redirects: readonly RedirectRule[] = BUILT_IN_REDIRECTS;
  let targets: WatchTargets | null = null;
  let templates: LoadedTemplates | null = null;
  let navigation: Navigation | null = null;
  /** The navigation as its files have it, before the products' API sections are added. */
  let fileNavigation: Navigation | null = null;
  /** The pages generated from API metadata, sorted by file. */
  let apiPages: SourcePage[] = [];
  let publicFiles = new Set<string>();
  /** The interface strings of each language, read with the config and the templates. */
  let strings: InterfaceStrings = { en: {} };
  /** The last good read of each markdown file; files that never parsed are absent. */
  const sources = new Map<string, SourcePage>();
  /** Problems by origin (`config`, `templates`, `navigation`, `content:<file>`, `render:<output>`...). */
  const problems = new Map<string, Diagnostic[]>();
  let site: LoadedSite | null = null;
  let renderer: PageRenderer | null = null;
  /** The demos pages embed, compiled for the server, and the client code built for them. */
  let demos: LoadedDemos = { modules: [], byPage: new Map(), embeds: {} };
  let serverDemos: ServerDemos = { modulePaths: {} };
  /** Their components: the dev server renders pages in its own thread. */
  let serverComponents: Record<string, ComponentType> = {};
  let licenseKeys: ServerLicenseKeys | null = null;
  let client: ClientAssets | null = null;
  /** Files served beside the pages, by site path (`/assets/main-3KD7Q2ZA.js`). */
  let assets = new Map<string, Uint8Array>();
  let siteHead = '';
  const allProblems = () => sortDiagnostics([...problems.values()].flat());
  // The pages' latest good sources (an edit replaces a page without rebuilding the model).
  // The same object while a page's source is unchanged, so that search compiles it once.
  const latestOf = new WeakMap<RoutedPage, { source: SourcePage; routed: RoutedPage }>();
  const latest = (page: RoutedPage): RoutedPage => {
    const source = sources.get(page.contentPath) ?? page;
    if (source === page) return page;
    const known = latestOf.get(page);
    if (known && known.source === source) return known.routed;
    const routed = { ...source, route: page.route };
    latestOf.set(page, { source, routed });
    return routed;
  };
  const search = createDevSearch(() => (site ? { site, pages: site.pages.map(latest) } : null));
  const cache = createRenderCache({
    bodyEnd: options.bodyEnd,
    problems: allProblems,
    onRender: (output, diagnostics, durationMs, url) => {
      setProblems(`render:${output}`, diagnostics);
      options.onRender?.({ url, durationMs });
    },
  });

  const setProblems = (key: string, list: readonly Diagnostic[]) => {
    if (list.length) problems.set(key, [...list]);
    else problems.delete(key);
  };

  const makeRenderer = () => {
    if (!templates || !config) return;
    renderer = createPageRenderer(templates.templates, {
      siteHead,
      bodyEnd: options.bodyEnd,
      ...(client && clientRendererOptions(config, serverComponents, client)),
    });
  };

  // Markdown pages first, then API pages, as a build has them: of two pages with one route, the markdown one is kept.
  const pagesInOrder = () => [...[...sources.values()].sort((a, b) => (a.contentPath < b.contentPath ? -1 : a.contentPath > b.contentPath ? 1 : 0)), ...apiPages];

  /**
   * Finds the demos the pages embed, compiles them for the server and bundles the client code
   * with a chunk for each, as a build does. A demo that does not compile keeps the last good
   * version in use, and its error is shown.
   */
  const reloadDemos = async (current: ResolvedConfig) => {
    const prepared = await prepareDemos(current, pagesInOrder(), { Wrapper: templates?.templates.IslandWrapper, hash: templates?.hash ?? '', modulePath: templates?.modulePath ?? null }, { cache: true });
    // This thread renders for the server's whole life: a key the config no longer has is unset.
    if (licenseKeys && !prepared.licenseKeys) await applyLicenseKeys({ ...licenseKeys, muiX: '' });
    const problemsNow = [...prepared.diagnostics];
    const bundled = prepared.client;
    problemsNow.push(...bundled.diagnostics);
    if (bundled.assets) {
      demos = prepared.demos;
      serverDemos = prepared.serverDemos;
      serverComponents = await importServerDemos(serverDemos.modulePaths);
      licenseKeys = prepared.licenseKeys;
      client = bundled.assets;
    }
    setProblems('demos', problemsNow);
    assets = new Map([...(templates?.assets ?? []), ...(client?.files ?? [])].map((file) => [`/${file.path}`, file.contents]));
    makeRenderer();
  };

  /** Recomputes what depends on the set of pages and the navigation: routes, model, alternates. */
  const rebuildModel = () => {
    if (!config || !templates || !navigation) {
      site = null;
      cache.setSite(null, null);
      return;
    }
    const unique = uniqueRoutes(pagesInOrder());
    // The same routing stage as a build's: every page, in every language, with its route.
    const routed = resolveRoutes(config, unique.pages);
    setProblems('routes', [...unique.diagnostics, ...routed.diagnostics]);
    setProblems('coverage', checkNavCoverage(Object.values(navigation.trees), unique.pages));
    const conflicts: Diagnostic[] = [];
    for (const page of routed.pages) {
      const output = page.route.outputFile;
      if (publicFiles.has(output)) {
        conflicts.push(error({ code: 'output/conflict', message: `public/${output} and this page are written to the same file`, file: page.file }));
      }
    }
    setProblems('conflicts', conflicts);
    site = {
      config,
      pages: routed.pages,
      navigation,
      templates,
      model: createSiteModel(config, navigation, unique.pages, { strings }),
      routes: new Set(unique.pages.map((p) => p.pathname)),
      routesByFile: Object.fromEntries(unique.pages.filter((p) => !p.api).map((p) => [p.contentPath, p.pathname])),
      demos,
      serverDemos,
      licenseKeys,
    };
    // A renderer may keep what it rendered once for many pages (a build's whole life); a new
    // model gets a new renderer, so nothing rendered from the old navigation is reused.
    makeRenderer();
    cache.setSite(site, renderer);
  };

  const applyRead = (contentPath: string, read: PageRead | null): 'same' | 'content' | 'route' => {
    const before = sources.get(contentPath);
    if (read === null) {
      problems.delete(`content:${contentPath}`);
      if (!before) return 'same';
      sources.delete(contentPath);
      return 'route';
    }
    if ('diagnostic' in read) {
      // Keep the last good version in use; the error is shown until the file is fixed.
      setProblems(`content:${contentPath}`, [read.diagnostic]);
      return 'same';
    }
    setProblems(`content:${contentPath}`, read.warnings);
    sources.set(contentPath, read.page);
    if (!before || before.pathname !== read.page.pathname || before.language !== read.page.language) return 'route';
    return before.hash === read.page.hash ? 'same' : 'content';
  };

  const readTranslations = async (current: ResolvedConfig) => {
    const loaded = await loadTranslations(current, templates?.templates.strings ?? {});
    strings = loaded.strings;
    setProblems('translations', loaded.diagnostics);
  };

  const readPublic = async () => {
    if (!config) return false;
    publicFiles = await listPublicFiles(config.directories.public);
    const head = siteHeadTags(publicFiles);
    if (head === siteHead) return false;
    siteHead = head;
    return true;
  };

  /** Loads everything from scratch: at start and after a config change. */
  const loadAll = async (started: number): Promise<UpdateReport> => {
    const loaded = await loadConfig(options.configFile, path.dirname(options.configFile));
    if (!loaded.config) {
      // Keep serving the previous site, if there is one, under the overlay.
      setProblems('config', loaded.diagnostics);
      return { kinds: ['config'], rendered: [], invalidated: 0, reload: NO_RELOAD, durationMs: performance.now() - started };
    }
    const next = loaded.config;
    const [reads, nav, api, loadedTemplates, nextTargets] = await Promise.all([
      readAllPages(next),
      loadNavigation(next),
      loadApiPages(next),
      loadTemplates(next.directories.templates, next.root, next.alias, { components: next.components, configFile: next.configFile }),
      watchTargetsFor(next),
    ]);
    problems.clear();
    config = next;
    redirects = siteRedirects(next);
    targets = nextTargets;
    sources.clear();
    for (const [contentPath, read] of reads) applyRead(contentPath, read);
    apiPages = api.pages;
    setProblems('api', api.diagnostics);
    fileNavigation = nav.navigation;
    const merged = await addApiNavigation(next, nav.navigation, apiPages);
    navigation = merged.navigation;
    setProblems('navigation', nav.diagnostics);
    setProblems('api-navigation', merged.diagnostics);
    if (loadedTemplates.loaded) templates = loadedTemplates.loaded;
    setProblems('templates', [...loadedTemplates.diagnostics, ...(templates ? checkEmbeds(next, templates.templates) : [])]);
    await readPublic();
    await readTranslations(next);
    await reloadDemos(next);
    cache.clear();
    rebuildModel();
    return { kinds: ['config'], rendered: [], invalidated: 'all', reload: { all: true, urls: [], products: [] }, durationMs: performance.now() - started };
  };

  /** What a batch of changes does to the pages, gathered by the steps below. */
  interface Effects {
    /** Pages whose own output changed, by URL. */
    urls: Set<string>;
    /** Products whose pages all changed (their navigation did). */
    products: Set<string>;
    /** Every page changed (templates, side-nav links, site head). */
    everything: boolean;
    /** Open pages must all reload (a public file changed). */
    reloadAll: boolean;
    /** The model (routes, navigation, renderer) must be rebuilt. */
    modelChanged: boolean;
    /** Content files whose pages render at once (in their own language), once the model is up to date. */
    eager: Set<string>;
    /** Output files to render at once, beside those of `eager`'s content paths. */
    eagerOutputs: Set<string>;
    /** Content files whose pages (in every language) are added, removed or moved: resolved after the model is rebuilt too. */
    moved: Set<string>;
    /** The demos must be found, compiled and bundled again. */
    demosChanged: boolean;
  }

  const reloadTemplates = async (current: ResolvedConfig, effects: Effects) => {
    const loaded = await loadTemplates(current.directories.templates, current.root, current.alias, { components: current.components, configFile: current.configFile });
    setProblems('templates', [...loaded.diagnostics, ...(loaded.loaded ? checkEmbeds(current, loaded.loaded.templates) : [])]);
    if (!loaded.loaded) return;
    templates = loaded.loaded;
    await readTranslations(current);
    // The client bundle wraps islands in the templates' IslandWrapper: it is built again too.
    await reloadDemos(current);
    effects.everything = true;
    effects.modelChanged = true;
  };

  /** Takes a navigation (as its files have it) with the API sections added; marks the products whose tree changed. */
  const applyNavigation = async (current: ResolvedConfig, fromFiles: Navigation, effects: Effects) => {
    const merged = await addApiNavigation(current, fromFiles, apiPages);
    if (navigation) {
      for (const id of new Set([...Object.keys(navigation.trees), ...Object.keys(merged.navigation.trees)])) {
        if (!sameTree(navigation.trees[id], merged.navigation.trees[id])) effects.products.add(id);
      }
      if (!sameTree(navigation.sideNavLinks, merged.navigation.sideNavLinks)) effects.everything = true;
    }
    fileNavigation = fromFiles;
    navigation = merged.navigation;
    setProblems('api-navigation', merged.diagnostics);
  };

  const reloadNavigation = async (current: ResolvedConfig, effects: Effects) => {
    const loaded = await loadNavigation(current);
    setProblems('navigation', loaded.diagnostics);
    if (loaded.diagnostics.some((d) => d.severity === 'error') || !navigation) return;
    await applyNavigation(current, loaded.navigation, effects);
    // A TypeScript navigation file may import other files now.
    if (targets) targets = { ...targets, navigationFiles: (await watchTargetsFor(current)).navigationFiles };
    effects.modelChanged = true;
  };

  /** API metadata changed: the API pages are read again; those that changed, came or went are rendered again. */
  const reloadApi = async (current: ResolvedConfig, effects: Effects) => {
    const loaded = await loadApiPages(current);
    setProblems('api', loaded.diagnostics);
    // A component's JSON file makes a page in English and one per translation of its descriptions.
    const keyOf = (page: SourcePage) => `${page.file}\u0000${page.language}`;
    const before = new Map(apiPages.map((page) => [keyOf(page), page]));
    const after = new Map(loaded.pages.map((page) => [keyOf(page), page]));
    // A file that is broken now keeps its page's last good version in use, as a broken markdown file does.
    const broken = new Set(loaded.diagnostics.filter((d) => d.severity === 'error' && d.file).map((d) => d.file!));
    // (A translated page is gone when its translation is broken: it keeps its last good version too.)
    const brokenNow = (old: SourcePage, now: SourcePage | undefined) =>
      now
        ? Boolean(now.api?.descriptionsFile && broken.has(now.api.descriptionsFile))
        : broken.has(old.file) || (old.language !== DEFAULT_LANGUAGE && Boolean(old.api?.descriptionsFile && broken.has(old.api.descriptionsFile)));
    for (const [key, old] of before) if (brokenNow(old, after.get(key))) after.set(key, old);
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      const [old, now] = [before.get(key), after.get(key)];
      if (old && now && old.hash === now.hash && old.pathname === now.pathname) continue;
      // The URLs it was shown at (a new page has none yet: it is rendered when asked for). API
      // pages have no content path: they are found by their file.
      for (const page of [old, now]) if (page) for (const shown of site?.pages ?? []) if (shown.file === page.file) effects.urls.add(shown.route.url);
      if (now) for (const shown of site?.pages ?? []) if (shown.file === now.file && !shown.route.fallback) effects.eagerOutputs.add(shown.route.outputFile);
    }
    // In the order a build loads them: by file, English first.
    const order = (page: SourcePage) => [page.file, page.language === DEFAULT_LANGUAGE ? '' : page.language] as const;
    apiPages = [...after.values()].sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0;
    });
    if (fileNavigation) await applyNavigation(current, fileNavigation, effects);
    effects.modelChanged = true;
  };

  const rescanPublic = async (effects: Effects) => {
    if (await readPublic()) {
      makeRenderer();
      effects.everything = true;
    }
    effects.modelChanged = true;
    effects.reloadAll = true;
  };

  /** The markdown files to re-read: those that changed, and after a folder event those that appeared or vanished. */
  const pagesToReread = async (current: ResolvedConfig, files: ReadonlySet<string>, folderEvent: boolean): Promise<string[]> => {
    const changed = new Set([...files].map((file) => contentPathOf(current, file)));
    if (folderEvent) {
      // chokidar reports the files of a moved folder one by one too; listing the folder makes
      // sure none is missed, and only files that appeared or vanished are read.
      const listed = new Set(await findMarkdownFiles(current.directories.content, current.exclude));
      const brokenFiles = [...problems.keys()].filter((key) => key.startsWith('content:')).map((key) => key.slice('content:'.length));
      for (const contentPath of listed) if (!sources.has(contentPath) && !brokenFiles.includes(contentPath)) changed.add(contentPath);
      for (const contentPath of [...sources.keys(), ...brokenFiles]) if (!listed.has(contentPath)) changed.add(contentPath);
    }
    return [...changed].sort();
  };

  /** Reads the pages again; whether any of them changed (a page that no longer reads changed too). */
  const rereadPages = async (current: ResolvedConfig, contentPaths: readonly string[], effects: Effects): Promise<boolean> => {
    let changed = false;
    for (const contentPath of contentPaths) {
      const before = sources.get(contentPath);
      const read = await readPageFile(current, contentPath);
      if (read !== null && 'diagnostic' in read) changed = true;
      const outcome = applyRead(contentPath, read);
      if (outcome === 'same') continue;
      changed = true;
      const after = sources.get(contentPath);
      // A page that embeds other demos than before needs them compiled and bundled.
      if (JSON.stringify(demoNames(before?.body ?? '')) !== JSON.stringify(demoNames(after?.body ?? ''))) effects.demosChanged = true;
      // Its URLs in every language (its fallback pages show its text), as routed before the change.
      for (const route of cache.routesOf(contentPath)) effects.urls.add(route.url);
      if (outcome === 'route') {
        // The set of routes changed: the product's navigation links and previous/next follow.
        effects.modelChanged = true;
        effects.moved.add(contentPath);
        for (const route of cache.routesOf(contentPath)) effects.products.add(route.productId);
      }
      if (outcome === 'content' && after) cache.replacePage(after);
      if (after) effects.eager.add(contentPath);
    }
    return changed;
  };

  /** Files beside pages (demos, images) change the pages of their folder. */
  const besidePages = (current: ResolvedConfig, files: ReadonlySet<string>, effects: Effects) => {
    effects.demosChanged = true;
    effects.modelChanged = true;
    const folders = new Set([...files].map((file) => path.posix.dirname(contentPathOf(current, file))));
    for (const page of sources.values()) {
      if (!folders.has(path.posix.dirname(page.contentPath))) continue;
      for (const route of cache.routesOf(page.contentPath)) effects.urls.add(route.url);
    }
  };

  const update = async (changes: readonly FileChange[]): Promise<UpdateReport> => {
    const started = performance.now();
    if (!config || !targets) return loadAll(started);
    const current = config;
    const byKind = new Map<ChangeKind, Set<string>>();
    for (const change of changes) {
      const kind = classifyChange(change.path, targets, change.event === 'addDir' || change.event === 'unlinkDir');
      if (!byKind.has(kind)) byKind.set(kind, new Set());
      byKind.get(kind)!.add(change.path);
    }
    if (byKind.has('config')) return loadAll(started);
    const files = (kind: ChangeKind) => byKind.get(kind) ?? new Set<string>();

    const effects: Effects = {
      urls: new Set(),
      products: new Set(),
      everything: false,
      reloadAll: false,
      modelChanged: false,
      eager: new Set(),
      eagerOutputs: new Set(),
      moved: new Set(),
      demosChanged: false,
    };
    if (byKind.has('templates')) await reloadTemplates(current, effects);
    if (byKind.has('navigation')) await reloadNavigation(current, effects);
    if (byKind.has('api')) await reloadApi(current, effects);
    if (byKind.has('translations')) {
      // Interface strings show on every page.
      await readTranslations(current);
      effects.everything = true;
      effects.modelChanged = true;
    }
    if (byKind.has('public')) await rescanPublic(effects);
    // The watcher may report one write twice, the second time with the next change: a page
    // file that reads as it did is no change of a page.
    let pagesChanged = false;
    if (byKind.has('page') || byKind.has('content-tree')) {
      pagesChanged = await rereadPages(current, await pagesToReread(current, files('page'), byKind.has('content-tree')), effects);
    }
    if (byKind.has('content-file')) besidePages(current, files('content-file'), effects);
    if (effects.demosChanged && !byKind.has('templates')) await reloadDemos(current);

    if (effects.modelChanged) rebuildModel();
    // Pages that moved are known by their new routes only now.
    for (const contentPath of effects.moved) {
      for (const route of cache.routesOf(contentPath)) {
        effects.urls.add(route.url);
        effects.products.add(route.productId);
      }
    }
    let invalidated: number | 'all';
    if (effects.everything) {
      cache.clear();
      invalidated = 'all';
    } else {
      invalidated = cache.invalidate({ products: effects.products, urls: effects.urls });
    }
    const eager = [
      ...new Set([...[...effects.eager].flatMap((contentPath) => cache.routesOf(contentPath).filter((route) => !route.fallback).map((route) => route.outputFile)), ...effects.eagerOutputs]),
    ];
    const rendered = cache.renderNow(eager);
    const reload: ReloadScope = {
      all: effects.everything || effects.reloadAll,
      urls: [...effects.urls].sort(),
      products: [...effects.products].sort(),
    };
    const kinds = [...byKind.keys()].filter((kind) => kind !== 'other' && (kind !== 'page' || pagesChanged)).sort();
    return { kinds, rendered, invalidated, reload, durationMs: performance.now() - started };
  };

  return {
    configFile: options.configFile,
    load: () => loadAll(performance.now()),
    update,
    page: (sitePath) => cache.page(sitePath),
    notFound: (sitePath) => cache.notFound(sitePath),
    diagnostics: allProblems,
    watchTargets: () => targets,
    publicDir: () => config?.directories.public ?? null,
    redirects: () => redirects,
    pageCount: () => site?.pages.length ?? 0,
    asset: (sitePath) => {
      const own = assets.get(sitePath) ?? search.file(sitePath);
      if (own) return own;
      // The stylesheets and fragments pages refer to, made by the renderer as pages render, or
      // by an earlier renderer for a page still served from memory (the 404 page, say).
      const file = sitePath.replace(/^\/+/, '');
      const shared = renderer?.file(file) ?? cache.sharedFile(file);
      return shared ? Buffer.from(shared.contents) : null;
    },
  };
}
