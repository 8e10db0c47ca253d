import { DEFAULT_LANGUAGE, isNeverPrefixed, languagePrefix, localisedPath } from './paths';

/** A redirect as `_redirects` writes it (`:name` and `*` patterns, `:splat`). */
export interface LocalisableRedirect {
  from: string;
  to: string;
  status: number;
}

/** `/api` is the old spelling of `/api-docs` (REFERENCE section 2); every site keeps it working. */
export const API_REDIRECTS: readonly LocalisableRedirect[] = [
  { from: '/api', to: '/api-docs', status: 301 },
  { from: '/api/*', to: '/api-docs/:splat', status: 301 },
];

/**
 * Each other language's 404 page for the paths under its prefix that lead nowhere, as a
 * `404` rule (`/zh/*` to `/zh/404.html`, as Netlify reads it; hosts that look for the nearest
 * `404.html` up the path find the same file). Written after every other rule: the first
 * matching rule applies, and these match every path under the prefix.
 */
export function notFoundRules(languages: readonly string[]): LocalisableRedirect[] {
  return languages
    .filter((code) => code !== DEFAULT_LANGUAGE)
    .map((code) => ({ from: `${languagePrefix(code)}/*`, to: `${languagePrefix(code)}/404.html`, status: 404 }));
}

const isSitePath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/**
 * Every redirect in every language: English's as written, then each other language's under
 * its prefix (`/zh/api/*` to `/zh/api-docs/:splat`), the target too when it is a path of the
 * site. Paths that take no prefix (`/blog`) are redirected once, in English.
 */
export function localisedRedirects<R extends LocalisableRedirect>(rules: readonly R[], languages: readonly string[]): R[] {
  const others = languages.filter((code) => code !== DEFAULT_LANGUAGE);
  const localised = others.flatMap((code) =>
    rules
      .filter((rule) => !isNeverPrefixed(rule.from))
      .map((rule) => ({ ...rule, from: localisedPath(rule.from, code), to: isSitePath(rule.to) ? localisedPath(rule.to, code) : rule.to })),
  );
  return [...rules, ...localised];
}
