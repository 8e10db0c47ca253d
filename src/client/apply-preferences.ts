import { schemeOf, type CodeVariant, type ColorMode, type ColorScheme, type Direction } from './preferences';

/**
 * Shows a preference on the page: the DOM half of `preferences.ts`, shared by the pre-paint
 * script and the widgets so both write exactly the same attributes.
 */

/** The root of the page and of each framed island (`iframe: true` demos), which follow the page. */
const roots = (doc: Document): HTMLElement[] => [
  doc.documentElement,
  ...[...doc.querySelectorAll<HTMLIFrameElement>('iframe[data-island]')].flatMap((frame) => frame.contentDocument?.documentElement ?? []),
];

/**
 * Sets the scheme of `mode` on `<html>` (the theme's CSS variables follow it) and points the
 * browser's `theme-color` at it: a `<meta name="theme-color" data-color-scheme="dark">`
 * applies always when the reader chose dark, never when they chose light, and by its
 * `prefers-color-scheme` media query when they follow the system.
 */
export function applyColorMode(doc: Document, mode: ColorMode, prefersDark: boolean): ColorScheme {
  const scheme = schemeOf(mode, prefersDark);
  for (const root of roots(doc)) root.setAttribute('data-mui-color-scheme', scheme);
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-color-scheme]')) {
    const own = meta.getAttribute('data-color-scheme');
    meta.media = mode === 'system' ? `(prefers-color-scheme: ${own})` : own === scheme ? 'all' : 'not all';
  }
  return scheme;
}

/** Sets `dir` on `<html>` and on the document of every framed island. */
export function applyDirection(doc: Document, dir: Direction): void {
  for (const root of roots(doc)) root.setAttribute('dir', dir);
}

/** Demos show the source `data-code-variant` names (CSS does the rest). */
/** Demos written once per styling solution show the one `data-demo-styling` names (CSS does the rest). */
export function applyDemoStyling(doc: Document, styling: string | null): void {
  if (styling) doc.documentElement.setAttribute('data-demo-styling', styling);
}

export function applyCodeVariant(doc: Document, variant: CodeVariant): void {
  doc.documentElement.setAttribute('data-code-variant', variant);
}
