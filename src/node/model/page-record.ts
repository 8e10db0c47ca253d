import type { Diagnostic } from '../diagnostics/diagnostic';
import type { PageRoute } from './page-route';
import type { SearchPage } from './search';
import type { SocialCard } from './social-card';
import type { TwinListing } from './twin';

/** A link written in a page's content, with where it was written. */
export interface LinkRef {
  /** As written to the page. */
  href: string;
  /** 1-based line in the source file, when known. */
  line?: number;
  column?: number;
}

/**
 * What a build keeps of a rendered page once its HTML is written: what the site-wide steps
 * need (the link check's ids and links, the CSP's script hashes, the sitemap's route, the
 * service worker's fingerprint). The same record comes out of a render, the cache and a
 * shard's manifest, so a build assembled from any mix of them finishes the same way. Its
 * route's fields are the page's route's (a fallback page is not in the sitemap, nor an alternate).
 */
export interface PageRecord extends Pick<PageRoute, 'pathname' | 'url' | 'language' | 'fallback'> {
  /** Position of the page among the site's pages (sorted by file): the order output is finished in. */
  index: number;
  /** The source file, relative to the project, for messages. */
  file: string;
  /** The page asked to be left out of search engines (`noindex: true`). */
  noindex: boolean;
  /** Posix path of the HTML inside the output folder; null when the page could not be rendered. */
  path: string | null;
  /** SHA-256 of the HTML (hex). */
  sha: string;
  /** Size of the HTML in bytes. */
  bytes: number;
  /** Element ids of the page: the anchors links may point at. */
  ids: string[];
  /** Of those, the page's own anchors (its headings), which a missing anchor's hint suggests. */
  anchors: string[];
  /** Links written in the page's content. */
  links: LinkRef[];
  /** Files the page's content shows by absolute path (images). */
  assets: LinkRef[];
  /** CSP hashes of the page's inline scripts. */
  scriptHashes: string[];
  /** Output paths of the shared files (stylesheet, fragments) the page refers to. */
  shared: string[];
  diagnostics: Diagnostic[];
  /**
   * Every content file whose route the page's markdown looked up to resolve a relative `.md`
   * link, with the route it found (null: no page is that file). The cache reuses the page only
   * while each lookup still gives the same answer.
   */
  routeLookups: [string, string | null][];
  /** What the search index holds of the page (its sections); null when it could not be rendered. */
  search: SearchPage | null;
  /** The share card the page's head names, which the build draws (or takes from the cache); null when none. */
  socialCard: SocialCard | null;
  /** The page's markdown twin, written beside it; null when it has none of its own (see `hasTwin`). */
  twin: TwinListing | null;
}
