/**
 * The shape of `docs-site.config.ts`, as its author writes it. Every field is documented here
 * with an example so that the editor's hover is the reference; `schema.ts` validates it and
 * fills the defaults, giving a `ResolvedConfig`.
 */

/** One entry of a product's version menu. */
export interface VersionLink {
  /**
   * The label shown in the version menu.
   * @example text: 'v7.2.0'
   */
  text: string;
  /**
   * Where the entry leads; absent for the version being read.
   * @default none: the entry is the version being read
   * @example href: 'https://v6.mui.com/material-ui/'
   */
  href?: string;
  /**
   * Marks the version these docs describe; the menu button shows it.
   * @default false
   * @example current: true
   */
  current?: boolean;
}

/** A library documented by the site. Pages find their product from their path. */
export interface ProductConfig {
  /**
   * The product id that path detection yields (`material-ui`, `joy-ui`, `system`, `x-data-grid`,
   * `docs-infra`, `docs`...), or that a page names in its `productId` frontmatter.
   * @example id: 'joy-ui'
   */
  id: string;
  /**
   * Display name, used in the app bar, the product switcher and page titles (`<page> - <name>`).
   * @example name: 'Joy UI'
   */
  name: string;
  /**
   * Product category id sent with page views; defaults to the one path detection yields.
   * @default the category path detection yields
   * @example category: 'core'
   */
  category?: string;
  /**
   * URL of the product's logo image, usually a file of `public/`.
   * @default none
   * @example logo: '/static/logos/joy-ui.svg'
   */
  logo?: string;
  /**
   * What the product is, in a sentence: the bundled theme's home page shows it under the
   * product's name (`layout: home`).
   * @default none
   * @example description: 'A design system of its own, built for customization from the first line.'
   */
  description?: string;
  /**
   * The version menu, in order. The entry with `current: true` (else the first) is shown on the button.
   * @default []
   * @example versions: [{ text: 'v5.0.0-beta.49', current: true }, { text: 'View all versions', href: '/versions/' }]
   */
  versions?: VersionLink[];
  /**
   * The product's navigation tree: a JSON or TypeScript file (default export) of navigation
   * entries, relative to the config file.
   * @default none: the product has no navigation tree
   * @example navigation: 'nav/joy-ui.json'
   */
  navigation?: string;
  /**
   * The path the product switcher links to.
   * @default none
   * @example home: '/joy-ui/getting-started'
   */
  home?: string;
  /**
   * Where the product's API pages live: a page listing `components: Button` in its
   * frontmatter gets an "API" section linking `<apiPath>/button`. Defaults to `/<id>/api`.
   * @default `/<id>/api`
   * @example apiPath: '/x/api/data-grid'
   */
  apiPath?: string;
  /**
   * The product's API reference, generated from component metadata in the JSON format of
   * upstream's API builder (or of `docs-site api`): one page per component at
   * `<apiPath>/<kebab-name>`, rendered by the templates' `api` layout.
   * @default none: no API pages
   * @example api: { pages: 'api/joy-ui', descriptions: 'api-descriptions/joy-ui' }
   */
  api?: ApiConfig;
}

