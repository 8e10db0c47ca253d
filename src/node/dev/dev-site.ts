import type { ComponentType } from 'react';
import { importServerDemos } from '../demos/bundle-server';
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic';
import { siteRedirects } from '../routing/redirect-rules';
import { siteHeadTags } from '../load/public-files';
import { createPageRenderer, type PageRenderer } from '../page/render-page';
import { makePageTwins } from './dev-twins';
import { llmsFiles } from '../finish/llms';
import { twinPath } from '../routing/paths';
import { BUILT_IN_REDIRECTS, type RedirectRule } from '../routing/redirect-rules';
import type { ChangeKind, FileChange, WatchTargets } from '../site/changes';
import { clientRendererOptions } from '../page/renderer-setup';
import type { SiteState } from '../site/site-state';
import { reloadSite, updateSite, type Affected } from '../site/update-site';
import { NO_RELOAD, type ReloadScope } from '../../shared/live-reload-messages';
import { createDevSearch } from './dev-search';
import { createRenderCache, type PageAnswer } from './render-cache';

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
  /** The folder of public files, when there is a config and the folder may be read. */
  publicDir(): string | null;
  /** The redirects a build writes to `_redirects`: the built-in ones and the config's. */
  redirects(): readonly RedirectRule[];
  /** Pages of the site now. */
  pageCount(): number;
  /** A file docs-site writes beside the pages (client code, template fonts, pages' markdown twins), by site path; null when there is none. */
  asset(sitePath: string): Uint8Array | null;
  /** `llms.txt`, `<product>/llms.txt` or `llms-full.txt`, made from the pages as they are; null for another path. */
  llms(sitePath: string): Promise<Uint8Array | null>;
  configFile: string;
}

export interface DevSiteOptions {
  configFile: string;
  /** Trusted HTML added to every page: the live-reload script. */
  bodyEnd: string;
  onRender?: (report: RenderReport) => void;
}

