/**
 * A page's markdown twin (`<page>.md`), as the llms.txt files list it: made by the page stage
 * (src/node/page/twin/), carried to the finish (and in shard manifests) without its text.
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
}
