import { createElement as h, type ReactElement } from 'react';
import type { SocialCard } from '../model/social-card';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '../model/social-card';
import { CARD_COLORS, CARD_FONT_FAMILY, cardFonts } from './card-design';

/** Draws share cards: one is made per thread that draws, and draws many. */
export interface CardDrawer {
  /** The card as a 1200x630 PNG. */
  draw(card: SocialCard): Promise<Uint8Array>;
}

/** Past this many characters a title is set smaller, so that three lines hold it. */
const LONG_TITLE = 48;

/**
 * The card's layout: the product's logo and name at the top, the page's title and description
 * below, the site's host and a bar of the accent colour at the foot, on a gradient from
 * primaryDark to the primary blue's darkest shade. Top to bottom, so a row of the PNG is one
 * colour, which it compresses to almost nothing (a diagonal gradient made cards four times larger).
 */
export function cardElement(card: SocialCard, logo: string | null): ReactElement {
  const titleSize = card.title.length > LONG_TITLE ? 60 : 72;
  return h(
    'div',
    {
      style: {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        paddingTop: 64,
        paddingLeft: 80,
        paddingRight: 80,
        backgroundImage: `linear-gradient(180deg, ${CARD_COLORS.backgroundTop} 0%, ${CARD_COLORS.backgroundBottom} 100%)`,
        fontFamily: CARD_FONT_FAMILY,
        color: CARD_COLORS.title,
      },
    },
    h(
      'div',
      { style: { display: 'flex', alignItems: 'center', height: 64 } },
      logo ? h('img', { src: logo, width: 64, height: 64, style: { objectFit: 'contain', marginRight: 24 } }) : null,
      h('div', { style: { fontSize: 36, fontWeight: 600, color: CARD_COLORS.accent } }, card.name),
    ),
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: SOCIAL_CARD_WIDTH - 160, height: SOCIAL_CARD_HEIGHT - 64 - 64 - 96 } },
      h('div', { style: { display: 'block', fontSize: titleSize, fontWeight: 600, lineHeight: 1.15, lineClamp: 3, letterSpacing: -0.5 } }, card.title),
      card.description
        ? h('div', { style: { display: 'block', marginTop: 28, fontSize: 32, fontWeight: 400, lineHeight: 1.4, color: CARD_COLORS.description, lineClamp: 2 } }, card.description)
        : null,
    ),
    h('div', { style: { display: 'flex', justifyContent: 'flex-end', width: SOCIAL_CARD_WIDTH - 160, height: 96, fontSize: 28, fontWeight: 400, color: CARD_COLORS.muted } }, card.site),
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: SOCIAL_CARD_WIDTH,
        height: 12,
        backgroundImage: `linear-gradient(90deg, ${CARD_COLORS.accent} 0%, ${CARD_COLORS.accentEnd} 100%)`,
      },
    }),
  );
}

/**
 * A drawer with the card's fonts loaded: takumi (a native binary per platform, in Rust) lays
 * the card's elements out and draws them to PNG in one call, with the fonts registered once.
 * It draws the layout satori then resvg drew, at a fraction of their CPU, and writes Cyrillic,
 * which satori drew as missing-glyph boxes (`npm run bench:og-images -- --compare-only`).
 * `logos` are data URLs of the products' logos, by product id.
 */
export async function createCardDrawer(logos: Readonly<Record<string, string>>): Promise<CardDrawer> {
  const [{ Renderer }, { fromJsx }] = await Promise.all([import('@takumi-rs/core'), import('@takumi-rs/helpers/jsx')]);
  const renderer = new Renderer();
  for (const font of cardFonts()) await renderer.registerFont({ name: font.name, weight: font.weight, style: font.style, data: font.data });
  return {
    async draw(card) {
      const logo = card.logo === null ? null : (logos[card.logo] ?? null);
      const { node } = await fromJsx(cardElement(card, logo));
      return renderer.render(node, { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, format: 'png' });
    },
  };
}
