/**
 * What draws a page's share card (the Open Graph and Twitter card image docs-site makes):
 * plain data, carried in the page's record, so that a build draws the card of a page it took
 * from the cache, or of another shard's page, the same way. Its `path` is named by a hash of
 * everything else here and of the card's design (see `socialCardOf`), so equal cards are one file.
 */
export interface SocialCard {
  /** Posix path inside the output folder: `assets/og/card-<hash>.png`. */
  path: string;
  /** The page's title. */
  title: string;
  /** The page's description, or null. */
  description: string | null;
  /** The product's name, or the site's title for a page of no product. */
  name: string;
  /** The product whose logo the card shows (by id), or null for no logo. */
  logo: string | null;
  /** The site's host name, written small at the foot (`mui.com`). */
  site: string;
}

/**
 * What every card of a build is drawn with, computed once from the config and the public
 * files: null when the site draws no cards (`ogImages: false`).
 */
export interface SocialCardInputs {
  /** Fingerprint of the card's design: its layout and colours, the fonts, the drawing packages' versions. */
  design: string;
  /** Hash of each product's logo file, by product id; a product without a drawable logo is absent. */
  logos: Record<string, string>;
  /** The characters the card's fonts have, as inclusive code point ranges: text with others gets no card. */
  characters: [number, number][];
}

/** The card's size, which `og:image:width` and `og:image:height` give. */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
