import type { ClientAssets } from '../bundle/bundle-client';
import type { ResolvedConfig } from '../model/config';
import type { ServerDemos } from '../demos/bundle-server';
import type { ServerLicenseKeys } from '../demos/license-keys';
import type { LoadedDemos } from '../demos/load-demos';
import { error, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic';
import { fileRoute, isGenerated, uniqueRoutes } from '../load/load-pages';
import type { SourcePage } from '../model/source-page';
import { apiTabPages } from '../load/api-tabs';
import { checkNavCoverage } from '../nav/check-coverage';
import { foldersOf, outputCollision, reservedOutputFiles } from '../routing/output-paths';
import { resolveRoutes } from '../routing/page-route';
import { twinPath } from '../routing/paths';
import type { LoadedTemplates } from '../theme/load-templates';
import type { WatchTargets } from './changes';
import type { PreparedDemos } from './prepare-demos';
import { createSiteModel } from './site-model';
import { socialCardInputs } from '../og/card-inputs';
import type { InterfaceStrings } from '../model/strings';
import type { Navigation } from '../model/nav';
import type { SiteModel } from '../model/site-model';
import type { RoutedPage } from '../model/page-site';

/**
 * The site every page renders from: the pages with their routes, the navigation, the
 * templates, the model and the demos. `build` renders all of it; `dev` renders it page by page
 * and replaces it as files change (`updateSite`).
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

/** The demos as last prepared: compiled for the server, checked, and bundled for the browser. */
export interface SiteDemos {
  demos: LoadedDemos;
  serverDemos: ServerDemos;
  licenseKeys: ServerLicenseKeys | null;
  /** The site's browser code, with a chunk for each demo that works; null when it could not be bundled. */
  client: ClientAssets | null;
}

/**
 * What a site is made of, as last read, and the site made from it. `loadSite` reads it all;
 * `updateSite` reads again what changed. When a file is broken, the last good version of what
 * it gives stays in use and its problem is kept, until the file is fixed.
 */
export interface SiteState {
  config: ResolvedConfig;
  /** Whether the model is made for a production build (`build`) or for `dev`. */
  production: boolean;
  /** The last good page of each markdown file, by content path (sorted). */
  sources: ReadonlyMap<string, SourcePage>;
  /** Content paths of the page files that exist but cannot be read as pages now. */
  unread: ReadonlySet<string>;
  /** The pages generated from API metadata, by file (English first). */
  apiPages: readonly SourcePage[];
  /** The navigation as its files have it, before the products' API sections are added. */
  fileNavigation: Navigation;
  /** The navigation pages show: with the API sections. */
  navigation: Navigation;
  /** The last good templates; null while they never compiled. */
  templates: LoadedTemplates | null;
  /** The interface strings of each language. */
  strings: InterfaceStrings;
  /** The files of the public folder, copied as they are. */
  publicFiles: ReadonlySet<string>;
  demos: SiteDemos;
  /** What to watch for changes (`dev`); null when the site was loaded without (`build`). */
  targets: WatchTargets | null;
  /** Every current problem, by where it comes from (`config`, `templates`, `content:<file>`...). */
  problems: ReadonlyMap<string, readonly Diagnostic[]>;
  /** The site made from all this; null while the templates never compiled. */
  site: LoadedSite | null;
}

/**
 * The demos as just prepared; when they could not be bundled for the browser, the last good
 * ones (`previous`), if any: a broken demo change does not take every demo off the site.
 */
export function takePreparedDemos(prepared: PreparedDemos, previous: SiteDemos | null): SiteDemos {
  if (!prepared.client.assets && previous) return previous;
  return { demos: prepared.demos, serverDemos: prepared.serverDemos, licenseKeys: prepared.licenseKeys, client: prepared.client.assets };
}

/** Every problem of a state, sorted. */
export const stateDiagnostics = (state: Pick<SiteState, 'problems'>): Diagnostic[] => sortDiagnostics([...state.problems.values()].flat());

/** The problems with those of each origin in `found` replaced (an empty list: the origin has none now). */
export function withProblems(problems: ReadonlyMap<string, readonly Diagnostic[]>, found: Readonly<Record<string, readonly Diagnostic[]>>): Map<string, readonly Diagnostic[]> {
  const next = new Map(problems);
  for (const [origin, list] of Object.entries(found)) {
    if (list.length) next.set(origin, [...list]);
    else next.delete(origin);
  }
  return next;
}

/**
 * Markdown pages first (by content path), then API pages, then the pages' API tabs, as a build
 * loads them: of two pages with one route, the markdown one is kept.
 */
export function pagesInOrder(config: ResolvedConfig, sources: ReadonlyMap<string, SourcePage>, apiPages: readonly SourcePage[]): { pages: SourcePage[]; diagnostics: Diagnostic[] } {
  const markdown = [...sources.values()].sort((a, b) => (a.contentPath < b.contentPath ? -1 : a.contentPath > b.contentPath ? 1 : 0));
  const tabs = apiTabPages(config, markdown, apiPages);
  return { pages: [...markdown, ...apiPages, ...tabs.pages], diagnostics: tabs.diagnostics };
}

/** The pages of a site with their routes, and what routing them found. */
export interface RoutedSite {
  /** One page per route and language (the first of duplicates). */
  unique: SourcePage[];
  pages: RoutedPage[];
  routesByFile: Record<string, string>;
  routes: Set<string>;
  /** What routing found, by origin (`ROUTING_ORIGINS`). */
  problems: Record<(typeof ROUTING_ORIGINS)[number], Diagnostic[]>;
}

/** The origins of the problems routing finds: duplicate routes, navigation coverage, output conflicts. */
export const ROUTING_ORIGINS = ['routes', 'coverage', 'conflicts'] as const;

/** The parts of a state the pages are routed from (with its config). */
export const ROUTING_PARTS = ['sources', 'unread', 'apiPages', 'navigation', 'publicFiles'] as const;

/**
 * Routes the pages: duplicates are reported and dropped, every page gets its route in every
 * language, the navigation is checked against the routes, and a page written to the file of
 * a public file is reported.
 */
export function routeSite(state: Pick<SiteState, 'config' | (typeof ROUTING_PARTS)[number]>): RoutedSite {
  const { config } = state;
  const ordered = pagesInOrder(config, state.sources, state.apiPages);
  const unique = uniqueRoutes(ordered.pages);
  const routed = resolveRoutes(config, unique.pages);
  // A page whose frontmatter is broken still exists: the navigation leading to it is not wrong.
  const unread = [...state.unread].map((contentPath) => ({ pathname: fileRoute(config, contentPath), file: '', unread: true }));
  const { pages, conflicts } = outputConflicts(config, routed.pages, state.publicFiles);
  // A product whose navigation file could not be read (an error says why): its pages are not
  // each reported as in no navigation, a warning per page for one mistake.
  const unreadNavigation = new Set(config.products.filter((product) => product.navigation && !state.navigation.trees[product.id]).map((product) => product.id));
  const unreached = new Set(routed.pages.filter((p) => unreadNavigation.has(p.route.productId)).map((p) => p.file));
  return {
    unique: unique.pages,
    pages,
    routesByFile: Object.fromEntries(unique.pages.filter((p) => !isGenerated(p)).map((p) => [p.contentPath, p.pathname])),
    routes: new Set(unique.pages.map((p) => p.pathname)),
    problems: {
      routes: [...ordered.diagnostics, ...unique.diagnostics, ...routed.diagnostics],
      coverage: checkNavCoverage(Object.values(state.navigation.trees), [...unique.pages.filter((p) => !unreached.has(p.file)), ...unread]),
      conflicts,
    },
  };
}

/**
 * The pages whose output collides with nothing, and an error for each other one: a page written
 * where a public file is, where docs-site writes a file of its own (`content/robots.txt.md`,
 * `route: /sw.js`), inside its `assets/` folder, or where another page's markdown twin goes.
 * Such a page is not rendered, so no write fails or overwrites another.
 */
function outputConflicts(config: ResolvedConfig, pages: readonly RoutedPage[], publicFiles: ReadonlySet<string>): { pages: RoutedPage[]; conflicts: Diagnostic[] } {
  const taken = new Map<string, string>();
  for (const file of reservedOutputFiles(config)) if (!publicFiles.has(file)) taken.set(file, `${file}, which docs-site writes`);
  for (const file of publicFiles) taken.set(file, `public/${file}`);
  const folders = foldersOf(taken.keys());
  const conflicts: Diagnostic[] = [];
  const kept: RoutedPage[] = [];
  const twinOf = (page: RoutedPage) => (config.llms && !page.route.fallback && !page.apiTab ? twinPath(page.route.url) : null);
  const at = (page: RoutedPage) => (page.frontmatterLines?.route !== undefined ? { line: page.frontmatterLines.route } : {});
  for (const page of pages) {
    const output = page.route.outputFile;
    if (publicFiles.has(output)) {
      conflicts.push(error({ code: 'output/conflict', message: `public/${output} and this page are written to the same file`, file: page.file, ...at(page) }));
      continue;
    }
    const twin = twinOf(page);
    const clash = outputCollision(output, taken, folders) ?? (twin === null ? null : outputCollision(twin, taken, folders));
    if (clash) {
      conflicts.push(
        error({
          code: 'output/conflict',
          message: `The page ${page.route.url} would be written over ${clash}`,
          file: page.file,
          ...at(page),
          hint: 'give the page another file name or `route` frontmatter',
        }),
      );
      continue;
    }
    taken.set(output, `the page ${page.route.url}`);
    if (twin !== null) taken.set(twin, `the markdown twin of ${page.route.url}`);
    for (const folder of foldersOf([output, ...(twin === null ? [] : [twin])])) folders.add(folder);
    kept.push(page);
  }
  return { pages: kept, conflicts };
}

/** The site made from a state's parts, routed anew; null while there are no templates. */
export function assembleSite(state: Omit<SiteState, 'site' | 'problems' | 'targets'>, routed: RoutedSite): LoadedSite | null {
  if (!state.templates) return null;
  return {
    config: state.config,
    pages: routed.pages,
    navigation: state.navigation,
    templates: state.templates,
    model: createSiteModel(state.config, state.navigation, routed.unique, {
      production: state.production,
      strings: state.strings,
      socialCards: socialCardInputs(state.config, state.publicFiles),
    }),
    routes: routed.routes,
    routesByFile: routed.routesByFile,
    demos: state.demos.demos,
    serverDemos: state.demos.serverDemos,
    licenseKeys: state.demos.licenseKeys,
  };
}
