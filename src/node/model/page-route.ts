/** One `<link rel="alternate" hreflang>`: the page in a language it is written in. */
export interface Alternate {
  language: string;
  href: string;
}

/**
 * Where a page lives and what it is, resolved once by the routing stage: every later stage
 * (markdown links, view-model, render, output, cache, dev server) reads it and computes none
 * of it again. Plain data: it travels to worker threads and into shard manifests.
 */
export interface PageRoute {
  /** Canonical route, without language prefix (`/joy-ui/react-button`). */
  pathname: string;
  /** The path readers use: the route with its language prefix (`/zh/joy-ui/react-button`). */
  url: string;
  /** Posix path of the page's HTML inside the output folder. */
  outputFile: string;
  /** Absolute canonical URL: the page's own, or the English page's for a fallback page. */
  canonicalUrl: string;
  /** The language the page is shown in: its prefix, its interface strings, `<html lang>`. */
  language: string;
  /** What goes before a site path for a reader of this language: `''` for English. */
  languagePrefix: string;
  dir: 'ltr' | 'rtl';
  /** The language its text is written in: English on a fallback page, else `language`. */
  contentLanguage: string;
  /** The page has no translation into `language` and shows the English text under its prefix. */
  fallback: boolean;
  /** The languages the page is written in (not its fallbacks), sorted, for `hreflang` and the sitemap. */
  alternates: Alternate[];
  /** The page in every language it is shown in (translated or fallback), in the config's order: the language menu's links. */
  languages: { language: string; url: string; translated: boolean }[];
  productId: string;
  productCategoryId: string;
}

/** What the routing stage reads of a page: its language, its route and its frontmatter. */
export interface RouteSource {
  file: string;
  language: string;
  pathname: string;
  frontmatter: Record<string, unknown>;
  /** The line of each frontmatter key, for diagnostics. */
  frontmatterLines?: Readonly<Record<string, number>>;
}

export type Routed<P> = P & { route: PageRoute };