export function createDevSite(options: DevSiteOptions): DevSite {
  /** The site as last loaded and updated (`site/`); null until a config was read once. */
  let state: SiteState | null = null;
  /** The config's problems while no config was ever read. */
  let configProblems: Diagnostic[] = [];
  /** Problems of the pages as they rendered, by output file. */
  const renderProblems = new Map<string, Diagnostic[]>();
  /** What a build writes to `_redirects` for the config: computed once per config, looked up on every unknown path. */
  let redirects: readonly RedirectRule[] = BUILT_IN_REDIRECTS;
  let renderer: PageRenderer | null = null;
  /** The demos' components: the dev server renders pages in its own thread. */
  let serverComponents: Record<string, ComponentType> = {};
  /** Files served beside the pages, by site path (`/assets/main-3KD7Q2ZA.js`). */
  let assets = new Map<string, Uint8Array>();
  /**
   * Every current problem. A page whose file cannot be read now stays in use as it last rendered;
   * what that version's render found is no longer in the file, so only the file's own error shows.
   */
  const allProblems = () => {
    const loading = state ? [...state.problems.values()].flat() : configProblems;
    const unreadable = new Set<string>();
    for (const [key, list] of state?.problems ?? []) {
      if (key.startsWith('content:')) for (const d of list) if (d.severity === 'error' && d.file) unreadable.add(d.file);
    }
    const rendering = [...renderProblems.values()].flat().filter((d) => !d.file || !unreadable.has(d.file));
    return sortDiagnostics([...loading, ...rendering]);
  };
  const search = createDevSearch(() => (state?.site ? { site: state.site, pages: state.site.pages } : null));
  const cache = createRenderCache({
    bodyEnd: options.bodyEnd,
    problems: allProblems,
    onRender: (output, diagnostics, durationMs, url) => {
      if (diagnostics.length) renderProblems.set(output, [...diagnostics]);
      else renderProblems.delete(output);
      options.onRender?.({ url, durationMs });
    },
  });

  /**
   * A renderer for the site as it is. A renderer may keep what it rendered once for many pages
   * (a build's whole life): a new model gets a new renderer, so nothing rendered from the old
   * navigation is reused.
   */
  const makeRenderer = () => {
    const current = state;
    const templates = current?.templates;
    renderer =
      current && templates
        ? createPageRenderer(templates.templates, {
            siteHead: siteHeadTags(current.publicFiles),
            bodyEnd: options.bodyEnd,
            ...(current.demos.client && clientRendererOptions(current.config, serverComponents, current.demos.client, current.demos.serverDemos.ownTheme)),
          })
        : null;
  };

  /** The demos' server components, and the files served beside the pages, for the demos as prepared. */
  const takeDemos = async (current: SiteState) => {
    serverComponents = await importServerDemos(current.demos.serverDemos.modulePaths);
    assets = new Map(
      [...(current.templates?.assets ?? []), ...(current.demos.client?.files ?? []), ...(current.demos.demos.sandboxFiles ?? [])].map((file) => [
        `/${file.path}`,
        typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents,
      ]),
    );
  };

  const unchanged = (started: number): UpdateReport => ({ kinds: ['config'], rendered: [], invalidated: 0, reload: NO_RELOAD, durationMs: performance.now() - started });

  /** Takes a site loaded from scratch (at start, after a config change): every page renders again. */
  const takeLoaded = async (next: SiteState, started: number): Promise<UpdateReport> => {
    state = next;
    configProblems = [];
    renderProblems.clear();
    redirects = siteRedirects(next.config);
    await takeDemos(next);
    makeRenderer();
    cache.clear();
    cache.setSite(next.site, renderer);
    return { kinds: ['config'], rendered: [], invalidated: 'all', reload: { all: true, urls: [], products: [] }, durationMs: performance.now() - started };
  };

  /** Loads everything from scratch. A config that cannot be read keeps the previous site, if there is one, in use under the overlay. */
  const load = async (started: number): Promise<UpdateReport> => {
    const reloaded = await reloadSite(options.configFile, state);
    if (!reloaded.state || reloaded.configProblems.length > 0) {
      state = reloaded.state;
      configProblems = reloaded.configProblems;
      return unchanged(started);
    }
    return takeLoaded(reloaded.state, started);
  };

  /** Takes an updated site: what it changed is rendered again (at once for the changed pages, on request for the others). */
  const apply = async (next: SiteState, affected: Affected, started: number): Promise<UpdateReport> => {
    state = next;
    if (affected.demosChanged) await takeDemos(next);
    if (affected.modelChanged) makeRenderer();
    cache.setSite(next.site, renderer);
    let invalidated: number | 'all';
    if (affected.everything) {
      cache.clear();
      invalidated = 'all';
    } else {
      invalidated = cache.invalidate({ products: affected.products, urls: affected.urls });
    }
    const rendered = cache.renderNow(affected.eager);
    const reload: ReloadScope = {
      all: affected.everything || affected.reloadAll,
      urls: [...affected.urls].sort(),
      products: [...affected.products].sort(),
    };
    return { kinds: affected.kinds, rendered, invalidated, reload, durationMs: performance.now() - started };
  };

  const update = async (changes: readonly FileChange[]): Promise<UpdateReport> => {
    const started = performance.now();
    if (!state) return load(started);
    const { state: next, affected } = await updateSite(state, changes);
    if (affected.kinds.includes('config')) {
      if (affected.reloaded) return takeLoaded(next, started);
      state = next;
      return unchanged(started);
    }
    return apply(next, affected, started);
  };

  /** A page's markdown twin (`/a/b.md`), made now from the page as it is, as a build writes it; null for no page's. */
  const twinOf = (sitePath: string): string | null => {
    const site = state?.site;
    if (!site || !state?.config.llms || !sitePath.endsWith('.md')) return null;
    const page = site.pages.find((candidate) => `/${twinPath(candidate.route.url)}` === sitePath);
    return page ? (makePageTwins(site, [page])[0]?.text ?? null) : null;
  };
  /** `llms.txt`, a product's, and `llms-full.txt`, made now from every page's twin. */
  const llms = async (sitePath: string): Promise<Uint8Array | null> => {
    const site = state?.site;
    if (!site || !state?.config.llms || !/^\/(?:[a-z0-9-]+\/)?llms(?:-full)?\.txt$/.test(sitePath)) return null;
    const twins = makePageTwins(site, site.pages).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    const texts = new Map(twins.map((twin) => [twin.path, twin.text]));
    const files = await llmsFiles(site.config, twins, async (twin) => texts.get(twin.path) ?? '');
    const file = files[sitePath.slice(1)];
    return file === undefined ? null : Buffer.from(file);
  };

  return {
    configFile: options.configFile,
    llms,
    load: () => load(performance.now()),
    update,
    page: (sitePath) => cache.page(sitePath),
    notFound: (sitePath) => cache.notFound(sitePath),
    diagnostics: allProblems,
    watchTargets: () => state?.targets ?? null,
    // Not a folder refused by the rules of the site's files (a link out of the site): a build would copy none of it.
    publicDir: () => (state && !state.problems.get('public')?.some((d) => d.code === 'site/unsafe-path') ? state.config.directories.public : null),
    redirects: () => redirects,
    pageCount: () => state?.site?.pages.length ?? 0,
    asset: (sitePath) => {
      const own = assets.get(sitePath) ?? search.file(sitePath);
      if (own) return own;
      const twin = twinOf(sitePath);
      if (twin !== null) return Buffer.from(twin);
      // The stylesheets and fragments pages refer to, made by the renderer as pages render, or
      // by an earlier renderer for a page still served from memory (the 404 page, say).
      const file = sitePath.replace(/^\/+/, '');
      const shared = renderer?.file(file) ?? cache.sharedFile(file);
      return shared ? Buffer.from(shared.contents) : null;
    },
  };
}
