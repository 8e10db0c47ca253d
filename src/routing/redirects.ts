import { DEFAULT_LANGUAGE, isNeverPrefixed, localisedPath } from './paths';

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