/** Where a product's API metadata lives (paths relative to the config file). */
export interface ApiConfig {
  /**
   * A folder of `<kebab-name>.json` files, one per component: props, slots, classes, demos.
   * @example pages: 'api/joy-ui'
   */
  pages: string;
  /**
   * A folder of `<kebab-name>.json` files with the English descriptions of each component,
   * its props, slots and classes (HTML), kept apart as upstream keeps them; or several folders
   * (upstream keeps Base UI's hooks' descriptions apart from its components'), a component's
   * file taken from the first that has one.
   * @default none
   * @example descriptions: ['api-docs/base', 'api-docs/hooks']
   */
  descriptions?: string | string[];
  /**
   * The API pages' navigation entries, in upstream's `pagesApi` format (a JSON array, or a
   * JS/TS module whose default export or `module.exports` is one: code, reviewed as code).
   * Without it every generated page is listed, by name. Used only when the product's
   * navigation tree has no entry under `apiPath` yet: a tree that lists them wins.
   * @default every generated page, by name
   * @example navigation: 'api/joy-ui/pagesApi.js'
   */
  navigation?: string;
  /**
   * The guides the props table links to: `sx` for the `sx` prop, `slots` for `slots` and
   * `slotProps`; `false` for no link. Defaults: `/system/getting-started/the-sx-prop` and
   * `/<id>/customization/overriding-component-structure`.
   * @default {}
   * @example guides: { slots: false }
   */
  guides?: {
    /**
     * The guide the `sx` prop links to; `false` for no link.
     * @default '/system/getting-started/the-sx-prop'
     * @example sx: '/system/getting-started/the-sx-prop'
     */
    sx?: string | false;
    /**
     * The guide `slots` and `slotProps` link to; `false` for no link.
     * @default '/<id>/customization/overriding-component-structure'
     * @example slots: false
     */
    slots?: string | false;
  };
  /**
   * Show the API of a page's components beside its demos, as mui.com's Base UI and Joy UI pages
   * do: a page whose frontmatter lists `components` (or `hooks`) gets the tabs Demos /
   * Component API / Hook API, the API ones being pages of their own at
   * `<page>/components-api` and `<page>/hooks-api` (anchors `#button`, `#button-props`,
   * `#button-prop-disabled`). The tabs go where the page writes
   * `{{"component": "modules/components/ComponentPageTabs.js"}}`, else before its first `##`
   * section; they replace the "API" section at the page's end. Default `false`.
   * @default false
   * @example tabs: true
   */
  tabs?: boolean;
  /**
   * Metadata files of `pages` that make no page, as globs relative to it (`*` within a name,
   * `**` across folders): a file of a shape docs-site cannot read, or an API the site does not
   * document. Their descriptions are left out with them.
   * @default []
   * @example exclude: ['grid-*-api.json', 'internal/**']
   */
  exclude?: string[];
}

/** A language the site is written in. */
export interface LanguageConfig {
  /**
   * Two-letter code. English (`en`) is never prefixed; other languages live under `/<code>/`.
   * @example code: 'en'
   */
  code: string;
  /**
   * The language's own name, shown in the language menu.
   * @example label: 'English'
   */
  label: string;
  /**
   * Writing direction of the language.
   * @default 'ltr'
   * @example dir: 'rtl'
   */
  dir?: 'ltr' | 'rtl';
}

/** Where the pages' sources live, for "Edit this page". */
export interface RepositoryConfig {
  /**
   * The repository's web address.
   * @example url: 'https://github.com/mui/material-ui'
   */
  url: string;
  /**
   * Branch that "Edit this page" opens.
   * @default 'main'
   * @example branch: 'master'
   */
  branch?: string;
  /**
   * Folder of this site inside the repository, when it is not the repository's root.
   * @default '' (the repository's root)
   * @example directory: 'docs'
   */
  directory?: string;
}

/** The sponsor ad network. Ads are off when this is absent. */
export interface AdsConfig {
  /**
   * URL of the ad network's script, loaded on pages that show an ad slot.
   * @example scriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=XXXX&placement=example'
   */
  scriptUrl: string;
  /**
   * URL of the ad network's JSON endpoint.
   * @example jsonUrl: 'https://srv.buysellads.com/ads/XXXX.json'
   */
  jsonUrl: string;
  /**
   * The link the network shows when it has no paying ad; an in-house ad replaces it.
   * @default none
   * @example backersUrl: 'https://www.carbonads.net/backers'
   */
  backersUrl?: string;
  /**
   * The network's name: the "ad by <name>" caption of its ads, and (lowercased) the source
   * of their analytics event labels, such as `carbon-body-top-image`. Defaults to `Carbon`.
   * @default 'Carbon'
   * @example name: 'Carbon'
   */
  name?: string;
  /**
   * Share of ad displays that send a display event (0 to 1). Defaults to 0.1.
   * @default 0.1
   * @example displayRatio: 0.1
   */
  displayRatio?: number;
  /**
   * Show ads in builds made with `docs-site dev` too (a production build always shows them).
   * @default false
   * @example enabledInDev: true
   */
  enabledInDev?: boolean;
}

