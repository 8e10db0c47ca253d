import type { DemoFailure } from './demo-failure';

/**
 * The data the markdown stage works with, beyond the page's text. Everything here is plain,
 * serialisable data: a page can be compiled in another thread from its source and this.
 */

/** A live demo found beside a page: `Name.tsx` and/or `Name.js`. */
export interface DemoEntry {
  /** Build-wide id of the demo module (its path in the content folder, without extension). */
  id: string;
  /** The demo's name: the file name without extension, e.g. `BasicButtons`. */
  name: string;
  /** The TypeScript source, when `Name.tsx` exists. */
  tsSource: string | null;
  /** The JavaScript source: `Name.js`, or made from `Name.tsx` at build time. */
  jsSource: string;
  /** True when the JavaScript source was made from the TypeScript one. */
  jsGenerated: boolean;
  /**
   * Upstream's preview snippets (`Name.tsx.preview`, `Name.js.preview`): a few lines shown
   * instead of the whole source until the reader opens it. The JS one is the TS one when only
   * that exists (a preview is JSX, the same in both).
   */
  tsPreview?: string | null;
  jsPreview?: string | null;
  /** Why the demo cannot be shown, when it cannot: the page reports it at the embed's line. */
  failure?: DemoFailure | null;
  /**
   * Whether what it shows changes once it comes to life in a browser (null: not known): such a
   * demo comes to life as soon as it is in view, unless its `hydrate` option says otherwise.
   */
  changesOnMount?: boolean | null;
  /**
   * The URL of the demo's runnable project (`/assets/sandbox/<Name>-<hash>.json`), which its
   * "Open in StackBlitz" and "Open in CodeSandbox" buttons send; null or absent: no buttons.
   */
  sandbox?: string | null;
  /**
   * A demo written once per styling solution (upstream's `{{"demo": "UnstyledBadge"}}`: a folder
   * `UnstyledBadge/{css,tailwind,system}/index.tsx`): each styling's own demo, in `DEMO_STYLINGS`
   * order. The entry itself is the first of them.
   */
  stylings?: Record<string, DemoEntry>;
}

/** The styling solutions a demo folder may hold, in the order a reader meets them (the first is the default). */
export const DEMO_STYLINGS = ['css', 'tailwind', 'system'] as const;

/** What the dialect needs to know about the page and the site to compile one page. */
/** A site file registered as a `{{"component": ...}}` embed: its module id and why it cannot be shown, if so. */
export interface EmbedModuleEntry {
  id: string;
  failure: DemoFailure | null;
  /** See `DemoEntry.changesOnMount`. */
  changesOnMount?: boolean | null;
}

export interface MarkdownContext {
  /** The page's language: internal links of a non-English page get its prefix. */
  language: string;
  /** The page's file, relative to the content folder, to resolve relative `.md` links. */
  contentPath: string;
  /** Route of every content file, keyed by its path in the content folder. */
  routesByFile: Readonly<Record<string, string>>;
  /** Demos beside the page, keyed by name (`BasicButtons`). */
  demos: Readonly<Record<string, DemoEntry>>;
  /** What a demo that cannot be shown is: an error of the page, or a warning and a placeholder. */
  demoChecks: 'error' | 'warn';
  /** The `{{"component": ...}}` keys registered in the config to a component of the templates. */
  embeds: readonly string[];
  /** Those registered to a file of the site: the module that renders each (an island). */
  embedFiles: Readonly<Record<string, { id: string; failure: DemoFailure | null; changesOnMount?: boolean | null }>>;
  /** The "API" section to append, from the `components` and `hooks` frontmatter; null on a page with API tabs. */
  api: ApiSection | null;
  /** The page shows the tabs Demos / Component API / Hook API (`docs-page-tabs`): its product's `api.tabs`. */
  pageTabs: boolean;
  /** Paths another site serves (the config's `elsewhere`): links there become absolute links to it. */
  elsewhere: readonly { path: string; origin: string; exact: boolean }[];
  /** The content folder in the repository's web view (`https://github.com/o/r/blob/master/docs/content/`): demos link their files there. */
  sourceBase: string | null;
  /** What the page's markdown twin needs beyond the above; null: the compile makes no twin. */
  twin: TwinContext | null;
}

/** What a page's markdown twin (`<page>.md`) is made with, besides the page's markdown context. */
export interface TwinContext {
  /** The site's origin (`https://mui.com`): site paths in the twin are made absolute on it. */
  host: string;
  /** The URL of the page in the language its text is written in (`/zh/a`), and that language's prefix (`/zh` or ''). */
  url: string;
  languagePrefix: string;
  /** The page's frontmatter: its title and description when its body has none, the component header's links. */
  frontmatter: Record<string, unknown>;
}

/**
 * A page's markdown as its twin shows it, read from the compiled tree (`remark-twin`): its
 * title and description (the `# ` heading and the description paragraph, else the
 * frontmatter's) and its body without them, each construct as its plugin says it reads.
 */
export interface MarkdownTwin {
  title: string | null;
  description: string | null;
  body: string;
}

export interface ApiSection {
  components: string[];
  hooks: string[];
  /** Where the product's API pages live, e.g. `/joy-ui/api`. */
  basePath: string;
  /** Line of the `components` (or `hooks`) frontmatter key in the file: the generated links point there. */
  line: number | null;
}

/** An entry of a page's table of contents: an h2 with its h3 children. */
export interface TocItem {
  /** The heading's id, the target of `#id` links. */
  id: string;
  text: string;
  /** The plan the heading's badge names (`<span class="plan-pro"></span>`), shown beside the text. */
  plan?: 'pro' | 'premium';
  children: TocItem[];
}

/** An internal link of a page, kept for the link check. */
/** A file a page shows by its absolute path on the site (an image's `src`), with its place. */
export interface AssetRef {
  /** The path, without query or fragment: `/static/logo.png`. */
  path: string;
  line: number | null;
  column: number | null;
}

export interface InternalLink {
  /**
   * The route the link leads to, without language prefix or hash; null for a link within
   * the page (`#id`) or a relative link to something other than a page file.
   */
  pathname: string | null;
  /** The `#fragment`, without `#`, or null. */
  hash: string | null;
  /** As written in the markdown. */
  href: string;
  /** As written to the page: what a browser, and the link check, resolve. */
  target: string;
  /** 1-based line in the body. */
  line: number | null;
  column: number | null;
}

/** A context with nothing in it: plain CommonMark and GFM plus the dialect's syntax. */
export const EMPTY_CONTEXT: MarkdownContext = {
  language: 'en',
  contentPath: '',
  routesByFile: {},
  demos: {},
  demoChecks: 'error',
  embeds: [],
  embedFiles: {},
  api: null,
  pageTabs: false,
  elsewhere: [],
  sourceBase: null,
  twin: null,
};

/**
 * Upstream's marker for the tabs of a page with API tabs,
 * `{{"component": "modules/components/ComponentPageTabs.js"}}`: they go there.
 */
export const PAGE_TABS_COMPONENT = /(?:^|\/)ComponentPageTabs(?:\.[jt]sx?)?$/;
