/**
 * A page's markdown twin (`<page>.md`), as the llms.txt files list it: made with the page as it
 * is rendered (src/node/page/twin/), written beside it, carried in the page's record (to the
 * finish, the cache and shard manifests) without its text.
 */
export interface TwinListing {
  /** Posix path of the twin in the output folder, and its URL. */
  path: string;
  url: string;
  /** The page's own URL. */
  pageUrl: string;
  title: string;
  description: string | null;
  productId: string;
  language: string;
  listed: boolean;
  /** SHA-256 (hex) and size in bytes of its text, as written. */
  sha: string;
  bytes: number;
}
