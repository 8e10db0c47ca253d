import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ResolvedConfig } from '../model/config';
import type { PageRecord } from '../model/page-record';
import type { IslandAssets } from '../model/output-files';
import { packageVersion } from '../util/package-root';
import { dependenciesFingerprint } from '../util/dependencies';
import { byCodeUnits } from '../util/code-units';
import type { SiteModel } from '../model/site-model';
import type { PageSite, RoutedPage } from '../model/page-site';

const hashOf = (...parts: unknown[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : JSON.stringify(part) ?? 'undefined').update('\0');
  return hash.digest('hex');
};

/** What every page of a build is rendered with: when any of it changes, no page is reused. */
export interface SiteRenderInputs {
  /** Hash of the compiled render code (the worker module): the engine itself. */
  engine: string;
  dependencies: string;
  /** Hash of the compiled templates. */
  templates: string;
  config: ResolvedConfig;
  /** The site-wide view-model; its navigation is accounted for product by product. */
  model: SiteModel;
  /** The renderer's options, as the render threads get them (`RendererSetup`): hashed whole, but for the islands' assets, which count page by page. */
  renderer: { islandAssets: IslandAssets | null };
}

/**
 * The part of every page's key that is the same for the whole build. The config counts except
 * for what is accounted for page by page (`routes` decide pages' routes, which are in their
 * own keys and lookups) or that no page shows (redirects, link checks, the CSP).
 */
export function siteRenderKey(inputs: SiteRenderInputs): string {
  // `checks.demos` is shown: a demo that fails is an error or a placeholder on its pages.
  const { routes: _routes, redirects: _redirects, checks, contentSecurityPolicy: _csp, ...rest } = inputs.config;
  const config = { ...rest, demoChecks: checks.demos };
  const { navigation: _navigation, navIndexes: _navIndexes, ...model } = inputs.model;
  const { islandAssets, ...renderer } = inputs.renderer;
  return hashOf(
    'docs-site-page',
    packageVersion(),
    // React and MUI render differently in their development and production builds.
    process.env.NODE_ENV ?? '',
    inputs.engine,
    inputs.dependencies,
    inputs.templates,
    config,
    model,
    renderer,
    // Each page's own demo chunks are in its key; the shared runtime is here.
    islandAssets?.islandRuntime ?? null,
  );
}

/**
 * What a product's pages show of the navigation: its tree, the site-wide links, and which of
 * the tree's entries lead to a page (previous / next skip the others). Adding a page to one
 * product changes nothing for the pages of another.
 */
export function navigationKeys(site: Pick<PageSite, 'model'>, routes: ReadonlySet<string>): Map<string, string> {
  const keys = new Map<string, string>();
  const { navigation } = site.model;
  for (const [productId, tree] of Object.entries(navigation.trees)) {
    const existing: string[] = [];
    const visit = (items: typeof tree.items) => {
      for (const item of items) {
        if (routes.has(item.pathname)) existing.push(item.pathname);
        visit(item.children);
      }
    };
    visit(tree.items);
    keys.set(productId, hashOf(tree, navigation.sideNavLinks, existing));
  }
  // Pages of no product with a tree.
  keys.set('', hashOf(null, navigation.sideNavLinks));
  return keys;
}

/**
 * A page's cache key: the build-wide part, the page's file, its demos (their sources, their
 * compiled server module and their browser chunks), its product's navigation, the languages
 * it exists in, and the other pages its output reads (`reads`: their hashes): the API pages of
 * the components it lists, whose props its markdown twin shows, and a translation's English
 * page, whose text its share card may show. The routes its links resolved to are checked separately, against
 * the record (`routeLookupsHold`), since which files a page links to is known only once it
 * has been compiled.
 */
export function pageKey(
  siteKey: string,
  site: Pick<PageSite, 'demos'> & { navigationKeys: ReadonlyMap<string, string>; demoModules: Readonly<Record<string, string>>; islandAssets: IslandAssets | null },
  page: RoutedPage,
  reads: readonly string[] = [],
): string {
  const demos = Object.values(site.demos.byPage.get(page.file) ?? {})
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((demo) => [demo, site.demoModules[demo.id] ?? null, site.islandAssets?.demos[demo.id] ?? null]);
  return hashOf(
    siteKey,
    page.file,
    page.contentPath,
    page.hash,
    demos,
    site.navigationKeys.get(page.route.productId) ?? site.navigationKeys.get('') ?? null,
    // Its URL, language, fallback state, canonical URL and the languages it exists in.
    page.route,
    reads,
  );
}

/** Whether each route lookup a cached page made still gives the same answer. */
export function routeLookupsHold(record: Pick<PageRecord, 'routeLookups'>, routesByFile: Readonly<Record<string, string>>): boolean {
  return record.routeLookups.every(([file, route]) => (Object.hasOwn(routesByFile, file) ? routesByFile[file]! : null) === route);
}

/** Hash of a file's bytes, for the demos' compiled modules. */
export function fileHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** The page cache keys of a build: the build-wide part computed once, then one per page. */
export interface BuildKeys {
  /** The key of the page at this index of the site's pages. */
  page(index: number): string;
  /** Hash of every input of the build: equal for every shard of one build, which `merge` checks. */
  build: string;
}

/** What the keys of a build are made of: the loaded site (`LoadedSite` is one), as far as it shows in pages. */
export type KeyedSite = Pick<PageSite, 'config' | 'model' | 'routesByFile' | 'demos'> & {
  pages: readonly RoutedPage[];
  routes: ReadonlySet<string>;
  templates: { hash: string };
  serverDemos: { modulePaths: Readonly<Record<string, string>> };
};

export function buildKeys(
  site: KeyedSite,
  inputs: { engine: string; renderer: SiteRenderInputs['renderer']; reads?: (page: RoutedPage) => readonly string[] },
): BuildKeys {
  const siteKey = siteRenderKey({
    engine: inputs.engine,
    // docs-site's packages, and the site's own, which its demos and templates import.
    dependencies: hashOf(dependenciesFingerprint(), dependenciesFingerprint(site.config.root)),
    templates: site.templates.hash,
    config: site.config,
    model: site.model,
    renderer: inputs.renderer,
  });
  const demoModules = Object.fromEntries(Object.entries(site.serverDemos.modulePaths).map(([id, file]) => [id, fileHash(file)]));
  const context = { demos: site.demos, navigationKeys: navigationKeys(site, site.routes), demoModules, islandAssets: inputs.renderer.islandAssets };
  // Computed before any page's source text is released.
  const keys = site.pages.map((source) => pageKey(siteKey, context, source, inputs.reads?.(source) ?? []));
  const build = hashOf(siteKey, keys, Object.entries(site.routesByFile).sort(([a], [b]) => byCodeUnits(a, b)));
  return { page: (index) => keys[index]!, build };
}
