import type { Diagnostic } from '../diagnostics/diagnostic';
import { loadTranslations } from '../load/load-translations';
import { addApiNavigation } from '../nav/api-navigation';
import { loadNavigation } from '../nav/load-nav';
import { readPublicFiles, siteHeadTags } from '../load/public-files';
import { loadTemplates, type LoadedTemplates } from '../theme/load-templates';
import { mark } from '../util/timings';
import { watchTargetsFor } from './changes';
import { apiInput } from './input-api';
import { demosInput } from './input-demos';
import { pagesInput } from './input-pages';
import type { InputContext, InputName, InputRead, SiteInput, SiteParts } from './input-types';
import { checkEmbeds } from './site-model';
import { ROUTING_ORIGINS } from './site-state';

/** The config: it is read before the site is (`reloadSite`), and a change to it loads the whole site again. */
const configInput: SiteInput = {
  name: 'config',
  changes: ['config'],
  origins: ['config'],
  gives: [],
  load: async () => ({ problems: {} }),
};

/**
 * The templates (and the config's `components`): compiled and imported while the rest is read.
 * Every page shows them; the interface strings and the demos' island wrapper come from them.
 */
const templatesInput: SiteInput = {
  name: 'templates',
  changes: ['templates'],
  origins: ['templates'],
  gives: ['templates'],
  // Templates that do not compile now: the embeds are checked against those kept (after a config change).
  load: (context) => readTemplates(context, context.before?.templates ?? null),
  update: (context) => readTemplates(context, null),
};

async function readTemplates({ config, cache }: InputContext, kept: LoadedTemplates | null): Promise<InputRead> {
  const loaded = await loadTemplates(config.directories.templates, config.root, config.alias, { components: config.components, configFile: config.configFile }, cache.templates ? config.directories.cache : null);
  mark('templates compiled and imported');
  const checked = loaded.loaded ?? kept;
  const problems = { templates: [...loaded.diagnostics, ...(checked ? checkEmbeds(config, checked.templates) : [])] };
  if (!loaded.loaded) return { problems };
  // The browser bundle wraps islands in the templates' IslandWrapper: the demos are made again too.
  return { gives: { templates: loaded.loaded }, problems, effects: { everything: true, model: true, rereads: ['translations', 'demos'] } };
}

/** The interface strings (`translations/*.json`), over the templates' own: every page shows them. */
const translationsInput: SiteInput = {
  name: 'translations',
  changes: ['translations'],
  origins: ['translations'],
  gives: ['strings'],
  async load(context) {
    // Without templates there is no site to show them: the strings are read once they compile.
    const templates = await context.get('templates');
    return templates ? readTranslations(context, templates) : { problems: {} };
  },
  update: async (context) => readTranslations(context, await context.get('templates')),
};

async function readTranslations({ config }: InputContext, templates: LoadedTemplates | null): Promise<InputRead> {
  const loaded = await loadTranslations(config, templates?.templates.strings ?? {});
  return { gives: { strings: loaded.strings }, problems: { translations: loaded.diagnostics }, effects: { everything: true, model: true } };
}

/** Whether two navigation trees would render the same. */
const sameTree = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The navigation files, with the products' API sections added from the API pages. */
const navigationInput: SiteInput = {
  name: 'navigation',
  changes: ['navigation'],
  origins: ['navigation', 'api-navigation'],
  gives: ['fileNavigation', 'navigation'],

  async load({ config, get }) {
    const [files, apiPages] = await Promise.all([loadNavigation(config), get('apiPages')]);
    const merged = await addApiNavigation(config, files.navigation, apiPages);
    return { gives: { fileNavigation: files.navigation, navigation: merged.navigation }, problems: { navigation: files.diagnostics, 'api-navigation': merged.diagnostics } };
  },

  async update({ config, before, get }, changed) {
    const state = before!;
    const apiPages = await get('apiPages');
    const files = changed.has('navigation') ? await loadNavigation(config) : null;
    const problems: Record<string, readonly Diagnostic[]> = files ? { navigation: files.diagnostics } : {};
    // A broken navigation file keeps the last good navigation in use.
    const broken = Boolean(files?.diagnostics.some((d) => d.severity === 'error'));
    if (broken && apiPages === state.apiPages) return { problems };
    const fileNavigation = files && !broken ? files.navigation : state.fileNavigation;
    const merged = await addApiNavigation(config, fileNavigation, apiPages);
    const products = new Set([...Object.keys(state.navigation.trees), ...Object.keys(merged.navigation.trees)]);
    // A TypeScript navigation file may import other files now.
    const targets = files && !broken && state.targets ? { targets: { ...state.targets, navigationFiles: (await watchTargetsFor(config)).navigationFiles } } : {};
    return {
      gives: { fileNavigation, navigation: merged.navigation, ...targets },
      problems: { ...problems, 'api-navigation': merged.diagnostics },
      effects: {
        model: true,
        products: [...products].filter((id) => !sameTree(state.navigation.trees[id], merged.navigation.trees[id])),
        everything: !sameTree(state.navigation.sideNavLinks, merged.navigation.sideNavLinks),
      },
    };
  },
};

/** The public folder, copied as it is: the site's head links some of its files (the favicon). */
const publicInput: SiteInput = {
  name: 'public',
  changes: ['public'],
  origins: ['public'],
  gives: ['publicFiles'],
  async load({ config, before }) {
    const read = await readPublicFiles(config);
    const publicFiles = new Set(read.files);
    // Open pages reload: a page may show any public file.
    const everything = before !== null && siteHeadTags(publicFiles) !== siteHeadTags(before.publicFiles);
    return { gives: { publicFiles }, problems: { public: read.diagnostics }, effects: { model: true, reloadAll: true, everything } };
  },
};

/**
 * Every input of a site, in the order a change is applied: an input asks only later ones to
 * read again (`Effects.rereads`). `loadSite` starts them all at once, the templates first
 * (the longest); they wait for each other's parts.
 */
export const INPUTS: readonly SiteInput[] = [configInput, templatesInput, translationsInput, pagesInput, apiInput, navigationInput, publicInput, demosInput];

/** The part of the state each input gives. */
export const GIVER = new Map<keyof SiteParts, SiteInput>(INPUTS.flatMap((input) => input.gives.map((part) => [part, input] as const)));

/** The input whose problems an origin holds, `routing` for those routing finds, null for none. */
export function originOwner(origin: string): InputName | 'routing' | null {
  if ((ROUTING_ORIGINS as readonly string[]).includes(origin)) return 'routing';
  const input = INPUTS.find((each) => each.origins.some((own) => (own.endsWith(':') ? origin.startsWith(own) : origin === own)));
  return input?.name ?? null;
}
