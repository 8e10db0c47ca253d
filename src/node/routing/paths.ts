/**
 * Every rule that turns a path into another path lives here, as pure functions, so that the
 * content loader, the renderer, the link checker and the servers agree on what a URL means.
 */

import { MAX_ROUTE_LENGTH, MAX_ROUTE_SEGMENT_BYTES } from '../util/limits';
import { trimBoth } from '../util/trim';

/** The language whose pages carry no prefix. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * Chinese pages are always recognised (and stripped) even when `zh` is not configured: the
 * original site keeps links to its former Chinese translation working this way.
 */
const ALWAYS_RECOGNISED_LANGUAGES = ['zh'];

export interface LocatedPath {
  /** Two-letter code, `en` when the path has no language prefix. */
  language: string;
  /** The path without its language prefix (hash kept). */
  canonicalAs: string;
  /** `canonicalAs` without the `#fragment`. */
  canonicalAsServer: string;
  /** `canonicalAsServer` with `/api` mapped to `/api-docs` and no trailing slash (`/` stays `/`). */
  canonicalPathname: string;
}

/**
 * Splits a browser path into its language and canonical forms.
 *
 * A path has a language when its characters 1-2 are a configured language (or `zh`) and it
 * starts with `/<xx>/`. English is never prefixed: `/en/...` is an English path whose first
 * folder happens to be `en`.
 */
export function locatePath(pathname: string, languages: readonly string[]): LocatedPath {
  const candidate = pathname.slice(1, 3);
  const recognised =
    candidate !== DEFAULT_LANGUAGE &&
    (languages.includes(candidate) || ALWAYS_RECOGNISED_LANGUAGES.includes(candidate)) &&
    pathname.startsWith(`/${candidate}/`);
  const language = recognised ? candidate : DEFAULT_LANGUAGE;
  const canonicalAs = recognised ? pathname.slice(3) : pathname;
  const canonicalAsServer = stripHash(canonicalAs);
  return { language, canonicalAs, canonicalAsServer, canonicalPathname: canonicalPathname(canonicalAsServer) };
}

export function stripHash(path: string): string {
  const hash = path.indexOf('#');
  return hash === -1 ? path : path.slice(0, hash);
}

/**
 * The one spelling of a route: a leading `/api` segment becomes `/api-docs`, and one trailing
 * slash is dropped (`/` stays `/`). `/api` must be a whole segment: `/apis` and `/api-docs`
 * are left alone.
 */
export function canonicalPathname(pathWithoutLanguage: string): string {
  const mapped = pathWithoutLanguage.replace(/^\/api(?=\/|$)/, '/api-docs');
  const trimmed = mapped.length > 1 && mapped.endsWith('/') ? mapped.slice(0, -1) : mapped;
  return trimmed === '' ? '/' : trimmed;
}

/** The prefix a page of `language` gets in front of its canonical path: `''` for English. */
export function languagePrefix(language: string): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Paths that never carry a language prefix, nor anything under them (REFERENCE 2): the blog is English only. */
export const NEVER_PREFIXED_PATHS: readonly string[] = ['/blog'];

/** Whether a canonical path is the same in every language (`/blog`, `/blog/...`). */
export function isNeverPrefixed(canonical: string): boolean {
  return NEVER_PREFIXED_PATHS.some((path) => canonical === path || canonical.startsWith(`${path}/`));
}

/** The path a reader of `language` uses for a canonical path (`/blog` is never prefixed). */
export function localisedPath(canonical: string, language: string): string {
  const prefix = languagePrefix(language);
  if (!prefix || isNeverPrefixed(canonical)) return canonical;
  return canonical === '/' ? `${prefix}/` : `${prefix}${canonical}`;
}

/**
 * Where a page the engine makes for each language (the offline page) is written: `offline.html`
 * for English, `zh/offline.html` for Chinese.
 */
export function languageFile(file: string, language: string): string {
  return language === DEFAULT_LANGUAGE ? file : `${language}/${file}`;
}

/**
 * The route of a content file, from its path relative to the content folder:
 * `index.md` -> `/`, `a/index.md` -> `/a`, `a/b.md` -> `/a/b`. Separators are normalised, so
 * Windows paths give the same routes.
 */
export function fileToPathname(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\\/g, '/').replace(/\.md$/i, '');
  const segments = withoutExtension.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.at(-1) === 'index') segments.pop();
  return canonicalPathname(`/${segments.join('/')}`);
}

/**
 * The language a content file is written in, from an `-xx` suffix on its name
 * (`button-zh.md`); files without a configured suffix are English.
 */
export function fileLanguage(relativeFile: string, languages: readonly string[]): string {
  const match = /-([a-z]{2})\.md$/i.exec(relativeFile);
  const code = match?.[1];
  return code && code !== DEFAULT_LANGUAGE && languages.includes(code) ? code : DEFAULT_LANGUAGE;
}

/** Removes the `-xx` language suffix from a file name before its route is derived. */
export function stripFileLanguage(relativeFile: string, language: string): string {
  return language === DEFAULT_LANGUAGE ? relativeFile : relativeFile.replace(new RegExp(`-${language}\\.md$`, 'i'), '.md');
}

/**
 * Where a route's HTML is written in the output folder: `/` -> `index.html`,
 * `/a/b` -> `a/b/index.html`, so that static hosts serve clean URLs.
 */
export function pathnameToOutputFile(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  return [...segments, 'index.html'].join('/');
}

/** Whether a route is well formed: absolute, no empty, `.` or `..` segments, no trailing slash. */
export function isValidRoute(pathname: string): boolean {
  if (pathname === '/') return true;
  if (!pathname.startsWith('/') || pathname.endsWith('/')) return false;
  return pathname
    .slice(1)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0?#]/.test(segment));
}

/**
 * Why a route is too long to be written, or null: over `MAX_ROUTE_LENGTH` characters, or a
 * segment over `MAX_ROUTE_SEGMENT_BYTES` bytes (each segment is a folder name of the output,
 * and file systems refuse names over 255 bytes).
 */
export function routeLengthProblem(url: string): string | null {
  if (url.length > MAX_ROUTE_LENGTH) return `The route is ${url.length} characters long, over the limit of ${MAX_ROUTE_LENGTH}`;
  for (const segment of url.split('/')) {
    const bytes = Buffer.byteLength(segment);
    if (bytes > MAX_ROUTE_SEGMENT_BYTES) return `A segment of the route (${segment.slice(0, 24)}…) is ${bytes} bytes long, over the limit of ${MAX_ROUTE_SEGMENT_BYTES}`;
  }
  return null;
}

/** API reference pages may be listed under several groups; their paths are exempt from the navigation's duplicate rule. */
const API_SEGMENT = /\/(components-api|hooks-api)(?=\/|$)/;

/** Whether a path is in a components-api or hooks-api section. */
export const inApiSection = (pathname: string): boolean => API_SEGMENT.test(pathname);

/** The path navigation entries and pages are compared by: the first components-api / hooks-api segment removed. */
export const comparablePathname = (pathname: string): string => pathname.replace(API_SEGMENT, '');

/** Where the offline page is written (in each language's folder for the others): the service worker shows it. */
export const OFFLINE_PAGE_FILE = 'offline.html';

/** Where the markdown twin of a page's URL goes: `/material-ui/react-button` -> `material-ui/react-button.md`, `/` -> `index.md`. */
export const twinPath = (url: string): string => `${trimBoth(url, '/') || 'index'}.md`;
