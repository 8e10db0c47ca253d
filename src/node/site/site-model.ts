import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import type { SourcePage } from '../model/source-page';
import { indexNav } from '../nav/page-state';
import { createProductViews, createSiteView, type SiteModelOptions } from './site-view';
import type { LoadedTemplates } from '../theme/load-templates';
import type { InterfaceStrings } from '../model/strings';
import type { NavIndex, Navigation } from '../model/nav';
import type { SiteModel } from '../model/site-model';

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
    socialCards: options.socialCards ?? null,
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
