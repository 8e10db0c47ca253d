import type { ClientAssets } from '../bundle/bundle-client';
import type { ResolvedConfig } from '../model/config';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { loadApiPages } from '../load/load-api';
import { readPages } from '../load/load-pages';
import type { SourcePage } from '../model/source-page';
import { loadTranslations } from '../load/load-translations';
import { readPublicFiles } from '../load/public-files';
import { addApiNavigation } from '../nav/api-navigation';
import { loadNavigation } from '../nav/load-nav';
import { loadTemplates } from '../theme/load-templates';
import { mark } from '../util/timings';
import { watchTargetsFor } from './changes';
import { checkCompiledDemos, compileDemos, type DemoCounts } from './prepare-demos';
import { checkEmbeds } from './site-model';
import { assembleSite, routeSite, stateDiagnostics, takePreparedDemos, type LoadedSite, type SiteDemos, type SiteState } from './site-state';
import type { RoutedPage } from '../model/page-site';

export type { LoadedSite } from './site-state';

export interface LoadSiteOptions {
  /** Reuse and keep compiled templates, demos and browser code in the config's cache folder. */
  cache: boolean;
  /** Make the model for a production build (default) or for `dev`. */
  production?: boolean;
  /** Keep the compiled templates in the cache folder too (default: `cache`); `dev` compiles them at each change. */
  cacheTemplates?: boolean;
  /** Find what to watch for changes (`dev`). */
  watch?: boolean;
  /**
   * The state before (`dev`, after a config change): templates and demos that are broken now
   * keep their last good version.
   */
  previous?: SiteState | null;
  /**
   * Given the routed pages as soon as they are, before the templates and demos are loaded (the
   * build compiles their markdown meanwhile).
   */
  onRouted?: (routed: Pick<LoadedSite, 'pages' | 'routesByFile'>) => void;
}

export interface LoadSiteResult {
  state: SiteState;
  /** The site, or null when it cannot be rendered (the templates do not compile). */
  site: LoadedSite | null;
  /** Every problem found. */
  diagnostics: Diagnostic[];
  /** The demos (site embeds included), and how many of them this load compiled. */
  demos?: DemoCounts;
  /** The site's browser code (null when it could not be bundled). */
  client?: ClientAssets | null;
}

const NO_DEMOS: SiteDemos = { demos: { modules: [], byPage: new Map(), embeds: {} }, serverDemos: { modulePaths: {}, ownTheme: [] }, licenseKeys: null, client: null };

/**
 * Reads pages, API metadata, navigation, the public folder, templates, translations and demos,
 * validating each, and makes the site: what `build` renders and `dev` serves. Problems come
 * back together, by origin. The demos are compiled, and the browser code bundled, while this
 * thread imports the templates.
 */
export async function loadSite(config: ResolvedConfig, options: LoadSiteOptions): Promise<LoadSiteResult> {
  const previous = options.previous ?? null;
  const cacheTemplates = options.cacheTemplates ?? options.cache;
  const loadingTemplates = loadTemplates(config.directories.templates, config.root, config.alias, { components: config.components, configFile: config.configFile }, cacheTemplates ? config.directories.cache : null);
  // Awaited below, once the pages are routed; a failure meanwhile is not an unhandled rejection.
  loadingTemplates.catch(() => undefined);
  const [read, api, loadedNav, publicFolder, targets] = await Promise.all([
    readPages(config),
    loadApiPages(config),
    loadNavigation(config),
    readPublicFiles(config),
    options.watch ? watchTargetsFor(config) : null,
  ]);
  const apiNav = await addApiNavigation(config, loadedNav.navigation, api.pages);

  const problems = new Map<string, readonly Diagnostic[]>();
  const add = (origin: string, list: readonly Diagnostic[]) => {
    if (list.length) problems.set(origin, [...(problems.get(origin) ?? []), ...list]);
  };
  add('content', read.diagnostics);
  const sources = new Map<string, SourcePage>();
  const unread = new Set<string>();
  for (const [contentPath, page] of read.reads) {
    add(`content:${contentPath}`, page.diagnostics);
    if (page.page) sources.set(contentPath, page.page);
    else if (page.unread) unread.add(contentPath);
  }
  add('api', api.diagnostics);
  add('navigation', loadedNav.diagnostics);
  add('api-navigation', apiNav.diagnostics);
  add('public', publicFolder.diagnostics);

  const parts = {
    config,
    production: options.production ?? true,
    sources,
    unread,
    apiPages: api.pages,
    fileNavigation: loadedNav.navigation,
    navigation: apiNav.navigation,
    publicFiles: new Set(publicFolder.files),
  };
  const routed = routeSite(parts);
  add('routes', routed.problems.routes);
  add('coverage', routed.problems.coverage);
  add('conflicts', routed.problems.conflicts);
  mark('pages read and routed');
  options.onRouted?.({ pages: routed.pages, routesByFile: routed.routesByFile });

  // The demos need the pages and not the templates: esbuild compiles them, and bundles the
  // browser code, while this thread imports the templates (React and MUI).
  const compilingDemos = compileDemos(config, routed.unique, { cache: options.cache });
  compilingDemos.catch(() => undefined);
  const loaded = await loadingTemplates;
  mark('templates compiled and imported');
  const templates = loaded.loaded ?? previous?.templates ?? null;
  add('templates', [...loaded.diagnostics, ...(templates ? checkEmbeds(config, templates.templates) : [])]);
  const state = (rest: Pick<SiteState, 'templates' | 'strings' | 'demos'>): SiteState => {
    const whole = { ...parts, ...rest, targets, problems };
    return { ...whole, site: assembleSite(whole, routed) };
  };
  if (!templates) {
    const failed = state({ templates: null, strings: previous?.strings ?? { en: {} }, demos: previous?.demos ?? NO_DEMOS });
    return { state: failed, site: null, diagnostics: stateDiagnostics(failed) };
  }

  const translations = await loadTranslations(config, templates.templates.strings ?? {});
  add('translations', translations.diagnostics);
  const prepared = await checkCompiledDemos(config, await compilingDemos, { Wrapper: templates.templates.IslandWrapper, hash: templates.hash, modulePath: templates.modulePath });
  add('demos', [...prepared.diagnostics, ...prepared.client.diagnostics]);
  const demos = takePreparedDemos(prepared, previous?.demos ?? null);
  const done = state({ templates, strings: translations.strings, demos });
  return { state: done, site: done.site, diagnostics: stateDiagnostics(done), demos: prepared.counts, client: prepared.client.assets };
}

