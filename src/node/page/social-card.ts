import { createHash } from 'node:crypto';
import type { PageImage } from '../model/page-view';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, type SocialCard, type SocialCardInputs } from '../model/social-card';
import { SOCIAL_CARD_DIR } from '../routing/asset-names';
import { DEFAULT_LANGUAGE } from '../routing/paths';
import type { ResolvedConfig } from '../model/config';
import type { RoutedPage } from '../model/page-site';

/** What a page's card shows, before it is named. */
export interface CardText {
  title: string;
  description: string | null;
  /** The page's product, or null. */
  product: { id: string; name: string } | null;
  siteTitle: string;
  /** The site's origin (`https://mui.com`). */
  host: string;
}

/** Whether the card's fonts have every character of `text` (whitespace aside). */
export function drawable(text: string, characters: SocialCardInputs['characters']): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char)) continue;
    if (!characters.some(([from, to]) => code >= from && code <= to)) return false;
  }
  return true;
}

/**
 * Characters of a title, description or name a card is given, at most: it shows three lines of
 * title and two of description, and laying out a page-long title would cost the drawing
 * thread seconds for nothing shown.
 */
const MAX_CARD_TEXT = 300;

const cut = (text: string) => (text.length > MAX_CARD_TEXT ? `${text.slice(0, MAX_CARD_TEXT - 1)}…` : text);

/**
 * The card docs-site draws for a page, named by a hash of what draws it: its text, the
 * product's logo file, the design. Null when the site draws none, or when the fonts cannot
 * write the page's title or description (a title in Chinese: the page then shows the site's
 * `socialImage`, rather than a card of empty boxes).
 */
export function socialCardOf(inputs: SocialCardInputs | null, text: CardText): SocialCard | null {
  if (!inputs) return null;
  if (!drawable(text.title, inputs.characters) || (text.description !== null && !drawable(text.description, inputs.characters))) return null;
  const name = text.product?.name ?? text.siteTitle;
  if (!drawable(name, inputs.characters)) return null;
  const logo = text.product && Object.hasOwn(inputs.logos, text.product.id) ? text.product.id : null;
  const card: Omit<SocialCard, 'path'> = { title: cut(text.title), description: text.description === null ? null : cut(text.description), name: cut(name), logo, site: new URL(text.host).host };
  const hash = createHash('sha256')
    .update(JSON.stringify([inputs.design, logo === null ? null : inputs.logos[logo], card]))
    .digest('base64url')
    .slice(0, 16)
    // Letters and digits only: `isHashedAsset` knows the name for a hashed one.
    .replace(/[-_]/g, '0');
  return { path: `${SOCIAL_CARD_DIR}/card-${hash}.png`, ...card };
}

/**
 * The image a shared link to the page shows: the frontmatter's `image:` (a URL, or a path on
 * the site, made absolute on the site's host), else its card, else the site's `socialImage`.
 */
export function pageImage(frontmatterImage: unknown, card: SocialCard | null, site: { host: string; socialImage: string | null }): PageImage | null {
  if (typeof frontmatterImage === 'string' && frontmatterImage.trim() !== '') {
    try {
      const url = new URL(frontmatterImage.trim(), `${site.host}/`);
      // Only a web address: `javascript:` or `data:` in a page's head is no image to share.
      if (url.protocol === 'https:' || url.protocol === 'http:') return { url: url.href, width: null, height: null, card: null };
    } catch {
      // Not a URL a page can point at: the other images apply.
    }
  }
  if (card) return { url: `${site.host}/${card.path}`, width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, card };
  return site.socialImage ? { url: site.socialImage, width: null, height: null, card: null } : null;
}

/**
 * The English page of each page of another language, whose share card may need it (its own
 * words may be ones the card's fonts cannot draw), when the site draws cards in several
 * languages. Its text is read from its compiled tree when needed
 * (`renderSitePage`), and its source's hash is in the translation's cache key.
 */
export function englishPages(config: Pick<ResolvedConfig, 'ogImages' | 'languages'>, pages: readonly RoutedPage[]): (page: RoutedPage) => RoutedPage | null {
  if (!config.ogImages || config.languages.length < 2) return () => null;
  const english = new Map<string, RoutedPage>();
  for (const page of pages) if (page.route.language === DEFAULT_LANGUAGE && !page.route.fallback && !page.apiTab) english.set(page.pathname, page);
  // A fallback page too: an API page's generated title is in the page's language.
  return (page) => (page.route.language !== DEFAULT_LANGUAGE ? (english.get(page.pathname) ?? null) : null);
}