/**
 * Usage analytics through a global `gtag` function. Off when this is absent, in `docs-site dev`,
 * and for readers whose browser asks not to be tracked (Do Not Track, Global Privacy Control).
 */
export interface AnalyticsConfig {
  /**
   * Measurement id.
   * @example id: 'G-XXXXXXXXXX'
   */
  id: string;
  /**
   * Where the tag script is loaded from (as `<scriptUrl>?id=<id>`). Defaults to Google's.
   * @default 'https://www.googletagmanager.com/gtag/js'
   * @example scriptUrl: 'https://www.googletagmanager.com/gtag/js'
   */
  scriptUrl?: string;
  /**
   * When true, nothing is loaded or sent until the reader accepts analytics in the consent
   * banner every page shows until they answer (the answer is kept in the browser).
   * @default false
   * @example requireConsent: true
   */
  requireConsent?: boolean;
}

/** Folders, relative to the config file. */
export interface DirectoriesConfig {
  /**
   * The markdown pages.
   * @default 'content'
   * @example content: 'content'
   */
  content?: string;
  /**
   * The site theme: layouts, shell and widgets in TSX.
   * @default 'templates' (without that folder, docs-site's own theme)
   * @example templates: 'templates'
   */
  templates?: string;
  /**
   * Files copied to the output as they are.
   * @default 'public'
   * @example public: 'public'
   */
  public?: string;
  /**
   * Where `docs-site build` writes the site (`--out` overrides it).
   * @default 'dist'
   * @example out: 'dist'
   */
  out?: string;
  /**
   * Where builds keep what they rendered, to reuse it in the next build: a page is rendered
   * again only when something it shows has changed. Safe to delete at any time.
   * @default 'node_modules/.cache/docs-site'
   * @example cache: 'node_modules/.cache/docs-site'
   */
  cache?: string;
  /**
   * The interface strings: `translations.json` (English, which the theme's own strings fill in)
   * and one `translations-<code>.json` per other language, as nested objects of strings. A key a
   * language lacks falls back to English, with one warning per build.
   * @default 'translations'
   * @example translations: 'translations'
   */
  translations?: string;
}

/** A redirect written to `_redirects` (and honoured by `docs-site serve`). */
export interface RedirectConfig {
  /**
   * The old path; `:name` matches one segment, a trailing `*` the rest (`:splat` in `to`).
   * @example from: '/material-ui/guides/*'
   */
  from: string;
  /**
   * Where it leads now.
   * @example to: '/material-ui/integrations/:splat'
   */
  to: string;
  /**
   * HTTP status of the redirect.
   * @default 301
   * @example status: 301
   */
  status?: 301 | 302 | 307 | 308;
}

/** Build-time checks. */
export interface ChecksConfig {
  /**
   * What a broken internal link or anchor does to the build: fail it, warn, or nothing.
   * `docs-site build --links <mode>` overrides it.
   * @default 'error'
   * @example links: 'warn'
   */
  links?: 'error' | 'warn' | 'off';
  /**
   * What a demo that fails to compile, to import or to render does to the build: fail it (each
   * failure reported at the line of every page that embeds the demo), or warn and show a
   * visible placeholder in its place, for the weeks of an upgrade. `docs-site build --demos
   * <mode>` overrides it.
   * @default 'error'
   * @example demos: 'warn'
   */
  demos?: 'error' | 'warn';
  /**
   * Whether an image (or video, audio) a page shows by an absolute path of the site
   * (`/static/...`) that no public file, page or generated file answers is a warning.
   * @default 'warn'
   * @example assets: 'off'
   */
  assets?: 'warn' | 'off';
}

