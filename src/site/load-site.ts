import type { ResolvedConfig } from '../config/types';
import { loadPages, type SourcePage } from '../content/load-pages';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { checkNavCoverage } from '../nav/check-coverage';
import { loadNavigation, type Navigation } from '../nav/load-nav';
import { indexNav, type NavIndex } from '../nav/page-state';
import { localisedPath } from '../routing/paths';
import { createProductViews, createSiteView, type SiteModel } from '../render/create-view';
import type { Alternate } from '../render/document';
import { loadTemplates, type LoadedTemplates } from '../render/load-templates';

/**
 * Everything read from disk for one build, before any page is rendered. `build` renders all
 * of it; `dev` keeps it in memory and replaces the parts whose files change.
 */
export interface LoadedSite {
  config: ResolvedConfig;
  pages: SourcePage[];
  navigation: Navigation;
  templates: LoadedTemplates;
  model: SiteModel;
  /** The languages each route exists in, for `hreflang` links. */
  alternates: Map<string, Alternate[]>;
}

/** The site-wide view-model: computed once per build (or per navigation change in dev). */
export function createSiteModel(config: ResolvedConfig, navigation: Navigation, pages: readonly SourcePage[]): SiteModel {
  const routes = new Set(pages.map((p) => p.pathname));
  const navIndexes: Record<string, NavIndex> = {};
  for (const [productId, tree] of Object.entries(navigation.trees)) {
    navIndexes[productId] = indexNav(tree, (pathname) => routes.has(pathname));
  }
  return {
    site: createSiteView(config),
    products: createProductViews(config),
    navigation,
    navIndexes,
    repository: config.repository,
    languageCodes: config.languages.map((l) => l.code),
  };
}

export function alternatesByRoute(pages: readonly SourcePage[], host: string): Map<string, Alternate[]> {
  const map = new Map<string, Alternate[]>();
  for (const page of pages) {
    const list = map.get(page.pathname) ?? [];
    list.push({ language: page.language, href: `${host}${localisedPath(page.pathname, page.language)}` });
    map.set(page.pathname, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.language.localeCompare(b.language));
  return map;
}

/** Reads pages, navigation and templates, validating each; problems come back together. */
export async function loadSite(config: ResolvedConfig): Promise<{ site: LoadedSite | null; diagnostics: Diagnostic[] }> {
  const [content, nav, templates] = await Promise.all([
    loadPages(config),
    loadNavigation(config),
    loadTemplates(config.directories.templates, config.root),
  ]);
  const diagnostics: Diagnostic[] = [...content.diagnostics, ...nav.diagnostics, ...templates.diagnostics];
  diagnostics.push(...checkNavCoverage(Object.values(nav.navigation.trees), content.pages));
  if (!templates.loaded) return { site: null, diagnostics };
  return {
    site: {
      config,
      pages: content.pages,
      navigation: nav.navigation,
      templates: templates.loaded,
      model: createSiteModel(config, nav.navigation, content.pages),
      alternates: alternatesByRoute(content.pages, config.host),
    },
    diagnostics,
  };
}
