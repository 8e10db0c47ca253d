/**
 * The site's service worker (browser code, bundled by esbuild in `generate.ts`). Hashed assets
 * are precached; pages are fetched network-first with a timeout, so a page read once opens
 * offline and a new deploy is never hidden behind a stale copy; a page never visited falls
 * back to the offline page.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[];
/** The offline page of each language, by code (`en` is the site's root one). */
declare const __OFFLINE_URLS__: Record<string, string>;
declare const __NETWORK_TIMEOUT_SECONDS__: number;
declare const __SEARCH_DIR__: string;
declare const __SEARCH_MANIFEST__: string;

interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
}
const worker = self as unknown as WorkerScope;

// A new version waits until the page tells it to take over (see the registration script), so
// a reader is never switched to new code in the middle of a page load.
worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__PRECACHE_MANIFEST__);

registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: __NETWORK_TIMEOUT_SECONDS__,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300 })],
    }),
  ),
);

registerRoute(
  ({ request, url }) => url.origin === location.origin && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

// Search: nothing is downloaded before a reader searches; what a search fetched is kept, so
// the next search works offline. The manifest names the current files (network first); the
// index and text files carry their content's hash and never change (cache first).
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname === __SEARCH_MANIFEST__,
  new NetworkFirst({ cacheName: 'search-manifest', networkTimeoutSeconds: __NETWORK_TIMEOUT_SECONDS__, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname.startsWith(__SEARCH_DIR__) && url.pathname !== __SEARCH_MANIFEST__,
  new CacheFirst({ cacheName: 'search', plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200 })] }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    // The offline page in the language of the page asked for, from its prefix (`/zh/...`).
    const language = /^\/([a-z]{2})\//.exec(new URL(request.url).pathname)?.[1] ?? 'en';
    const offline = Object.prototype.hasOwnProperty.call(__OFFLINE_URLS__, language) ? __OFFLINE_URLS__[language]! : __OFFLINE_URLS__.en!;
    return (await matchPrecache(offline)) ?? Response.error();
  }
  return Response.error();
});
