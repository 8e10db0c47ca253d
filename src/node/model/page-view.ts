import type { Root } from 'hast';
import type { ApiPageView, ApiTabView, PageTabView } from './api-view';
import type { NavItem, PageNavState } from './nav';
import type { VersionLink } from './config';
import type { TocItem } from './markdown';
import type { PageRoute } from './page-route';
import type { SocialCard } from './social-card';

/**
 * The one view-model a page's templates read. It is plain data (it survives structured
 * cloning into a worker thread) and holds everything a layout needs, so templates never
 * reach into the engine.
 */
export interface PageView {
  site: SiteView;
  page: PageInfo;
  /** The product the page belongs to, with its metadata from the config; null outside any product. */
  product: ProductView | null;
  /** Every configured product, for the product switcher. */
  products: ProductView[];
  /** The product's navigation tree and the site-wide side-nav links. */
  nav: { items: NavItem[]; sideNavLinks: NavItem[] };
  navState: PageNavState;
  /** The page's table of contents: h2 headings with their h3 children. */
  toc: TocItem[];
  /** For a page generated from a component's API metadata (the `api` layout): what it shows; else null. */
  api: ApiPageView | null;
  /** The tabs of a page whose product shows its API in tabs (`api.tabs`): Demos, Component API, Hook API; else empty. */
  tabs: PageTabView[];
  /** For a page's API tab (the `api` layout at `<page>/components-api`): the API of each component it lists; else null. */
  apiTab: ApiTabView | null;
  /** The interface strings in the page's language, by dotted key, English where it has no translation. */
  strings: Record<string, string>;
}

export interface SiteView {
  title: string;
  /** Production origin, no trailing slash. */
  host: string;
  repositoryUrl: string;
  /** Absolute URL of the image shown when a page is shared (the config's `socialImage`), or null. */
  socialImage: string | null;
  languages: { code: string; label: string; dir: 'ltr' | 'rtl' }[];
  /** Paths that take no language prefix, nor anything under them (`/blog`): links to them stay as they are. */
  unprefixedPaths: string[];
  /** The sponsor ad network, or null when this build shows no ads. */
  ads: AdsView | null;
  /** Usage analytics, or null when this build sends none. */
  analytics: AnalyticsView | null;
  /** The site has search (an index and the /search page): the app bar shows its button. */
  search: boolean;
  /** Every page has a markdown twin (`<page>.md`, `UserConfig.llms`). */
  llms: boolean;
  /** Page feedback (`UserConfig.feedback`): where ratings are posted (null: analytics only); null: no feedback block. */
  feedback: { endpoint: string | null } | null;
}

/** What the ad slot needs to know about the ad network (see `AdsConfig`). */
export interface AdsView {
  scriptUrl: string;
  jsonUrl: string;
  /** The link the network shows when it has no paying ad, or null. */
  backersUrl: string | null;
  /** The network's name, for "ad by <name>" and event labels. */
  name: string;
  /** Share of ad displays that send a display event. */
  displayRatio: number;
}

/** What the browser's analytics need (see `AnalyticsConfig`). */
export interface AnalyticsView {
  id: string;
  scriptUrl: string;
  requireConsent: boolean;
}

/** The page: its route's fields (where it lives, in which language, of which product) and what it shows. */
export interface PageInfo
  extends Pick<PageRoute, 'pathname' | 'url' | 'canonicalUrl' | 'language' | 'languagePrefix' | 'dir' | 'contentLanguage' | 'fallback' | 'productId' | 'productCategoryId'> {
  /** Title of the page itself (frontmatter or its `# ` heading). */
  title: string;
  /** Text of the visible heading; the title when the body has no `# ` heading. */
  heading: string;
  description: string | null;
  /** The source file relative to the project, or null for generated pages. */
  file: string | null;
  /** "Edit this page" link, or null for generated pages. */
  editUrl: string | null;
  /** The page's markdown twin ("View as Markdown", "Copy page"): its own, its English page's on a fallback page, its page's on an API tab; null without twins. */
  twinUrl: string | null;
  layout: string;
  frontmatter: Record<string, unknown>;
  /** The page in each language it is shown in (its translations and fallbacks), for the language menu. */
  languages: PageLanguage[];
  /**
   * The image shown when the page is shared (`og:image`): its frontmatter's `image:`, else the
   * card docs-site draws for it, else the site's `socialImage`; null when there is none.
   */
  image: PageImage | null;
}

/** The image shown when a page is shared. */
export interface PageImage {
  /** Absolute URL. */
  url: string;
  /** Its size in pixels, when docs-site knows it (the cards it draws); else null. */
  width: number | null;
  height: number | null;
  /** The card docs-site draws for the page, when the image is one; null for an image of the author's or the site's. */
  card: SocialCard | null;
}

/** The same page in one language. */
export interface PageLanguage {
  code: string;
  label: string;
  /** The page's path in that language. */
  url: string;
  /** Written in that language (false: the English text under its prefix). */
  translated: boolean;
}

export interface ProductView {
  id: string;
  name: string;
  categoryId: string;
  logo: string | null;
  /** What the product is, in a sentence (the config's `description`). */
  description: string | null;
  versions: VersionLink[];
  home: string | null;
}

/** A page ready to render: its view-model and its compiled body. */
export interface RenderInput {
  view: PageView;
  hast: Root;
}
