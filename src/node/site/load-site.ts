import path from 'node:path';
import type { ClientAssets } from '../bundle/bundle-client';
import type { ResolvedConfig } from '../config/types';
import { addApiNavigation } from '../nav/api-navigation';
import { loadApiPages } from '../load/load-api';
import { loadPages, uniqueRoutes, type SourcePage } from '../load/load-pages';
import { loadTranslations, type InterfaceStrings } from '../load/load-translations';
import type { ServerDemos } from '../demos/bundle-server';
import type { LoadedDemos } from '../demos/load-demos';
import type { ServerLicenseKeys } from '../demos/license-keys';
import { checkCompiledDemos, compileDemos } from './prepare-demos';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { checkNavCoverage } from '../nav/check-coverage';
import { loadNavigation, type Navigation } from '../nav/load-nav';
import { indexNav, type NavIndex } from '../nav/page-state';
import { resolveRoutes } from '../routing/page-route';
import type { RoutedPage } from '../page/page-site';
import { createProductViews, createSiteView, type SiteModel, type SiteModelOptions } from '../page/create-view';
import { loadTemplates, type LoadedTemplates } from '../theme/load-templates';
import { mark } from '../util/timings';

/**
 * Everything read from disk for one build, before any page is rendered. `build` renders all
 * of it; `dev` keeps it in memory and replaces the parts whose files change.
 */
export interface LoadedSite {
  config: ResolvedConfig;
  /** Every page to render, in every language (fallback pages included), with its route. */
  pages: RoutedPage[];
  navigation: Navigation;
  templates: LoadedTemplates;
  model: SiteModel;
  /** Every route of the site, for the link check. */
  routes: Set<string>;
  /** Route of every content file, by its path in the content folder, for relative `.md` links. */
  routesByFile: Record<string, string>;
  /** The demos pages embed: sources by page, and their components for server rendering. */
  demos: LoadedDemos;
  serverDemos: ServerDemos;
  /** The config's license keys, for the render threads and the browser bundle to set (null: none). */
  licenseKeys: ServerLicenseKeys | null;
}

/**
 * The site-wide view-model: computed once per build (which passes `{ production: true }`), or
 * per navigation change in dev.
 */
export function createSiteModel(config: ResolvedConfig, navigation: Navigation, pages: readonly SourcePage[], options: SiteModelOptions = {}): SiteModel {
  const routes = new Set(pages.map((p) => p.pathname));
  const navIndexes: Record<string, NavIndex> = {};
  for (const [productId, tree] of Object.entries(navigation.trees)) {
    navIndexes[productId] = indexNav(tree, (pathname) => routes.has(pathname));
  }
  return {
    site: createSiteView(config, options),
    products: createProductViews(config),
    navigation,
    navIndexes,
    repository: config.repository,
    languageCodes: config.languages.map((l) => l.code),
    strings: withNavTitles(options.strings ?? { en: {} }, navigation.titleKeys ?? {}),
  };
}

/**
 * The strings of each language with the titles of the entries docs-site added to the
 * navigation (`titleKeys`) as their `pages.<pathname>`, the key the theme reads a navigation
 * title in the page's language from; a site's own `pages.<pathname>` stays.
 */
export function withNavTitles(strings: InterfaceStrings, titleKeys: Readonly<Record<string, string>>): InterfaceStrings {
  const entries = Object.entries(titleKeys);
  if (entries.length === 0) return strings;
  return Object.fromEntries(
    Object.entries(strings).map(([language, own]) => {
      const titles: Record<string, string> = {};
      for (const [pathname, key] of entries) {
        const title = own[key];
        if (title !== undefined) titles[`pages.${pathname}`] = title;
      }
      return [language, { ...titles, ...own }];
    }),
  );
}

/** Each name the config's `embeds` gives must be a component the templates export in `embeds`. */
export function checkEmbeds(config: ResolvedConfig, templates: LoadedTemplates['templates']): Diagnostic[] {
  const exported = Object.keys(templates.embeds ?? {});
  return Object.entries(config.embeds)
    .filter(([, name]) => !exported.includes(name))
    .map(([key, name]) =>
      error({
        code: 'config/unknown-embed',
        message: `embeds["${key}"]: the templates export no embed component "${name}"`,
        file: path.relative(config.root, config.configFile).split(path.sep).join('/'),
        hint: exported.length ? `the templates' embeds are ${exported.join(', ')}` : 'export `embeds` from the templates\' index.tsx',
      }),
    );
}

