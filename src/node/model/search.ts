/**
 * What search knows of a page: its sections, cut at its h2 and h3 headings. Plain data, made
 * when the page is rendered and carried in the page's record (through worker threads, the
 * cache and shard manifests), so the index is written once over every page of the site.
 */
export interface SearchPage {
  /** The path readers use (language prefix included). */
  url: string;
  /** The page's title (its visible heading). */
  title: string;
  /** The product the page belongs to (its id), `null` for pages of no product. */
  product: string;
  language: string;
  /** In page order; the first is the page's introduction (text before its first h2), anchor `''`. */
  sections: SearchSection[];
}

export interface SearchSection {
  /** The heading's id (`#anchor`); `''` for the introduction. */
  anchor: string;
  /** The heading's text; `''` for the introduction. */
  heading: string;
  /** The prose of the section: paragraphs, lists, tables, callouts, h4+ headings. */
  text: string;
  /** The code of the section's code blocks (not its demos' sources), searched with a low weight. */
  code: string;
}
