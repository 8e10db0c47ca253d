import type { ClientAssets } from '../bundle/bundle-client';
import type { ResolvedConfig } from '../model/config';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { SourcePage } from '../model/source-page';
import type { ChangeKind } from './changes';
import type { DemoCounts } from './prepare-demos';
import type { RoutedSite, SiteState } from './site-state';

/** What the inputs of a site give its state: each part is given by one input (`gives`). */
export type SiteParts = Pick<SiteState, 'sources' | 'unread' | 'apiPages' | 'fileNavigation' | 'navigation' | 'templates' | 'strings' | 'publicFiles' | 'demos'>;

/** The inputs of a site, by name: `site/inputs.ts` has one entry for each. */
export type InputName = 'config' | 'templates' | 'translations' | 'pages' | 'api' | 'navigation' | 'public' | 'demos';

/**
 * One input of a site (the pages, the navigation, the templates...): the files it is, how it is
 * read, the problems it owns and what it gives the state. `loadSite` reads every input;
 * `updateSite` those whose files changed, and those an earlier one asks to read again.
 */
export interface SiteInput {
  name: InputName;
  /** Its files, as `classifyChange` names them: every kind but `other` is one input's. */
  changes: readonly ChangeKind[];
  /** Where its problems are kept in `SiteState.problems`; one that ends in `:` is followed by a file's path. */
  origins: readonly string[];
  /** The parts of the state it gives. */
  gives: readonly (keyof SiteParts)[];
  /** Reads it whole (`loadSite`): the other parts it reads come through `context.get`. */
  load(context: InputContext): Promise<InputRead>;
  /**
   * Reads again what changed (`updateSite`): `changed` holds its files that changed, by kind
   * (none when an earlier input asked, `Effects.rereads`). A file that is broken now keeps the
   * last good version of what it gives. Left out: `load`.
   */
  update?(context: InputContext, changed: ReadonlyMap<ChangeKind, ReadonlySet<string>>): Promise<InputRead>;
}

/** What an input is read with. */
export interface InputContext {
  config: ResolvedConfig;
  /** The state before: the site being updated, the site loaded before a config change, or null (a build). */
  before: SiteState | null;
  /** A part of the state as it is now, once the input that gives it is read. */
  get<K extends keyof SiteParts>(part: K): Promise<SiteParts[K]>;
  /** The site's pages routed from the parts as they are now. */
  routed(): Promise<RoutedSite>;
  /** Keep compiled templates (and demos) in the config's cache folder. */
  cache: { templates: boolean; demos: boolean };
  /** Keep each page's text once it is read (`dev`); a build reads it again where it renders the page. */
  keepText: boolean;
}

/** What reading an input found. */
export interface InputRead {
  /** What it gives now; a part left out keeps its last good version (a file is broken). */
  gives?: Partial<SiteParts>;
  /** Its problems by origin, each replacing the origin's earlier ones (an empty list: fixed). */
  problems: Readonly<Record<string, readonly Diagnostic[]>>;
  /** What the change did to the pages (`updateSite`). */
  effects?: Effects;
  /** The demos' counts and the browser code as just made, for a build (the demos). */
  built?: { counts: DemoCounts; client: ClientAssets | null };
}

/** What a change to an input does to the site's pages; `updateSite` joins them into its `Affected`. */
export interface Effects {
  /** Every page shows what changed (templates, interface strings, side-nav links, the site's head). */
  everything?: boolean;
  /** Open pages must all reload (a public file changed). */
  reloadAll?: boolean;
  /** Pages whose own output changed, by URL as routed before the change. */
  urls?: Iterable<string>;
  /** Products whose pages all changed. */
  products?: Iterable<string>;
  /** Output files worth rendering at once. */
  eager?: Iterable<string>;
  /** The routes or the model change: the site is routed and made again (else only `replaced` pages change). */
  model?: boolean;
  /** Later inputs that read what this one gives: read again after it. */
  rereads?: readonly InputName[];
  /** Content files whose pages moved: their routes after the change are affected too, with their products. */
  moved?: Iterable<string>;
  /** Content files whose pages render at once, in their own language. */
  eagerPages?: Iterable<string>;
  /** Pages whose text changed and whose route did not, by content path. */
  replaced?: ReadonlyMap<string, SourcePage>;
  /** Change kinds that turned out to be no change (a page file that reads as it did). */
  unchanged?: readonly ChangeKind[];
}