/**
 * Reads pages, navigation, templates and demos, validating each; problems come back together.
 * `onRouted` is given the routed pages as soon as they are, before the templates and demos are
 * loaded (the build compiles their markdown meanwhile).
 * With `cache`, demos whose sources did not change since an earlier build are not compiled
 * again (`demos` counts them, and those that were). `client` is the site's browser code (null
 * when it could not be bundled).
 */
export async function loadSite(
  config: ResolvedConfig,
  options: { cache: boolean; onRouted?: (routed: Pick<LoadedSite, 'pages' | 'routesByFile'>) => void },
): Promise<{ site: LoadedSite | null; diagnostics: Diagnostic[]; demos?: { total: number; compiled: number }; client?: ClientAssets | null }> {
  const loadingTemplates = loadTemplates(config.directories.templates, config.root, config.alias, { components: config.components, configFile: config.configFile }, options.cache ? config.directories.cache : null);
  // Awaited below, once the pages are routed; a failure meanwhile is not an unhandled rejection.
  loadingTemplates.catch(() => undefined);
  const [markdown, api, loadedNav] = await Promise.all([loadPages(config), loadApiPages(config), loadNavigation(config)]);
  const apiNav = await addApiNavigation(config, loadedNav.navigation, api.pages);
  const nav = { navigation: apiNav.navigation, diagnostics: [...loadedNav.diagnostics, ...apiNav.diagnostics] };
  // API pages are pages: a markdown page at the same route is reported as any duplicate is.
  const unique = uniqueRoutes([...markdown.pages, ...api.pages]);
  const content = { ...markdown, pages: unique.pages };
  const diagnostics: Diagnostic[] = [...content.diagnostics, ...api.diagnostics, ...unique.diagnostics, ...nav.diagnostics];
  // A page whose frontmatter is broken still exists: the navigation leading to it is not wrong.
  const unread = content.unreadRoutes.map((pathname) => ({ pathname, file: '', unread: true }));
  diagnostics.push(...checkNavCoverage(Object.values(nav.navigation.trees), [...content.pages, ...unread]));
  const routed = resolveRoutes(config, content.pages);
  diagnostics.push(...routed.diagnostics);
  const routesByFile = Object.fromEntries(content.pages.filter((p) => !p.api).map((p) => [p.contentPath, p.pathname]));
  mark('pages read and routed');
  options.onRouted?.({ pages: routed.pages, routesByFile });
  // The demos need the pages and not the templates: esbuild compiles them, and bundles the
  // browser code, while this thread imports the templates (React and MUI).
  const compilingDemos = compileDemos(config, content.pages, { cache: options.cache });
  compilingDemos.catch(() => undefined);
  const templates = await loadingTemplates;
  mark('templates compiled and imported');
  diagnostics.push(...templates.diagnostics);
  if (!templates.loaded) return { site: null, diagnostics };
  diagnostics.push(...checkEmbeds(config, templates.loaded.templates));
  const translations = await loadTranslations(config, templates.loaded.templates.strings ?? {});
  diagnostics.push(...translations.diagnostics);
  const demos = await checkCompiledDemos(config, await compilingDemos, {
    Wrapper: templates.loaded.templates.IslandWrapper,
    hash: templates.loaded.hash,
    modulePath: templates.loaded.modulePath,
  });
  diagnostics.push(...demos.diagnostics, ...demos.client.diagnostics);
  return {
    site: {
      config,
      pages: routed.pages,
      navigation: nav.navigation,
      templates: templates.loaded,
      model: createSiteModel(config, nav.navigation, content.pages, { production: true, strings: translations.strings }),
      routes: new Set(content.pages.map((p) => p.pathname)),
      routesByFile,
      demos: demos.demos,
      serverDemos: demos.serverDemos,
      licenseKeys: demos.licenseKeys,
    },
    demos: demos.counts,
    client: demos.client.assets,
    diagnostics,
  };
}
