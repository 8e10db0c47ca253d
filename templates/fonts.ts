import plexItalic400 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-italic.woff2';
import plex400 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2';
import plex500 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-500-normal.woff2';
import plex600 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2';
import plex700 from '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2';
import materialIcons from '@fontsource/material-icons/files/material-icons-latin-400-normal.woff2';
import type { HeadTag } from '../src/node/model/templates-api';

/**
 * Self-hosted fonts, from npm (@fontsource), latin subset, woff2 only (every browser the
 * site supports reads it). The engine copies each imported file to `/assets/` under a
 * content-hashed name, so they are cached for good.
 *
 * A browser downloads a face only when some text needs it, so declaring every weight costs
 * nothing until it is used; the body face is preloaded because every page needs it at once.
 */

/** Characters of the latin subset, as @fontsource declares them. */
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

interface FontFace {
  family: string;
  weight: number;
  style: 'normal' | 'italic';
  url: string;
  unicodeRange?: string;
  display: 'swap' | 'block';
}

const faces: FontFace[] = [
  { family: 'IBM Plex Sans', weight: 400, style: 'normal', url: plex400, unicodeRange: LATIN, display: 'swap' },
  { family: 'IBM Plex Sans', weight: 400, style: 'italic', url: plexItalic400, unicodeRange: LATIN, display: 'swap' },
  { family: 'IBM Plex Sans', weight: 500, style: 'normal', url: plex500, unicodeRange: LATIN, display: 'swap' },
  { family: 'IBM Plex Sans', weight: 600, style: 'normal', url: plex600, unicodeRange: LATIN, display: 'swap' },
  { family: 'IBM Plex Sans', weight: 700, style: 'normal', url: plex700, unicodeRange: LATIN, display: 'swap' },
  // Ligature icons (`<span class="material-icons">star</span>`) in pages and demos; "block" so
  // the ligature's name never flashes as text.
  { family: 'Material Icons', weight: 400, style: 'normal', url: materialIcons, display: 'block' },
];

const fontFaceRule = (face: FontFace) =>
  `@font-face{font-family:'${face.family}';font-style:${face.style};font-display:${face.display};font-weight:${face.weight};` +
  `src:url(${face.url}) format('woff2');${face.unicodeRange ? `unicode-range:${face.unicodeRange};` : ''}}`;

/** The class that renders Material Icons ligatures, as the icon font's own stylesheet defines it. */
const materialIconsClass =
  ".material-icons{font-family:'Material Icons';font-weight:normal;font-style:normal;font-size:24px;line-height:1;letter-spacing:normal;" +
  'text-transform:none;display:inline-block;white-space:nowrap;word-wrap:normal;direction:ltr;-webkit-font-feature-settings:"liga";font-feature-settings:"liga";-webkit-font-smoothing:antialiased}';

/** Head tags every page carries for its fonts. */
export const fontHeadTags: HeadTag[] = [
  { tag: 'link', attributes: { rel: 'preload', href: plex400, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' } },
  { tag: 'style', attributes: { 'data-fonts': true }, content: faces.map(fontFaceRule).join('') + materialIconsClass },
];

/** The body face's URL, for tests and the preload above. */
export const bodyFontUrl = plex400;
