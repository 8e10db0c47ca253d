import path from 'node:path';
import { build } from 'esbuild';
import { ASSETS_DIR, SANDBOX_DIR, SOCIAL_CARD_DIR } from '../routing/asset-names';
import { languageFile, OFFLINE_PAGE_FILE } from '../routing/paths';
import { SEARCH_DIR, SEARCH_MANIFEST } from '../../shared/search-format';
import { packageRoot } from '../util/package-root';
import { UNREGISTER_WORKER } from '../page/register-script';

export const SERVICE_WORKER_FILE = 'sw.js';
/** How long a page request may take before the cached copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

export interface ServiceWorkerInput {
  /** The output folder being built (the staging folder). */
  outDir: string;
  /** Files other than hashed assets that every visitor needs (favicon, product logos), as output paths. */
  extraPrecache: string[];
  /** The site's language codes: an offline page is precached for each. */
  languages: string[];
}

const HASHED = new RegExp(`^${ASSETS_DIR}/.*-[A-Za-z0-9]{8,}\\.[a-z0-9]+$`);

/** The offline page of each language, by code: the worker shows the one of the page's prefix. */
const offlineFiles = (languages: readonly string[]) => Object.fromEntries(languages.map((code) => [code, languageFile(OFFLINE_PAGE_FILE, code)]));

/** What workbox-build lists the files to precache with, every option given (those it would default too). */
export function manifestOptions(input: ServiceWorkerInput) {
  return {
    globDirectory: input.outDir,
    globPatterns: [`${ASSETS_DIR}/**/*`, ...Object.values(offlineFiles(input.languages)), ...input.extraPrecache],
    // The search index is fetched when a reader first searches, and cached then (see the worker);
    // the demos' sandbox projects go to online services, and the share cards to the sites a link
    // is shared on, so they are no use offline.
    globIgnores: [SERVICE_WORKER_FILE, `${SEARCH_DIR}/**`, `${SANDBOX_DIR}/**`, `${SOCIAL_CARD_DIR}/**`],
    dontCacheBustURLsMatching: HASHED,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    globFollow: true,
  };
}

/** workbox-build's manifest lister, imported once per process, by the first build that needs it (it is slow to import). */
let manifestLister: Promise<typeof import('workbox-build/build/lib/get-file-manifest-entries.js')> | null = null;

/**
 * workbox-build's file lister, imported once. The subpath keeps workbox-build's bundler
 * toolchain (rollup, babel) out of the build, and its options' validation (ajv, 75 ms to import
 * and run): the options are ours, complete, and a test checks that the validation would leave
 * them as they are. The import itself (glob and its dependencies) takes 50 to 60 ms of the
 * build's thread: a build starts it while its pages render, not once they are written.
 */
export const loadManifestLister = () => (manifestLister ??= import('workbox-build/build/lib/get-file-manifest-entries.js'));

/**
 * The code of `/sw.js`, but for its first line (`withBuildId`): workbox-build lists the files
 * to precache with a revision for each file that does not carry a hash in its name, and esbuild
 * bundles our worker with that list built in. The worker's bytes therefore change whenever a
 * precached file does.
 *
 * It reads only the hashed assets, the offline pages and `extraPrecache`, so it can be made
 * while the rest of the site's files (the search index, the sitemap) are written.
 */
export async function generateServiceWorker(input: ServiceWorkerInput): Promise<string> {
  const { getFileManifestEntries } = await loadManifestLister();
  const { manifestEntries = [] } = await getFileManifestEntries(manifestOptions(input));
  const manifest = manifestEntries
    .map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : { url: entry.url, revision: entry.revision ?? null }))
    .map((entry) => ({ url: `/${entry.url.replace(/^\/+/, '')}`, revision: entry.revision }))
    .sort((a, b) => a.url.localeCompare(b.url));
  const source = path.join(packageRoot(), 'src', 'client', 'service-worker.ts');
  const result = await build({
    entryPoints: [source],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
    define: {
      'process.env.NODE_ENV': '"production"',
      __PRECACHE_MANIFEST__: JSON.stringify(manifest),
      __OFFLINE_URLS__: JSON.stringify(Object.fromEntries(Object.entries(offlineFiles(input.languages)).map(([code, file]) => [code, `/${file}`]))),
      __NETWORK_TIMEOUT_SECONDS__: String(NETWORK_TIMEOUT_SECONDS),
      __SEARCH_DIR__: JSON.stringify(`/${SEARCH_DIR}/`),
      __SEARCH_MANIFEST__: JSON.stringify(`/${SEARCH_MANIFEST}`),
    },
  });
  return result.outputFiles[0]?.text ?? '';
}

/**
 * The worker's text: its code under a fingerprint of everything the build wrote, so that every
 * deploy that changes anything ships a new worker and open pages pick the new version up.
 */
export const withBuildId = (code: string, buildId: string): string => `// docs-site service worker, build ${buildId}\n${code}`;

/** The worker a site ships when its service worker is turned off. */
export const unregisteringServiceWorker = (): string => UNREGISTER_WORKER;