/** Sources a site allows in its Content-Security-Policy, beyond its own origin, the ad network and analytics. */
export interface ContentSecurityPolicyConfig {
  /**
   * Origins scripts may load from (`script-src`).
   * @default []
   * @example scriptSrc: ['https://cdn.example.com']
   */
  scriptSrc?: string[];
  /**
   * Origins stylesheets may load from (`style-src`).
   * @default []
   * @example styleSrc: ['https://fonts.googleapis.com']
   */
  styleSrc?: string[];
  /**
   * Origins images may load from (`img-src`).
   * @default []
   * @example imgSrc: ['https://images.example.com']
   */
  imgSrc?: string[];
  /**
   * Origins scripts may connect to (`connect-src`): fetch, beacons, sockets.
   * @default []
   * @example connectSrc: ['https://region1.google-analytics.com']
   */
  connectSrc?: string[];
  /**
   * Origins fonts may load from (`font-src`).
   * @default []
   * @example fontSrc: ['https://fonts.gstatic.com']
   */
  fontSrc?: string[];
  /**
   * Origins pages may frame (`frame-src`).
   * @default []
   * @example frameSrc: ['https://codesandbox.io']
   */
  frameSrc?: string[];
}

/**
 * License keys of the commercial packages the site's demos use. A key is set on the server
 * before any demo renders and in the browser before any demo hydrates. Read each one from the
 * build's environment, so that it is never written into the repository: the config is
 * TypeScript, and an unset variable (or an empty string) means no key.
 *
 * A key is written into the JavaScript the browser loads with the demos, as the packages
 * require (they check it in the browser): it is public to the site's readers, as it is on
 * any site that shows those components.
 */
export interface LicenseKeysConfig {
  /**
   * The MUI X license key (Pro or Premium), given to `LicenseInfo.setLicenseKey` of
   * `@mui/x-license`, which the site must then have installed. Without it, demos that import
   * `@mui/x-*-pro` or `@mui/x-*-premium` show a watermark and log a license error, and the
   * build warns once.
   * @default none
   * @example muiX: process.env.MUI_X_LICENSE_KEY
   */
  muiX?: string;
}

