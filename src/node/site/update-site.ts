import path from 'node:path';
import { loadConfig } from '../config/load';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { classifyChange, watchTargetsFor, type ChangeKind, type FileChange } from './changes';
import { unsetDroppedLicenseKeys } from './input-demos';
import { routesByContentPath, withReplacedPages } from './input-pages';
import type { Effects, InputContext, InputName } from './input-types';
import { INPUTS } from './inputs';
import { loadSite } from './load-site';
import { assembleSite, routeSite, ROUTING_PARTS, withProblems, type RoutedSite, type SiteState } from './site-state';

/** What a change did to the site: which pages show something new, and what must be done again. */
export interface Affected {
  /** What the changed files were (a page file that reads as it did is no change). */
  kinds: ChangeKind[];
  /** The config changed: everything was loaded again. */
  reloaded: boolean;
  /** Every page shows something that changed (templates, interface strings, side-nav links, site head). */
  everything: boolean;
  /** Open pages must all reload (a public file changed). */
  reloadAll: boolean;
  /** Pages whose own output changed, by URL (as routed before the change, and after). */
  urls: Set<string>;
  /** Products whose pages all changed (their navigation did). */
  products: Set<string>;
  /** Output files of the changed pages, in their own language: worth rendering at once. */
  eager: string[];
  /** The site's routes, navigation or model changed: what was rendered with the old one is not reused. */
  modelChanged: boolean;
  /** The demos were prepared again: their server components are imported again. */
  demosChanged: boolean;
}

/**
 * Reads the config and loads the whole site again, as `dev` does at start and when the config
 * changes. A config that cannot be read keeps the previous site in use, with its problems.
 */
export async function reloadSite(configFile: string, previous: SiteState | null): Promise<{ state: SiteState | null; configProblems: Diagnostic[] }> {
  const loaded = await loadConfig(configFile, path.dirname(configFile));
  if (!loaded.config) {
    return { state: previous && { ...previous, problems: withProblems(previous.problems, { config: loaded.diagnostics }) }, configProblems: loaded.diagnostics };
  }
  const { state } = await loadSite(loaded.config, { cache: true, cacheTemplates: false, production: false, watch: true, previous });
  if (previous) await unsetDroppedLicenseKeys(previous.demos, state.demos.licenseKeys);
  // Reading the config may warn (routes `nextPages` cannot give): kept with the site's problems.
  return { state: { ...state, problems: withProblems(state.problems, { config: loaded.diagnostics }) }, configProblems: [] };
}

/**
 * Brings a site up to date with changed files: reads again the inputs they are
 * (`site/inputs.ts`), and those that read what those give, routes and makes the site again
 * when its routes or model change, and says which pages that changes. A file that is broken
 * keeps the last good version of what it gives in use, and its problem is kept until it is
 * fixed. Once no file is broken, the site is the one `loadSite` makes of the same files.
 */
export async function updateSite(before: SiteState, changes: readonly FileChange[]): Promise<{ state: SiteState; affected: Affected }> {
  const targets = before.targets ?? (await watchTargetsFor(before.config));
  const byKind = new Map<ChangeKind, Set<string>>();
  for (const change of changes) {
    const kind = classifyChange(change.path, targets, change.event === 'addDir' || change.event === 'unlinkDir');
    byKind.set(kind, (byKind.get(kind) ?? new Set()).add(change.path));
  }
  if (byKind.has('config')) {
    const reloaded = await reloadSite(before.config.configFile, before);
    const loaded = reloaded.configProblems.length === 0;
    const everything = { reloaded: loaded, everything: loaded, reloadAll: loaded, modelChanged: loaded, demosChanged: loaded };
    return { state: reloaded.state ?? before, affected: { kinds: ['config'], urls: new Set(), products: new Set(), eager: [], ...everything } };
  }

  const start: SiteState = { ...before, targets };
  let state = start;
  let routing: { from: SiteState; routed: RoutedSite } | null = null;
  /** The pages routed from the parts as they are now (once for each state of those parts). */
  const routed = () => {
    if (!routing || ROUTING_PARTS.some((part) => routing!.from[part] !== state[part])) routing = { from: state, routed: routeSite(state) };
    return routing.routed;
  };
  const context: InputContext = { config: start.config, before: start, get: async (part) => state[part], routed: async () => routed(), cache: { templates: false, demos: true }, keepText: true };
  const asked = new Set<InputName>();
  const effects = new Map<InputName, Effects>();
  for (const [index, input] of INPUTS.entries()) {
    const changed = new Map([...byKind].filter(([kind]) => input.changes.includes(kind)));
    if (changed.size === 0 && !asked.has(input.name)) continue;
    const read = input.update ? await input.update(context, changed) : await input.load(context);
    state = { ...state, ...read.gives, problems: withProblems(state.problems, read.problems) };
    effects.set(input.name, read.effects ?? {});
    for (const name of read.effects?.rereads ?? []) {
      // One pass applies a change: an input asks only later ones to read again.
      if (INPUTS.findIndex((each) => each.name === name) <= index) throw new Error(`updateSite: ${input.name} asks ${name}, which comes before it in INPUTS, to read again`);
      asked.add(name);
    }
  }

  const modelChanged = [...effects.values()].some((each) => each.model);
  const replaced = new Map([...effects.values()].flatMap((each) => [...(each.replaced ?? [])]));
  if (modelChanged) {
    // The same routing as a build's: every page, in every language, with its route.
    const now = routed();
    state = { ...state, problems: withProblems(state.problems, now.problems), site: assembleSite(state, now) };
  } else if (replaced.size > 0 && state.site) {
    // Only the text of pages changed: the site stays, with those pages replaced.
    state = { ...state, site: withReplacedPages(state.site, replaced) };
  }
  return { state, affected: affectedBy([...byKind.keys()], effects, state) };
}

/** The effects of the inputs read again, joined, with the routes of pages as they are now (those that moved, those to render at once). */
function affectedBy(kinds: readonly ChangeKind[], effects: ReadonlyMap<InputName, Effects>, state: SiteState): Affected {
  const all = [...effects.values()];
  const each = <T>(pick: (effect: Effects) => Iterable<T> | undefined): T[] => all.flatMap((effect) => [...(pick(effect) ?? [])]);
  const routesOf = routesByContentPath(state.site?.pages ?? []);
  const moved = each((effect) => effect.moved).flatMap((contentPath) => routesOf(contentPath));
  const eagerPages = each((effect) => effect.eagerPages).flatMap((contentPath) => routesOf(contentPath).filter((route) => !route.fallback));
  const unchanged = new Set(each((effect) => effect.unchanged));
  return {
    kinds: kinds.filter((kind) => kind !== 'other' && !unchanged.has(kind)).sort(),
    reloaded: false,
    everything: all.some((effect) => effect.everything),
    reloadAll: all.some((effect) => effect.reloadAll),
    urls: new Set([...each((effect) => effect.urls), ...moved.map((route) => route.url)]),
    products: new Set([...each((effect) => effect.products), ...moved.map((route) => route.productId)]),
    eager: [...new Set([...eagerPages.map((route) => route.outputFile), ...each((effect) => effect.eager)])],
    modelChanged: all.some((effect) => effect.model),
    demosChanged: effects.has('demos'),
  };
}
