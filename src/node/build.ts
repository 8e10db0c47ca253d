import { buildKeys } from './cache/cache-keys';
import { openPageCache, type PageCache } from './cache/page-cache';
import { checkSite } from './checks/check-site';
import { openTarget } from './config/target';
import type { ResolvedConfig } from './model/config';
import { hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic';
import type { EnginePage } from './model/output-files';
import { loadManifestLister } from './finish/service-worker';
import type { PageRecord } from './model/page-record';
import { scriptHashes } from './page/inline-scripts';
import { createPageRenderer } from './page/render-page';
import { renderEnginePages } from './page/render-site-page';
import { startBuildThreads, type BuildThreads } from './run/build-threads';
import { stopEarlySideThread } from './run/early-side-thread';
import type { RenderSetup } from './run/render-context';
import { renderPages, type SearchIndexing } from './run/render-pages';
import { inShard, SHARD_MANIFEST, type ShardManifest, type ShardSpec } from './run/shards';
import { rendererSetup } from './page/renderer-setup';
import { loadSite, type LoadedSite, type LoadSiteOptions, type LoadSiteResult } from './site/load-site';
import { isGenerated } from './load/load-pages';
import type { SiteState } from './site/site-state';
import type { DemoCounts } from './site/prepare-demos';
import { packageVersion } from './util/package-root';
import { listedApiPages } from './page/twin/page-twins';
import { englishPages } from './page/social-card';
import { finishWithCache } from './finish/finish-cached';
import { mark, task } from './util/timings';
import { listenToProgress, progress, type Progress } from './util/progress';
import { copySiteFiles } from './write/copy-files';
import { linkRenderedPages, reuseCachedPages } from './write/reuse-page';
import { sharedFileWriter } from './write/shared-files';
import { socialImageWriter } from './write/social-images';
import { readLogos } from './og/card-inputs';
import { startImageThreads } from './run/image-threads';
import { checkCacheFolder } from './cache/check-cache';
import { openStaging, type Staging } from './write/staging';
import type { RoutedPage } from './model/page-site';

export interface BuildOptions {
  /** Config file, relative to `cwd`. */
  configFile?: string;
  cwd?: string;
  /** Output folder, relative to `cwd`; overrides the config's. */
  outDir?: string;
  /** Called after each page is written. */
  onProgress?: (progress: { done: number; total: number }) => void;
  /** Called as each long step of the build goes on (loading, compiling and checking demos, rendering, checking links). */
  onStep?: (progress: Progress) => void;
  /** What a broken internal link does; overrides the config's `checks.links`. */
  links?: 'error' | 'warn' | 'off';
  /** What a demo that cannot be shown does; overrides the config's `checks.demos`. */
  demos?: 'error' | 'warn';
  /**
   * Worker threads that render pages; 0 renders them in the build's own thread. By default,
   * one per core when there are enough pages to render for the threads' start-up to pay off.
   */
  workers?: number;
  /**
   * Reuse the pages earlier builds rendered when nothing they show has changed, and keep this
   * build's for the next (in the config's `directories.cache`). Default true.
   */
  cache?: boolean;
  /**
   * Build one share of the pages into the output folder, with a manifest, for `merge` to join
   * with the other shares: a site too big for one machine is built by several.
   */
  shard?: ShardSpec;
}

export interface BuildResult {
  ok: boolean;
  /** Every problem found, sorted by file and line. */
  diagnostics: Diagnostic[];
  /** The output folder, when the config could be read. */
  outDir: string | null;
  pages: number;
  /** Of those pages, how many were rendered by this build (the others came from the cache). */
  rendered: number;
  /**
   * Demos the pages embed (site embeds included), how many of them this build compiled (the
   * others came from the cache), and how many times it bundled the browser code (0: the bundle
   * came from the cache; 2 when a demo broke the first).
   */
  demos: DemoCounts;
  /** The pages' share cards (`ogImages`): how many the output has, and how many this build drew (the others came from the cache). */
  images: { total: number; made: number };
  /** Bytes written to the output, public files included. */
  bytes: number;
  durationMs: number;
}

type Counts = Omit<BuildResult, 'ok' | 'diagnostics' | 'outDir' | 'durationMs'>;
const NOTHING: Counts = { pages: 0, rendered: 0, bytes: 0, demos: { total: 0, compiled: 0, bundles: 0 }, images: { total: 0, made: 0 } };

/** The pages `build` renders: all, or those of its shard, by their place among all, with their output file. */
function selectPages(pages: readonly RoutedPage[], shard: ShardSpec | null): { index: number; output: string }[] {
  return pages
    .map(({ route }, index) => ({ index, url: route.url, output: route.outputFile }))
    .filter(({ url }) => !shard || inShard(url, shard))
    .map(({ index, output }) => ({ index, output }));
}

/**
 * Builds the site: load, copy, reuse, render and write, engine pages, finish, check, commit.
 * Problems are collected from every stage and returned together; the previous output is
 * replaced only when there is no error.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const result = (ok: boolean, diagnostics: Diagnostic[], outDir: string | null, counts = NOTHING): BuildResult => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    outDir,
    ...counts,
    durationMs: performance.now() - started,
  });
  const target = await openTarget(options, options.cwd ?? process.cwd());
  if (!target.config) {
    await stopEarlySideThread();
    return result(false, target.diagnostics, target.outDir);
  }
  mark('config read');
  const config = options.demos ? { ...target.config, checks: { ...target.config.checks, demos: options.demos } } : target.config;
  const shard = options.shard ?? null;
  // A cache that holds a link or a FIFO (restored, shared, tampered with) is not used at all.
  const refused = options.cache === false ? null : await checkCacheFolder(config.directories.cache, config.root);
  const useCache = options.cache !== false && refused === null;
  // The threads start now, to load while this thread loads the site (run/build-threads.ts).
  const threads = startBuildThreads(config, { ...(options.workers !== undefined && { workers: options.workers }), cache: useCache, shard });
  const listening = listenToProgress(options.onStep ?? null);
  try {
    return await buildSite({ options: { ...options, cache: useCache }, config, outDir: target.outDir, shard, threads, result, configWarnings: [...target.diagnostics, ...(refused ? [refused] : [])] });
  } finally {
    listenToProgress(listening);
    await threads.close();
  }
}

/** The build, once its config is read and its threads started. */
async function buildSite({ options, config, outDir, shard, threads, result, configWarnings }: {
  options: BuildOptions;
  config: ResolvedConfig;
  outDir: string;
  shard: ShardSpec | null;
  threads: BuildThreads;
  result: (ok: boolean, diagnostics: Diagnostic[], outDir: string | null, counts?: Counts) => BuildResult;
  configWarnings: readonly Diagnostic[];
}): Promise<BuildResult> {
  // Load: pages, API pages, navigation, public files, templates, translations, demos, browser code.
  const [loaded, workerModule] = await task('site loaded', () =>
    Promise.all([loadForBuild(config, { cache: options.cache !== false, onRouted: (routed) => threads.compileAhead(routed) }), threads.workerModule]),
  );
  const { state, site, client } = loaded;
  if (!site || !client) return result(false, [...configWarnings, ...loaded.diagnostics], outDir);
  const cache = options.cache === false ? null : openPageCache(config.directories.cache);
  const staging = await openStaging(outDir);
  if ('diagnostic' in staging) return result(false, [...configWarnings, ...loaded.diagnostics, staging.diagnostic], outDir);
  // Share cards: drawn in threads of their own while the pages render, or taken from the cache.
  const images = socialImageWriter(staging, cache, () =>
    startImageThreads(
      {
        logos: Object.fromEntries(Object.entries(readLogos(config, state.publicFiles)).map(([id, logo]) => [id, logo.dataUrl])),
        outDir: staging.dir,
        cacheDir: cache ? config.directories.cache : null,
      },
      site.pages.length,
    ),
  );
  try {
    const built: Built = { site, state, config, cache, staging, shard, options };
    const copied = await copyFiles(built, client);
    const renderer = rendererSetup(config, state.publicFiles, client);
    // Other pages a page's output reads: the API pages of the components it lists (its twin shows
    // their props), a translation's English page (its share card may show its text).
    const listedApi = listedApiPages(config, site.pages);
    const english = englishPages(config, site.pages);
    const reads = (page: RoutedPage) => {
      const englishPage = english(page);
      return [...listedApi(page).map((api) => api.hash), ...(englishPage ? [englishPage.hash] : [])];
    };
    const keys = buildKeys(site, { engine: workerModule.hash, renderer, reads });
    // What the build found before rendering (navigation coverage, demos): every shard finds the same.
    const siteDiagnostics = [...configWarnings, ...loaded.diagnostics, ...copied.diagnostics];
    // A page written to a public file's path is not rendered (loading the site reported it).
    const selected = selectPages(site.pages, shard).filter(({ output }) => !state.publicFiles.has(output));
    const shared = sharedFileWriter(staging, cache);
    const pages = await writePages(built, { selected, keys, renderer, threads, shared, images, listedApi, english });
    const engine = await writeEnginePages(built, renderer, shared);
    const ending = shard
      ? await writeShardManifest(built, { keys, siteDiagnostics, records: pages.records, enginePages: engine.enginePages })
      : await finishAndCheck(built, { records: pages.records, enginePages: engine.enginePages, search: pages.search });
    mark('site finished');
    await pages.cacheWritten;
    // The pages rendered now become links to their cache entries, as reused pages are.
    if (cache) linkRenderedPages(staging, cache, pages.records, pages.renderedIndexes, keys.page);
    const drawn = await task('share cards written', () => images.done());
    const diagnostics = [...siteDiagnostics, ...pages.records.flatMap((record) => record.diagnostics), ...engine.diagnostics, ...ending.diagnostics];
    const bytes = copied.bytes + pages.bytes + engine.bytes + ending.bytes + shared.bytes() + drawn.bytes;

    // Commit: the output replaces the previous one only when there is no error.
    if (hasErrors(diagnostics)) {
      await staging.discard();
      return result(false, diagnostics, outDir);
    }
    await task('output in place', () => staging.commit());
    // The cache keeps what this build used, and nothing else, so it does not grow build after
    // build. A shard keeps everything: other shards' builds use the same cache in CI.
    if (cache && !shard) {
      await cache.prune({ pages: new Set(selected.map(({ index }) => keys.page(index))), shared: shared.written(), images: images.written(), files: new Set(ending.keptFiles) });
    }
    return result(true, diagnostics, outDir, {
      pages: pages.records.filter((r) => r.path).length,
      rendered: pages.rendered,
      bytes,
      demos: loaded.demos ?? NOTHING.demos,
      images: { total: drawn.total, made: drawn.made },
    });
  } catch (caught) {
    await images.close();
    await staging.discard();
    throw caught;
  }
}

/**
 * The site loaded, as the build keeps it to its end: of the loading's state only what it reads,
 * and no page's text (loading kept only that of the pages its API tabs needed), which is read
 * again where a page is rendered (`withBody`): what the build holds does not grow with the text
 * of the whole site.
 */
async function loadForBuild(config: ResolvedConfig, options: LoadSiteOptions): Promise<Omit<LoadSiteResult, 'state'> & { state: BuildState }> {
  const { state, site, ...loaded } = await loadSite(config, { ...options, keepText: false });
  return {
    ...loaded,
    state: { publicFiles: state.publicFiles },
    site: site && { ...site, pages: site.pages.map((page) => (isGenerated(page) ? page : { ...page, body: null })) },
  };
}

/** What the build reads of the loading's state. */
type BuildState = Pick<SiteState, 'publicFiles'>;

/** What every task of a build reads: the loaded site, the output being written, the cache. */
interface Built {
  site: LoadedSite;
  state: BuildState;
  config: ResolvedConfig;
  cache: PageCache | null;
  staging: Staging;
  shard: ShardSpec | null;
  options: BuildOptions;
}

/** Copy: the public files, the templates' assets, the browser code, the demos' sandbox projects. */
function copyFiles({ site, state, config, staging }: Built, client: { files: { path: string; contents: string | Uint8Array }[] }) {
  return copySiteFiles(staging, config, [...state.publicFiles], [...site.templates.assets, ...client.files, ...(site.demos.sandboxFiles ?? [])]);
}

/**
 * The pages: those rendered before, with nothing they show changed since, from the cache; the
 * others rendered in the render threads (or here), each written as soon as it is rendered.
 */
async function writePages(
  { site, config, cache, staging, shard, options }: Built,
  { selected, keys, renderer, threads, shared, images, listedApi, english }: {
    selected: { index: number; output: string }[];
    listedApi: ReturnType<typeof listedApiPages>;
    english: ReturnType<typeof englishPages>;
    keys: ReturnType<typeof buildKeys>;
    renderer: RenderSetup['renderer'];
    threads: BuildThreads;
    shared: ReturnType<typeof sharedFileWriter>;
    images: ReturnType<typeof socialImageWriter>;
  },
): Promise<{ records: PageRecord[]; rendered: number; renderedIndexes: number[]; bytes: number; search: SearchIndexing | null; cacheWritten: Promise<void> }> {
  const records: PageRecord[] = [];
  let bytes = 0;
  const keep = (record: PageRecord) => {
    records.push(record);
    if (record.socialCard) images.add(record.socialCard);
    bytes += record.bytes + (record.twin?.bytes ?? 0);
    options.onProgress?.({ done: records.length, total: selected.length });
    progress({ step: 'rendering', done: records.length, total: selected.length, unit: 'pages' });
  };
  const toRender = await reuseCachedPages(cache, selected, { key: keys.page, routesByFile: site.routesByFile, staging, shared, onRecord: keep });
  const reused = [...records];
  mark('pages reused from the cache');
  let search: SearchIndexing | null = null;
  let cacheWritten = Promise.resolve();
  if (toRender.length > 0) {
    const setup: RenderSetup = {
      site: { config, model: site.model, routesByFile: site.routesByFile, demos: { byPage: site.demos.byPage, embeds: site.demos.embeds } },
      templatesModule: site.templates.modulePath,
      templatesSiteCode: site.templates.siteCode,
      demoModules: site.serverDemos.modulePaths,
      ownThemeDemos: site.serverDemos.ownTheme,
      licenseKeys: site.licenseKeys,
      renderer,
      outDir: staging.dir,
      cacheDir: cache ? config.directories.cache : null,
    };
    const rendered = await renderPages({
      config,
      pages: site.pages,
      toRender,
      order: selected.map(({ index }) => index),
      reused,
      setup,
      threads,
      key: (index) => (cache ? keys.page(index) : null),
      listedApi: (index) => listedApi(site.pages[index]!).map((page) => page.api!),
      english: (index) => english(site.pages[index]!),
      shared,
      indexSearch: !shard,
      onRecord: keep,
      // What the service worker is made with is imported while the pages render.
      onStarted: () => void (config.serviceWorker && !shard && loadManifestLister().catch(() => undefined)),
    });
    search = rendered.search;
    cacheWritten = rendered.cacheWritten;
  }
  records.sort((a, b) => a.index - b.index);
  return { records, rendered: toRender.length, renderedIndexes: toRender, bytes, search, cacheWritten };
}

/** Engine pages: 404, offline and search pages, in this thread (they have no demos). */
async function writeEnginePages({ site, staging }: Built, renderer: RenderSetup['renderer'], shared: ReturnType<typeof sharedFileWriter>) {
  const { islandAssets, ...engineOptions } = renderer;
  const engineRenderer = createPageRenderer(site.templates.templates, { ...engineOptions, islands: { components: {}, assets: islandAssets } });
  const engine = renderEnginePages(site, engineRenderer);
  const enginePages: EnginePage[] = [];
  let bytes = 0;
  for (const page of engine.files) {
    bytes += await staging.write(page.path, page.html);
    for (const file of page.shared) await shared.write(file);
    enginePages.push({ path: page.path, scriptHashes: scriptHashes(page.html) });
  }
  mark('engine pages written');
  return { enginePages, diagnostics: engine.diagnostics, bytes };
}

/** A share of the pages: `merge` finishes and checks the site once every share is built. */
async function writeShardManifest(
  { site, state, staging, shard }: Built,
  parts: Pick<ShardManifest, 'siteDiagnostics' | 'records' | 'enginePages'> & { keys: ReturnType<typeof buildKeys> },
): Promise<{ bytes: number; diagnostics: Diagnostic[]; keptFiles: string[] }> {
  const manifest: ShardManifest = {
    format: 1,
    version: packageVersion(),
    build: parts.keys.build,
    shard: shard!,
    pages: site.pages.length,
    siteDiagnostics: parts.siteDiagnostics,
    records: parts.records,
    enginePages: parts.enginePages,
    publicFiles: [...state.publicFiles].sort(),
  };
  await staging.write(SHARD_MANIFEST, `${JSON.stringify(manifest)}\n`);
  return { bytes: 0, diagnostics: [], keptFiles: [] };
}

/**
 * Finish: sitemap, robots, redirects, headers, search index, llms files (the last two from the
 * cache when unchanged), the service worker made meanwhile; then check links and the files
 * pages show, over the pages' records.
 */
async function finishAndCheck(
  { state, config, cache, staging, options }: Built,
  { records, enginePages, search }: { records: PageRecord[]; enginePages: EnginePage[]; search: SearchIndexing | null },
): Promise<{ bytes: number; diagnostics: Diagnostic[]; keptFiles: string[] }> {
  const { finished, keys } = await finishWithCache({
    config,
    output: staging,
    records,
    enginePages,
    publicFiles: state.publicFiles,
    cache,
    indexed: search ? () => search.files() : null,
  });
  mark('site files written');
  progress({ step: 'checking links' });
  const diagnostics = checkSite({ config, records, files: finished.files, links: options.links ?? config.checks.links });
  mark('links checked');
  const bytes = finished.bytes + (await finished.writeWorker());
  return { bytes, diagnostics, keptFiles: keys };
}