/** What `docs-site.config.ts` exports by default. */
export interface UserConfig {
  /**
   * The site's name, used when a page belongs to no product.
   * @example title: 'MUI'
   */
  title: string;
  /**
   * The production origin: canonical URLs are built on it and the service worker registers only there.
   * @example host: 'https://mui.com'
   */
  host: string;
  /**
   * The repository holding the pages, for "Edit this page" links.
   * @example repository: { url: 'https://github.com/mui/material-ui', branch: 'master', directory: 'docs' }
   */
  repository: RepositoryConfig;
  /**
   * The languages the site is written in; English only by default.
   * @default [{ code: 'en', label: 'English' }]
   * @example languages: [{ code: 'en', label: 'English' }]
   */
  languages?: LanguageConfig[];
  /**
   * The products documented by the site.
   * @default []
   * @example products: [{ id: 'joy-ui', name: 'Joy UI', navigation: 'nav/joy-ui.json' }]
   */
  products?: ProductConfig[];
  /**
   * Links shown at the foot of every side navigation (versions, store, blog): a JSON or
   * TypeScript file of navigation entries.
   * @default none
   * @example sideNavLinks: 'nav/docs.json'
   */
  sideNavLinks?: string;
  /**
   * A title table for navigation entries without a title: a JSON file `{ "pages": { "<subheader or pathname>": "Title" } }`.
   * @default none
   * @example pageTitles: 'nav/page-titles.json'
   */
  pageTitles?: string;
  /**
   * Routes for files whose path does not give their route, keyed by the file's path inside the content folder.
   * @default {}
   * @example routes: { 'joy/button/button.md': '/joy-ui/react-button' }
   */
  routes?: Record<string, string>;
  /**
   * A Next.js pages folder whose modules give the routes of the content's files, as upstream's
   * `docs/pages` does: each module that imports a markdown file with `?muiMarkdown` is that
   * file's route (`docs/pages/material-ui/react-button.js` imports
   * `docs/data/material/components/buttons/buttons.md?muiMarkdown`: the page is
   * `/material-ui/react-button`). The import is mapped to a file through `alias`. `routes` wins.
   * @default none
   * @example nextPages: './docs/pages'
   */
  nextPages?: string;
  /**
   * Files of the content folder that are not pages (a template's README, test fixtures), as glob
   * patterns relative to the content folder: `*` within a name, `**` across folders, `{a,b}`
   * either; a pattern without `/` matches at any depth. They are not built, not checked and
   * not watched as pages (demos and images beside pages are not pages anyway).
   * @default []
   * @example exclude: ['**\/README.md', 'templates/**']
   */
  exclude?: string[];
  /**
   * Components that markdown embeds with `{{"component": "<key>", ...props}}`: the key as
   * written in markdown, and the name of the component the templates export in `embeds`, or a
   * file of the site (a path starting with `./`) whose default export is the component: it is
   * rendered on the server with the embed's other fields as props, and hydrated like a demo.
   * An embed whose key is not listed here is a warning.
   * @default {}
   * @example embeds: { 'modules/components/ComponentLinkHeader.js': 'ComponentLinkHeader', 'modules/components/MaterialUIComponents.js': './docs-components/AllComponents.tsx' }
   */
  embeds?: Record<string, string>;
  /**
   * Module specifiers (or prefixes of them) that the site's demos, embeds and templates import,
   * mapped to a file or folder of the site (a path starting with `./`, relative to this config)
   * or to another specifier, as bundlers write them. The site's sources then stand in for a
   * package, and modules of another docs app resolve.
   * @default {}
   * @example alias: { '@mui/material': './packages/mui-material/src', 'docs/src': './docs-src' }
   */
  alias?: Record<string, string>;
  /**
   * Docs components written for Next.js (upstream's `@mui/docs`, `@mui/internal-core-docs`)
   * import `next/link`, `next/router` and `next/head`, which need a Next.js app around them.
   * `true` maps these to small implementations of docs-site's (a plain link; a router that
   * reads the page's address and navigates by loading pages; a head that writes nothing), for
   * every import, an installed package's own included, on the server and in the browser.
   * Entries of `alias` for the same specifiers win.
   * @default false
   * @example nextStandIns: true
   */
  nextStandIns?: boolean;
  /**
   * The sponsor ad network; ads are off when absent.
   * @default none: no ads
   * @example ads: { scriptUrl: 'https://ads.example.com/ad.js', jsonUrl: 'https://ads.example.com/ads.json' }
   */
  ads?: AdsConfig;
  /**
   * Usage analytics; off when absent.
   * @default none: no analytics
   * @example analytics: { id: 'G-XXXXXXXXXX' }
   */
  analytics?: AnalyticsConfig;
  /**
   * "Was this page helpful?" at the end of every docs page (shown once its script loads): a
   * rating sends a `feedback` analytics event, and, with an `endpoint`, a JSON POST
   * `{ page, section, rating, comment, language }` (again with the comment when one is sent); a
   * thumbs-down offers a new issue in the repository. `false` shows none. Default: on, no endpoint.
   * @default {} (shown, no endpoint)
   * @example feedback: { endpoint: 'https://feedback.example.com/docs' }
   */
  feedback?: false | {
    /**
     * Where each rating (and comment) is posted as JSON; without it, ratings go to analytics only.
     * @default none
     * @example endpoint: 'https://feedback.example.com/docs'
     */
    endpoint?: string;
  };
  /**
   * Folders of the site, relative to the config file.
   * @default {}
   * @example directories: { content: 'content', out: 'dist' }
   */
  directories?: DirectoriesConfig;
  /**
   * Paths of the site's address space that another site serves, by that site's origin: links to
   * them are written as absolute links there, and the link check does not look for them here.
   * A path covers itself and everything under it; `{ path, exact: true }` covers the one page
   * (a product's landing page served elsewhere while its other pages are here).
   * @default {}
   * @example elsewhere: { 'https://mui.com': ['/x', '/blog', { path: '/base-ui', exact: true }] }
   */
  elsewhere?: Record<string, (string | { path: string; exact?: boolean })[]>;
  /**
   * Redirects for moved pages, written to `_redirects` after the built-in `/api/*` -> `/api-docs/:splat`.
   * @default []
   * @example redirects: [{ from: '/old-page', to: '/new-page' }]
   */
  redirects?: RedirectConfig[];
  /**
   * Build-time checks and how strict they are.
   * @default {}
   * @example checks: { links: 'error' }
   */
  checks?: ChecksConfig;
  /**
   * The image shown when a page is shared (Open Graph and Twitter cards): a URL, or a path on the site.
   * @default none
   * @example socialImage: '/static/social-card.png'
   */
  socialImage?: string;
  /**
   * Draw an Open Graph and Twitter card image for every page at build time (1200x630 PNG: the
   * product's logo and name, the page's title and description, in the site's type and brand
   * colours), written to `/assets/og/` and named in the page's `og:image`. A page whose
   * frontmatter has `image:` (a URL, or a path on the site) shows that one instead. Images are
   * kept in the build cache by what they show, so a warm build draws none. `false`: no images
   * are drawn, and pages show `socialImage` (or their own `image:`). Default `true`.
   * @default true
   * @example ogImages: false
   */
  ogImages?: boolean;
  /**
   * Extra sources for the Content-Security-Policy written to `_headers`.
   * @default {}
   * @example contentSecurityPolicy: { connectSrc: ['https://region1.google-analytics.com'] }
   */
  contentSecurityPolicy?: ContentSecurityPolicyConfig;
  /**
   * Ship a service worker for offline reading (on the production host only). Turning it off
   * ships a worker that unregisters itself, so readers are not left with an old one.
   * @default true
   * @example serviceWorker: false
   */
  serviceWorker?: boolean;
  /**
   * License keys of the commercial packages the demos use, read from the build's environment
   * (never written here: the key would be in the repository).
   * @default {}
   * @example licenseKeys: { muiX: process.env.MUI_X_LICENSE_KEY }
   */
  licenseKeys?: LicenseKeysConfig;
  /**
   * Components of the site that replace parts of docs-site's theme, by part: a file of the site
   * (a path starting with `./`, relative to this config) whose default export is the component.
   * It gets the props of the part it replaces (`AppBarProps`, `FooterProps`, `CalloutProps`,
   * `LayoutProps`, exported by docs-site); the rest of the theme stays as it is. A site with a
   * templates/ folder of its own does not use docs-site's theme: it changes its own files instead.
   * @default {}
   * @example components: { Footer: './theme/Footer.tsx', Callout: './theme/Callout.tsx' }
   */
  components?: ThemeComponentsConfig;
  /**
   * The site's search (the app bar's "Search…" button, Ctrl+K): the build writes an index of
   * every page's sections. `false` turns it off (no index, the button is not shown). Pages
   * marked `noindex: true` and those under `/experiments/` are left out unless said otherwise.
   * @default true (with `exclude: ['/experiments/**']`)
   * @example search: { exclude: ['/experiments/**', '/joy-ui/migration/**'] }
   */
  search?: boolean | SearchConfig;
  /**
   * A markdown twin of every page at `<page>.md` (its demos' code inlined, its components' props
   * tables appended), `/llms.txt` listing them per product (llmstxt.org), `/<product>/llms.txt`
   * and `/llms-full.txt`. Pages left out of search engines are left out of the lists. Default true.
   * @default true
   * @example llms: false
   */
  llms?: boolean;
}

