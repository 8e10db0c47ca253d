import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nearestPackageJson } from '../util/package-json';
import { packageRoot } from '../util/package-root';
import { sha256 } from '../util/sha256';

/** Resolves docs-site's own packages (the fonts, takumi), wherever the site is. */
const resolve = (specifier: string) => createRequire(path.join(packageRoot(), 'package.json')).resolve(specifier);

/**
 * The share card's colours: the brand's (templates/theme.ts, `blue` and `blueDark`; a test
 * checks they are the same). The engine cannot import the theme, which imports the engine's types.
 */
export const CARD_COLORS = {
  /** Top of the background: primaryDark, the dark scheme's page background (blueDark 900). */
  backgroundTop: '#101418',
  /** Bottom of the background: the primary blue's darkest shade (blue 900). */
  backgroundBottom: '#003A75',
  /** The accent: the dark scheme's primary (blue 400), for the product's name and the bar. */
  accent: '#3399FF',
  /** The bar's other end: the light scheme's primary (blue 600). */
  accentEnd: '#0072E5',
  title: '#FFFFFF',
  /** The description: blue 100, readable on the dark background. */
  description: '#C2E0FF',
  /** The host at the foot: blueDark 100. */
  muted: '#DAE0E7',
} as const;

/** The body face of the site (templates/fonts.ts), in the weights the card uses. */
export const CARD_FONT_FAMILY = 'IBM Plex Sans';
const FONT_WEIGHTS = [400, 600] as const;
/** @fontsource's subsets of IBM Plex Sans, as woff files (the package ships woff2 too). */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'] as const;

/**
 * Raised when the card's layout (draw-card.ts) changes: with the colours, the fonts and the
 * drawing packages' versions, it names every card, so a changed design draws them all again.
 */
const LAYOUT_VERSION = 1;

export interface CardFont {
  name: string;
  weight: (typeof FONT_WEIGHTS)[number];
  style: 'normal';
  data: Buffer;
}

/** The card's fonts, read from docs-site's own @fontsource package (no font comes from the network). */
export function cardFonts(): CardFont[] {
  return FONT_WEIGHTS.flatMap((weight) =>
    FONT_SUBSETS.map((subset) => ({
      name: CARD_FONT_FAMILY,
      weight,
      style: 'normal' as const,
      data: readFileSync(resolve(`@fontsource/ibm-plex-sans/files/ibm-plex-sans-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/** The characters the card's fonts have (@fontsource's `unicode.json`), as inclusive code point ranges. */
export function cardCharacters(): [number, number][] {
  const subsets = JSON.parse(readFileSync(resolve('@fontsource/ibm-plex-sans/unicode.json'), 'utf8')) as Record<string, string>;
  return FONT_SUBSETS.flatMap((subset) =>
    (subsets[subset] ?? '').split(',').map((range): [number, number] => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)];
    }),
  ).sort((a, b) => a[0] - b[0]);
}

/** An installed package's version, from the package.json above its entry (takumi's `exports` do not give its package.json). */
const versionOf = (pkg: string): string => String(nearestPackageJson(path.dirname(resolve(pkg)), new Map())?.fields.version);

/** Fingerprint of everything that draws every card the same way: the layout, the colours, the fonts' files, the drawing package's version. */
export function cardDesign(): string {
  return sha256(
    JSON.stringify([
      LAYOUT_VERSION,
      CARD_COLORS,
      cardFonts().map((font) => [font.weight, sha256(font.data)]),
      versionOf('@takumi-rs/core'),
    ]),
  );
}
