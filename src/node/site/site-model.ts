import path from 'node:path';
import type { ResolvedConfig } from '../model/config';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import type { SourcePage } from '../model/source-page';
import { indexNav } from '../nav/page-state';
import { createProductViews, createSiteView, type SiteModelOptions } from './site-view';
import { htmlToText } from '../util/html-text';
import { trimEnd } from '../util/trim';
import { ownText } from '../load/check-page-meta';
import { DEFAULT_LANGUAGE } from '../routing/paths';
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
    englishCardText: config.languages.length > 1 && config.ogImages ? englishCardText(pages) : {},
  };
}

/**
 * The English title and description of each page (see `SiteModel.englishCardText`): its
 * translations and its fallback pages (whose generated texts, an API page's, are translated) use them.
 */
function englishCardText(pages: readonly SourcePage[]): Record<string, { title: string; description: string | null }> {
  const text: Record<string, { title: string; description: string | null }> = {};
  for (const page of pages) {
    if (page.language !== DEFAULT_LANGUAGE) continue;
    const title = ownText(page.frontmatter.title) ?? rawHeading(page.body);
    if (title) text[page.pathname] = { title, description: ownText(page.frontmatter.description) ?? rawDescription(page.body) };
  }
  return text;
}

/*
 * A page's title and description for the cards of its translations, read from its raw markdown
 * when its frontmatter has none, before any page is compiled: a translated page's HTML names
 * its English page's card, and is rendered in another thread than that page, at the same time.
 * Its own twin and card read them from its compiled tree (`remark-twin`, `rehype-page-heading`).
 */

/** Characters of a heading or description read, at most: past this a "title" is not one. */
const MAX_HEADING_READ = 1000;

/** The text of the body's first `# ` line (its closing `#`s and blanks cut, a link's label for the link), in linear time. */
export function rawHeading(body: string): string | null {
  const start = /^#[ \t]+/m.exec(body);
  if (!start) return null;
  const from = start.index + start[0].length;
  const newline = body.indexOf('\n', from);
  const line = trimEnd(body.slice(from, Math.min(newline === -1 ? body.length : newline, from + MAX_HEADING_READ)), ' \t#');
  return line ? htmlToText(line.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')) || null : null;
}

/** The text inside the body's first `<p class="description">`, in linear time. */
export function rawDescription(body: string): string | null {
  const start = /<p\s+class="description">/.exec(body);
  if (!start) return null;
  const from = start.index + start[0].length;
  const end = body.indexOf('</p>', from);
  return end === -1 ? null : htmlToText(body.slice(from, Math.min(end, from + MAX_HEADING_READ)));
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