/** The parts of docs-site's theme a site may replace with a component of its own (see `UserConfig.components`). */
export interface ThemeComponentsConfig {
  /**
   * The app bar (props: `AppBarProps`). It is a shared part: rendered once per product, language and direction.
   * @default none: docs-site's own
   * @example AppBar: './theme/AppBar.tsx'
   */
  AppBar?: string;
  /**
   * The foot of every page (props: `FooterProps`).
   * @default none: docs-site's own
   * @example Footer: './theme/Footer.tsx'
   */
  Footer?: string;
  /**
   * The callouts of markdown, `:::info` ... `:::` (props: `CalloutProps`).
   * @default none: docs-site's own
   * @example Callout: './theme/Callout.tsx'
   */
  Callout?: string;
  /**
   * The layout of documentation pages, `layout: docs` and the default (props: `LayoutProps`).
   * @default none: docs-site's own
   * @example DocsLayout: './theme/DocsLayout.tsx'
   */
  DocsLayout?: string;
  /**
   * The layout `layout: page` (props: `LayoutProps`).
   * @default none: docs-site's own
   * @example PageLayout: './theme/PageLayout.tsx'
   */
  PageLayout?: string;
  /**
   * The 404 page's layout (props: `LayoutProps`).
   * @default none: docs-site's own
   * @example NotFoundLayout: './theme/NotFound.tsx'
   */
  NotFoundLayout?: string;
}

