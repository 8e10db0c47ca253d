/**
 * The reader's preferences: where each one is kept and the rules that read it (REFERENCE 4
 * and 5). Plain functions of strings, shared by the pre-paint script and the always-on
 * widgets, and tested in Node. The places are a contract other client code reads too:
 *
 * - code variant: the `codeVariant` cookie (`TS` or `JS`), shown as `data-code-variant` on `<html>`;
 * - colour mode: localStorage `mui-mode` (`light`, `dark` or `system`), shown as the scheme
 *   in `data-mui-color-scheme` on `<html>`;
 * - direction: localStorage `mui-direction` (`ltr` or `rtl`), shown as `dir` on `<html>`.
 */

export type CodeVariant = 'ts' | 'js';
export type ColorMode = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export const CODE_VARIANT_COOKIE = 'codeVariant';
/** One year, in seconds (SPEC 9). */
export const CODE_VARIANT_MAX_AGE = 31536000;
export const MODE_STORAGE_KEY = 'mui-mode';
export const DIRECTION_STORAGE_KEY = 'mui-direction';
/** The styling solution the reader chose for demos written once per styling (`css`, `tailwind`, `system`). */
export const STYLING_STORAGE_KEY = 'docs-demo-styling';
/** A stored styling, if it is one. */
export const parseStyling = (value: string | null): string | null => (value !== null && /^[a-z]{1,20}$/.test(value) ? value : null);

/** SPEC 8, to the letter. */
export const SERVER_COOKIE_MESSAGE = 'getCookie() is not supported on the server. Fallback to a different value when rendering on the server.';

/** The value of cookie `name` in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** Reads a cookie of the page. There are no cookies on the server: a caller there must choose another value. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') throw new Error(SERVER_COOKIE_MESSAGE);
  return cookieValue(document.cookie, name);
}

/** `#Name.js` selects JS, `#Name.tsx` TS (REFERENCE 4); other hashes select nothing. */
export function variantFromHash(hash: string): CodeVariant | null {
  let decoded = hash;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    // A malformed escape: read the hash as it is.
  }
  if (decoded.endsWith('.js')) return 'js';
  if (decoded.endsWith('.tsx')) return 'ts';
  return null;
}

/** The `codeVariant` cookie's value as a variant; anything but `TS` or `JS` is no preference. */
export function variantFromCookie(value: string | undefined): CodeVariant | null {
  return value === 'JS' ? 'js' : value === 'TS' ? 'ts' : null;
}

/** The variant a page opens with: the link's hash, else the cookie, else TS. */
export function initialVariant(hash: string, cookie: string | undefined): CodeVariant {
  return variantFromHash(hash) ?? variantFromCookie(cookie) ?? 'ts';
}

/** The `document.cookie` assignment that remembers a variant for a year on the whole site; `Secure` on https. */
export function variantCookie(variant: CodeVariant, secure: boolean): string {
  return `${CODE_VARIANT_COOKIE}=${variant.toUpperCase()};path=/;max-age=${CODE_VARIANT_MAX_AGE};SameSite=Lax${secure ? ';Secure' : ''}`;
}

/** The stored mode; nothing (or anything else) stored means `system`. */
export function parseMode(stored: string | null): ColorMode {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

/** The scheme a mode shows: `system` follows the operating system's `prefers-color-scheme`. */
export function schemeOf(mode: ColorMode, prefersDark: boolean): ColorScheme {
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

/** The stored direction, else the direction the page was written in. */
export function parseDirection(stored: string | null, pageDirection: string | null): Direction {
  if (stored === 'ltr' || stored === 'rtl') return stored;
  return pageDirection === 'rtl' ? 'rtl' : 'ltr';
}

/** Whether the reader is on a Mac (or an iPad/iPhone with a keyboard): shortcuts show ⌘ there. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** localStorage, which may be missing or throw (storage disabled, private modes): then nothing is stored. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered across pages; the page itself still changes.
  }
}
