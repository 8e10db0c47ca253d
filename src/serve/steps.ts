import { isHashedAsset } from '../output/asset-names';
import type { FileStore } from './file-store';
import { text, type RequestStep } from './reply';
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

/** The folder's 404 page with status 404, or a plain 404 when it has none. */
export const serveNotFound =
  (store: FileStore, page = '/404.html'): RequestStep =>
  async () => (await store.reply(page, 404, 'no-cache')) ?? text(404, 'Not Found');
