import type { ClientAssets } from '../bundle/bundle-client';
import type { ResolvedConfig } from '../model/config';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { mark } from '../util/timings';
import { watchTargetsFor } from './changes';
import type { InputContext, InputRead, SiteInput, SiteParts } from './input-types';
import { GIVER, INPUTS } from './inputs';
import type { DemoCounts } from './prepare-demos';
import { assembleSite, routeSite, ROUTING_PARTS, stateDiagnostics, type LoadedSite, type RoutedSite, type SiteState } from './site-state';

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
   * Keep each page's text once read (the default). A build does not: it reads a page's text again
   * where it renders the page (`withBody`), so that its memory does not grow with all of the site's text.
   */
  keepText?: boolean;
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

/** What a site has of the parts an input may leave out (it cannot be read), before it ever could. */
const NOTHING_YET: Partial<SiteParts> = {
  templates: null,
  strings: { en: {} },
  demos: { demos: { modules: [], byPage: new Map(), embeds: {} }, serverDemos: { modulePaths: {}, ownTheme: [] }, licenseKeys: null, client: null },
};

/**
 * Reads every input of a site (`site/inputs.ts`: pages, API metadata, navigation, the public
 * folder, templates, translations and demos), validating each, and makes the site: what
 * `build` renders and `dev` serves. Problems come back together, by origin. The inputs are
 * read at once and wait only for the parts they need: the templates are imported while the
 * pages are read and routed, and while esbuild compiles the demos and bundles the browser code.
 */
export async function loadSite(config: ResolvedConfig, options: LoadSiteOptions): Promise<LoadSiteResult> {
  const previous = options.previous ?? null;
  const reads = new Map<SiteInput, Promise<InputRead>>();
  const read = (input: SiteInput) => {
    let reading = reads.get(input);
    if (!reading) {
      reading = input.load(context);
      // Awaited by the inputs that need it, and below; a failure meanwhile is not an unhandled rejection.
      reading.catch(() => undefined);
      reads.set(input, reading);
    }
    return reading;
  };
  let routing: Promise<RoutedSite> | null = null;
  const context: InputContext = {
    config,
    before: previous,
    cache: { templates: options.cacheTemplates ?? options.cache, demos: options.cache },
    keepText: options.keepText ?? true,
    get: async (part) => {
      const given = (await read(GIVER.get(part)!)).gives?.[part];
      // A part its input could not give now keeps its last good version (after a config change).
      return given !== undefined ? given : ((previous?.[part] ?? NOTHING_YET[part]) as SiteParts[typeof part]);
    },
    routed: () => (routing ??= routeParts()),
  };
  const routeParts = async () => {
    const parts = await Promise.all(ROUTING_PARTS.map(async (part) => [part, await context.get(part)] as const));
    const routed = routeSite({ config, ...(Object.fromEntries(parts) as Pick<SiteParts, (typeof ROUTING_PARTS)[number]>) });
    mark('pages read and routed');
    options.onRouted?.({ pages: routed.pages, routesByFile: routed.routesByFile });
    return routed;
  };

  const [found, routed, targets] = await Promise.all([Promise.all(INPUTS.map(read)), context.routed(), options.watch ? watchTargetsFor(config) : null]);
  const parts = Object.fromEntries(await Promise.all([...GIVER.keys()].map(async (part) => [part, await context.get(part)] as const))) as SiteParts;
  const problems = new Map<string, readonly Diagnostic[]>();
  for (const [origin, list] of [...found.flatMap((each) => Object.entries(each.problems)), ...Object.entries(routed.problems)]) if (list.length) problems.set(origin, list);
  const whole = { config, production: options.production ?? true, ...parts, targets, problems };
  const state: SiteState = { ...whole, site: assembleSite(whole, routed) };
  const built = found.find((each) => each.built)?.built;
  return { state, site: state.site, diagnostics: stateDiagnostics(state), ...(built && { demos: built.counts, client: built.client }) };
}
