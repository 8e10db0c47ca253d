import { createHash } from 'node:crypto';
import type { ResolvedConfig } from '../model/config';
import type { PageRecord } from '../model/page-record';
import type { TwinListing } from '../model/twin';
import { LLMS_FULL_FILE, llmsParts } from './llms';
import { pagesToIndex } from '../search/select-pages';
import { writeSearchIndex, type SearchFile } from '../search/write-index';
import { generateServiceWorker, SERVICE_WORKER_FILE, unregisteringServiceWorker, withBuildId } from './service-worker';
import { siteFiles } from './site-files';
import { sha256 } from '../util/sha256';
import type { WrittenFile } from '../cache/search-index';

import type { EnginePage, OutputFolder } from '../model/output-files';

export interface FinishSiteInput {
  config: ResolvedConfig;
  /** The output folder being written (`write/`'s output folder). */
  output: OutputFolder;
  /** Every page of the site, in the order of the site's pages. */
  records: readonly PageRecord[];
  enginePages: readonly EnginePage[];
  /** The files of public/, as output paths. */
  publicFiles: ReadonlySet<string>;
  /** The llms files, copied into the output already (from the cache): a build with these twins made them so before. */
  llmsFiles?: readonly WrittenFile[];
  /** The search index, copied into the output already (from the cache). */
  searchWritten?: readonly WrittenFile[];
  /** The search index, when the build made it as the pages came (`searchIndexInOrder`); made here from the records otherwise. */
  searchIndex?: Iterable<SearchFile>;
}

/** Files of public/ every page shows (favicon, product logos): precached by the service worker. */
function shellFiles(config: ResolvedConfig, publicFiles: ReadonlySet<string>): string[] {
  const candidates = ['favicon.svg', 'favicon.ico', ...config.products.map((p) => p.logo?.replace(/^\/+/, '') ?? '')];
  return [...new Set(candidates)].filter((file) => file && publicFiles.has(file)).sort();
}

/**
 * The site-wide files, once every page is in the output folder: `sitemap.xml`, `robots.txt`,
 * `_redirects`, `_headers` (with the CSP of every inline script), the search index and the
 * service worker. They read only the pages' records, so a single build and a merge of shards
 * finish the same pages the same way. Returns every file of the output besides the pages (as
 * site paths), for the checks, and the service worker, which is written once `writeWorker` is
 * called: it is made (by esbuild, in its own process) while the build checks the site.
 */
export async function finishSite(
  input: FinishSiteInput,
): Promise<{ bytes: number; files: Set<string>; writeWorker: () => Promise<number>; llms: WrittenFile[]; search: WrittenFile[] }> {
  const { config, output, records, publicFiles } = input;
  let bytes = 0;
  let llms: WrittenFile[] = [];
  const scriptHashes = new Set([...records, ...input.enginePages].flatMap((page) => page.scriptHashes));
  // The service worker's code is made (esbuild, in its own process; the files it lists read by
  // workbox-build) while this thread writes the other files: only its first line waits for them.
  const workerCode = config.serviceWorker && !publicFiles.has(SERVICE_WORKER_FILE)
    ? generateServiceWorker({ outDir: output.dir, extraPrecache: shellFiles(config, publicFiles), languages: config.languages.map((l) => l.code) })
    : null;
  // Awaited below; a failure meanwhile is not an unhandled rejection.
  workerCode?.catch(() => undefined);

  // Pages and generated files in the order they are written (which is deterministic).
  const fingerprint = createHash('sha256');
  for (const record of records) if (record.path) fingerprint.update(`${record.path}\0${record.sha}\0`);

  const pages = records.map((r) => ({ pathname: r.pathname, url: r.url, language: r.language, fallback: r.fallback, frontmatter: { noindex: r.noindex } }));
  // Files the site ships in public/ win over the generated ones of the same name.
  const generated = Object.entries(siteFiles(config, pages, scriptHashes)).filter(([file]) => !publicFiles.has(file));
  for (const [file, content] of generated) {
    bytes += await output.write(file, content);
    fingerprint.update(`${file}\0${content}\0`);
  }
  // llms.txt, a product's, and llms-full.txt (the texts of the twins the pages' records list,
  // read back from the output), unless the build copied them from its cache already.
  // Fingerprinted by their hashes.
  const names = generated.map(([file]) => file);
  if (config.llms) {
    if (input.llmsFiles) {
      llms = [...input.llmsFiles];
    } else {
      const twins = recordsTwins(records);
      // Read by the site's rules for its files: inside the output, no link, no FIFO, whoever listed it.
      const made = llmsParts(config, twins, async (twin) => (await output.readBack(twin.path)).toString('utf8'));
      for (const [file, content] of Object.entries(made.files)) {
        if (!publicFiles.has(file)) llms.push({ path: file, bytes: await output.write(file, content), sha: sha256(content) });
      }
      if (!publicFiles.has(LLMS_FULL_FILE)) llms.push({ path: LLMS_FULL_FILE, ...(await output.writeParts(LLMS_FULL_FILE, made.full)) });
    }
    for (const file of llms) {
      bytes += file.bytes;
      fingerprint.update(`${file.path}\0${file.sha}\0`);
      names.push(file.path);
    }
  }
  // The search index, before the service worker, whose fingerprint covers it (unless the build
  // copied it from its cache already).
  let search: WrittenFile[] = [];
  if (config.search) {
    if (input.searchWritten) {
      search = [...input.searchWritten];
    } else {
      const productNames = Object.fromEntries(config.products.map((p) => [p.id, p.name]));
      for (const file of input.searchIndex ?? writeSearchIndex(pagesToIndex(records, config.search), productNames)) {
        search.push({ path: file.path, bytes: await output.write(file.path, file.contents), sha: sha256(file.contents) });
      }
    }
    for (const file of search) {
      bytes += file.bytes;
      fingerprint.update(`${file.path}\0${file.sha}\0`);
      names.push(file.path);
    }
  }
  const writesWorker = !publicFiles.has(SERVICE_WORKER_FILE);
  const buildId = fingerprint.digest('hex').slice(0, 16);

  // Every file of the output besides the pages; the service worker is counted in: it will be there.
  const files = new Set(
    [...publicFiles, ...names, ...(writesWorker ? [SERVICE_WORKER_FILE] : []), ...input.enginePages.map((page) => page.path)].map((file) => `/${file}`),
  );
  const writeWorker = async () => (writesWorker ? output.write(SERVICE_WORKER_FILE, workerCode ? withBuildId(await workerCode, buildId) : unregisteringServiceWorker()) : 0);
  return { bytes, files, writeWorker, llms, search };
}

/** The twins the pages' records list, by URL: what the llms files list and hold. */
export const recordsTwins = (records: readonly PageRecord[]): TwinListing[] =>
  records.flatMap((record) => (record.twin ? [record.twin] : [])).sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