export interface SearchConfig {
  /**
   * Routes left out of the index, as globs over the route (`*` within a segment, `**` across
   * them; a folder's pattern leaves out everything in it). Replaces the default.
   * @default ['/experiments/**']
   * @example exclude: ['/experiments/**', '/x/migration/**']
   */
  exclude?: string[];
  /**
   * Index the pages that ask search engines to leave them out (`noindex: true`) as well.
   * @default false
   * @example noindexPages: true
   */
  noindexPages?: boolean;
}

/** The config after validation: defaults filled, folders absolute. */
export interface ResolvedConfig {
  /** Absolute path of the config file. */
  configFile: string;
  /** Folder of the config file; relative paths in the config start here. */
  root: string;
  title: string;
  /** Origin without a trailing slash. */
  host: string;
  repository: Required<Omit<RepositoryConfig, 'directory'>> & { directory: string };
  languages: Required<LanguageConfig>[];
  products: ResolvedProduct[];
  /** Absolute path, or null when no side-nav links are configured. */
  sideNavLinks: string | null;
  /** Absolute path, or null. */
  pageTitles: string | null;
  routes: Record<string, string>;
  exclude: string[];
  /** The `embeds` the templates export, by key. */
  embeds: Record<string, string>;
  /** The `embeds` registered to a file of the site: key -> absolute path. */
  embedFiles: Record<string, string>;
  /** `alias`, with paths made absolute. */
  alias: Record<string, string>;
  ads: (Required<Omit<AdsConfig, 'backersUrl'>> & { backersUrl: string | null }) | null;
  analytics: (Required<Omit<AnalyticsConfig, 'scriptUrl'>> & { scriptUrl: string }) | null;
  /** Page feedback, and where its ratings are posted (null: nowhere but analytics); null: no feedback block. */
  feedback: { endpoint: string | null } | null;
  directories: Required<DirectoriesConfig>;
  redirects: { from: string; to: string; status: number }[];
  /** `elsewhere`, as one entry per path (without a trailing slash), longest first; `exact`: the path alone. */
  elsewhere: { path: string; origin: string; exact: boolean }[];
  checks: Required<ChecksConfig>;
  /** Absolute URL, or null. */
  socialImage: string | null;
  ogImages: boolean;
  contentSecurityPolicy: ContentSecurityPolicyConfig;
  serviceWorker: boolean;
  /** Each key, trimmed; null when the config gives none (absent, empty or blank). */
  licenseKeys: { muiX: string | null };
  /** `components`, with absolute paths. */
  components: { [Part in keyof ThemeComponentsConfig]?: string };
  /** Null when search is turned off. */
  search: Required<SearchConfig> | null;
  /** Markdown twins of the pages and the llms.txt files (`UserConfig.llms`). */
  llms: boolean;
}

export interface ResolvedProduct {
  id: string;
  name: string;
  category: string | null;
  logo: string | null;
  description: string | null;
  versions: VersionLink[];
  /** Absolute path of the navigation file, or null. */
  navigation: string | null;
  home: string | null;
  /** Where the product's API pages live, e.g. `/joy-ui/api`. */
  apiPath: string;
  /** The product's API metadata, with absolute paths; null when its API pages are not generated. */
  api: ResolvedApiConfig | null;
}

export interface ResolvedApiConfig {
  pages: string;
  /** The descriptions folders, in order (none: an empty list). */
  descriptions: string[];
  navigation: string | null;
  /** Routes (or null: no link) of the guides the props table links to. */
  guides: { sx: string | null; slots: string | null };
  /** Pages listing components show their API in tabs (`ApiConfig.tabs`). */
  tabs: boolean;
  /** Globs of metadata files (relative to `pages`) that make no page (`ApiConfig.exclude`). */
  exclude: string[];
}
