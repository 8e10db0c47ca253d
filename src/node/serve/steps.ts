import { isHashedAsset } from '../routing/asset-names';
import { matchRedirect, type RedirectRule } from '../routing/redirect-rules';
import type { FileStore } from './file-store';
import { text, type RedirectReply, type RequestStep } from './reply';
import { canonicalRedirect } from './request-path';

/**
 * Hashed assets (`/assets/<name>-<HASH>.<ext>`) never change under their URL and are cached
 * for a year; everything else (HTML, `/sw.js`, public files) is revalidated on each use, so a
 * new deploy is seen at once and the service worker can update.
 */
export function cacheControlFor(pathname: string): string {
  if (isHashedAsset(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** `/a/` and `/a//b` redirect (301) to the one canonical spelling, keeping the query. */
export const redirectToCanonical: RequestStep = (request) => {
  const location = canonicalRedirect(request.rawPath);
  return location ? { type: 'redirect', status: 301, location: location + request.search } : null;
};

/** Files of a folder at their clean URLs. */
export const serveFiles =
  (store: FileStore): RequestStep =>
  (request) => store.reply(request.path, 200, cacheControlFor(request.path));

const isRedirectStatus = (status: number): status is RedirectReply['status'] => [301, 302, 307, 308].includes(status);

/**
 * A site's redirect rules (its `_redirects`), for the paths no earlier step answered, as static
 * hosts apply them: the first matching rule redirects, keeping the query. Rules with another
 * status (a `200` rewrite) are left to the host.
 */
export const followRedirects =
  (rulesOf: () => readonly RedirectRule[] | Promise<readonly RedirectRule[]>): RequestStep =>
  async (request) => {
    const match = matchRedirect(await rulesOf(), request.path);
    if (!match || !isRedirectStatus(match.status)) return null;
    return { type: 'redirect', status: match.status, location: match.to + request.search };
  };

/**
 * The folder's 404 page with status 404, or a plain 404 when it has none. A `404` rule of the
 * site's `_redirects` (`/zh/*  /zh/404.html  404`) names the page for the paths it matches,
 * as Netlify reads it: the 404 page of a language.
 */
export const serveNotFound =
  (store: FileStore, rulesOf: () => readonly RedirectRule[] | Promise<readonly RedirectRule[]> = () => []): RequestStep =>
  async (request) => {
    const own = matchRedirect((await rulesOf()).filter((rule) => rule.status === 404), request.path);
    const page = (own && (await store.reply(own.to, 404, 'no-cache'))) || (await store.reply('/404.html', 404, 'no-cache'));
    return page ?? text(404, 'Not Found');
  };
