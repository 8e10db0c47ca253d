import { availableParallelism } from 'node:os';
import path from 'node:path';
import { buildKeys } from './cache/cache-keys';
import { openPageCache } from './cache/page-cache';
import { reuseCachedPage } from './write/reuse-page';
import { loadConfig } from './config/load';
import type { ResolvedConfig } from './config/types';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic';
import { inlineScripts, scriptHash } from './finish/csp';
import { finishSite, type EnginePage } from './finish/finish-site';
import { inShard, SHARD_MANIFEST, type ShardManifest, type ShardSpec } from './run/shards';
import { sharedFileWriter } from './write/shared-files';
import { openStaging } from './write/staging';
import { renderBatches } from './run/batches';
import type { PageRecord } from './model/page-record';
import type { RenderSetup } from './run/render-context';
import { expectedPagesToRender, renderThreadsStartedEarly } from './run/early-threads';
import type { RenderPool } from './run/render-pool';
import type { PageTask } from './run/render-task';
import { compileWorkerModule } from './run/worker-module';
import { startSideThread, type SideThread } from './run/side-thread';
import { stopEarlySideThread, takeEarlySideThread } from './run/early-side-thread';
import { demoNames } from './demos/load-demos';
import { compileWorkerEntry } from './util/compile-worker';
import { siteHeadTags } from './page/document';
import { createPageRenderer } from './page/render-page';
import { clientRendererOptions } from './site/client';
import { languageFile, localisedPath } from './routing/paths';
import { loadSite, type LoadedSite } from './site/load-site';
import type { RoutedPage } from './page/page-site';
import { renderNotFoundPage, renderOfflinePage, renderSearchPage, type RenderedFile } from './page/render-site-page';
import { searchIndexInOrder } from './search/index-in-order';
import type { SearchFile } from './search/write-index';
import { loadManifestLister, OFFLINE_PAGE_FILE } from './finish/service-worker';
import { registrationScript } from './finish/register-script';
import { mapLimit } from './util/map-limit';
import { packageVersion } from './util/package-root';
import { mark } from './util/timings';

export interface BuildOptions {
  /** Config file, relative to `cwd`. */
  configFile?: string;
  cwd?: string;
  /** Output folder, relative to `cwd`; overrides the config's. */
  outDir?: string;
  /** Called after each page is written. */
  onProgress?: (progress: { done: number; total: number }) => void;
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
  /** Demos the pages embed (site embeds included), and how many of them this build compiled (the others came from the cache). */
  demos: { total: number; compiled: number };
  /** Bytes written to the output, public files included. */
  bytes: number;
  durationMs: number;
}

/**
 * The output folder must not hold the site's own sources: the swap at the end of a build
 * replaces it whole.
 */
function checkOutDir(outDir: string, config: ResolvedConfig): Diagnostic | null {
  const inside = (parent: string, child: string) => {
    const relative = path.relative(parent, child);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  const guarded = [config.root, config.directories.content, config.directories.templates, config.directories.public, config.configFile];
  if (guarded.some((dir) => inside(outDir, dir))) {
    return error({
      code: 'config/unsafe-out-dir',
      message: `The output folder ${outDir} contains the site's sources; a build replaces it whole`,
      hint: 'choose an output folder of its own, such as dist',
    });
  }
  return null;
}

/**
 * The config a command runs with and the output folder it writes (`outDir` overrides the
 * config's), or the problems that stop it before it starts.
 */
export async function openTarget(
  options: { configFile?: string; outDir?: string },
  cwd: string,
): Promise<{ config: ResolvedConfig; outDir: string } | { config: null; outDir: string | null; diagnostics: Diagnostic[] }> {
  const loaded = await loadConfig(options.configFile, cwd);
  if (!loaded.config) return { config: null, outDir: null, diagnostics: loaded.diagnostics };
  const outDir = options.outDir ? path.resolve(cwd, options.outDir) : loaded.config.directories.out;
  const unsafe = checkOutDir(outDir, loaded.config);
  if (unsafe) return { config: null, outDir, diagnostics: [unsafe] };
  return { config: loaded.config, outDir };
}

/** Below this many pages to render, worker threads start up for longer than they save. */
const PAGES_PER_WORKER = 100;
/** Pages sent to a worker at a time: enough to make a message worth it, few enough to keep the threads evenly busy. */
const BATCH_SIZE = 8;

/**
 * Worker threads by default: one per core, when there are enough pages for each to pay for its
 * start-up (a second of CPU: importing React, MUI, the templates and the markdown pipeline).
 */
export function defaultWorkers(pagesToRender: number, cores = availableParallelism()): number {
  if (cores < 2 || pagesToRender < 2 * PAGES_PER_WORKER) return 0;
  return Math.min(cores, Math.floor(pagesToRender / PAGES_PER_WORKER));
}

/** The pages `build` renders: all, or those of its shard, by their place among all, with their output file. */
function selectPages(pages: readonly RoutedPage[], shard: ShardSpec | null): { index: number; output: string }[] {
  return pages
    .map(({ route }, index) => ({ index, url: route.url, output: route.outputFile }))
    .filter(({ url }) => !shard || inShard(url, shard))
    .map(({ index, output }) => ({ index, output }));
}

/**
 * Builds the site: config -> content -> navigation -> markdown -> render -> write.
 * Problems are collected from every stage and returned together; the previous output is
 * replaced only when there is no error.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const finish = (ok: boolean, diagnostics: Diagnostic[], outDir: string | null, counts = { pages: 0, rendered: 0, bytes: 0, demos: { total: 0, compiled: 0 } }): BuildResult => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    outDir,
    ...counts,
    durationMs: performance.now() - started,
  });

  const target = await openTarget(options, cwd);
  if (!target.config) {
    await stopEarlySideThread();
    return finish(false, target.diagnostics, target.outDir);
  }
  mark('config read');
  const { outDir } = target;
  const config = options.demos ? { ...target.config, checks: { ...target.config.checks, demos: options.demos } } : target.config;

  const shard = options.shard ?? null;
  // The render threads start now, when the build expects enough pages for them, so that they
  // import the renderer while this thread loads the site; they render once it is loaded.
  const compiling = compileWorkerModule();
  const expected = expectedPagesToRender(config, { cache: options.cache !== false, shard });
  const threads = renderThreadsStartedEarly(
    expected.then((pages) => (pages === 0 ? 0 : (options.workers ?? defaultWorkers(pages)))),
    compiling,
  );
  // A site too small for render threads is rendered by this thread, with a side thread that
  // compiles its markdown ahead and indexes it for search (see side-thread.ts); the side thread
  // starts when the pages are read.
  // The command may have started the side thread already (early-side-thread.ts): it is used,
  // or stopped now, before render threads start beside it.
  const side = expected.then((pages) => {
    if (options.workers === undefined && availableParallelism() > 1 && pages >= MIN_PAGES_AHEAD && defaultWorkers(pages) === 0) {
      return startSideThread(() => compileWorkerEntry(['run', 'side-worker.ts']).then((module) => module.file), takeEarlySideThread());
    }
    void stopEarlySideThread();
    return null;
  });
  try {
    return await buildLoaded({ options, config, outDir, shard, compiling, startPool: threads.pool, side, finish });
  } finally {
    await Promise.all([threads.close(), side.then((started) => started?.close(), () => undefined), stopEarlySideThread()]);
  }
}

/** Fewer pages than this are compiled where they render: a thread would cost more than it saves. */
const MIN_PAGES_AHEAD = 20;

/**
 * The pages to compile ahead: every page of a site that has no demos to check (nor components
 * registered to files of the site, which are checked as demos are), when there are enough.
 * A site with demos keeps its cores for checking them, in threads of its own: on the bundled
 * site (156 pages, 12 with demos), a side thread made the build slower (see the commit).
 */
function compilableAhead(config: ResolvedConfig, pages: readonly RoutedPage[], shard: ShardSpec | null): RoutedPage[] {
  if (Object.keys(config.embedFiles).length > 0) return [];
  const mine = pages.filter((page) => !page.api && (!shard || inShard(page.route.url, shard)));
  if (mine.length < MIN_PAGES_AHEAD || pages.some((page) => demoNames(page.body).length > 0)) return [];
  return mine;
}

/** A build whose config is read, and what it started meanwhile. */
interface BuildRun {
  options: BuildOptions;
  config: ResolvedConfig;
  outDir: string;
  shard: ShardSpec | null;
  /** The render worker's module, being compiled. */
  compiling: ReturnType<typeof compileWorkerModule>;
  /** The render threads (or this thread) for the pages to render; started early when expected. */
  startPool: (setup: RenderSetup, workers: number, side?: SideThread | null) => Promise<RenderPool>;
  /** The side thread beside this one's rendering, if the build starts one. */
  side: Promise<SideThread | null>;
  finish: (ok: boolean, diagnostics: Diagnostic[], outDir: string | null, counts?: Omit<BuildResult, 'ok' | 'diagnostics' | 'outDir' | 'durationMs'>) => BuildResult;
}

/** The build, once the config is read: load the site, render its pages, finish it. */
async function buildLoaded({ options, config, outDir, shard, compiling, startPool, side, finish }: BuildRun): Promise<BuildResult> {
  const onRouted = ({ pages, routesByFile }: Pick<LoadedSite, 'pages' | 'routesByFile'>) =>
    void side.then(
      (started) => started?.compile({ config, routesByFile, demos: { byPage: new Map(), embeds: {} } }, compilableAhead(config, pages, shard)),
      () => undefined,
    );
  const [{ state, site, diagnostics, demos: demoCounts, client: assets }, workerModule] = await Promise.all([loadSite(config, { cache: options.cache !== false, onRouted }), compiling]);
  if (!site || !assets) return finish(false, diagnostics, outDir);
  mark('site loaded');
  const cache = options.cache === false ? null : openPageCache(config.directories.cache);

  const staging = await openStaging(outDir);
  try {
    // Files copied as they are: public/, the templates' assets, the client bundle.
    const copied = await staging.copyFiles(config.directories.public, [...state.publicFiles]);
    const publicFiles = new Set(copied.map((f) => f.path));
    let bytes = copied.reduce((sum, f) => sum + f.size, 0);
    for (const asset of [...site.templates.assets, ...assets.files]) {
      if (publicFiles.has(asset.path)) {
        diagnostics.push(error({ code: 'output/conflict', message: `public/${asset.path} has the name of a file docs-site writes`, file: `public/${asset.path}` }));
        continue;
      }
      bytes += await staging.write(asset.path, asset.contents);
    }

    // The renderer's options as plain data for the worker threads: the demos' components are
    // imported there from their modules; everything else the client code asks of a page (its
    // scripts, the embeds) passes as it is.
    const { islands, ...client } = clientRendererOptions(config, {}, assets);
    const renderer: RenderSetup['renderer'] = {
      siteHead: siteHeadTags(publicFiles),
      ...(config.serviceWorker && { bodyEnd: `<script>${registrationScript(new URL(config.host).host)}</script>` }),
      ...client,
      islandAssets: islands?.assets ?? null,
    };
    const keys = buildKeys(site, { engine: workerModule.hash, renderer });
    // What the build found before rendering (navigation coverage, demos): every shard finds the same.
    const siteDiagnostics = [...diagnostics];

    // A page written to a public file's path is not rendered (loading the site reported it).
    const selected = selectPages(site.pages, shard).filter(({ output }) => !publicFiles.has(output));
    const records: PageRecord[] = [];
    const shared = sharedFileWriter(staging, cache);
    const total = selected.length;
    const progress = () => options.onProgress?.({ done: records.length, total });
    // When a core is left over by the render threads, this thread makes the search index as the
    // pages come, while the threads render, instead of after (the finish makes it otherwise: see
    // finishSite). With a thread on every core it would only take a core from them, and hold
    // the index in memory while the threads' heaps are at their largest: at 1000 pages on two
    // cores, the same wall time and 40 to 60 MB more peak memory, over 600 MB. When this thread
    // renders, the side thread, if there is one, makes it.
    let search: { add(record: PageRecord): void; files(): SearchFile[] | Promise<SearchFile[] | null> } | null = null;
    const keep = (record: PageRecord) => {
      records.push(record);
      search?.add(record);
      bytes += record.bytes;
      progress();
    };

    // Pages rendered before, with nothing they show changed since, come from the cache.
    const toRender: number[] = [];
    // The cache's entries of the pages rendered here, written meanwhile (see `RenderPool.cacheWritten`).
    let cacheWritten = Promise.resolve();
    await mapLimit(selected, 16, async ({ index }) => {
      const reused = cache ? await reuseCachedPage(cache, keys.page(index), site.routesByFile, staging, shared) : null;
      if (reused) keep({ ...reused, index });
      else toRender.push(index);
    });

    // The others render in worker threads (or here), each written as soon as it is rendered.
    const rendered = toRender.length;
    if (toRender.length > 0) {
      const setup: RenderSetup = {
        site: { config, model: site.model, routesByFile: site.routesByFile, demos: { byPage: site.demos.byPage, embeds: site.demos.embeds } },
        templatesModule: site.templates.modulePath,
        demoModules: site.serverDemos.modulePaths,
        licenseKeys: site.licenseKeys,
        renderer,
        outDir: staging.dir,
        cacheDir: cache ? config.directories.cache : null,
      };
      const sideThread = await side;
      const pool = await startPool(setup, options.workers ?? defaultWorkers(toRender.length), sideThread);
      // What the service worker is made with is imported while the pages render.
      if (config.serviceWorker && !shard) void loadManifestLister().catch(() => undefined);
      if (config.search && !shard) {
        const indexSetup = { order: selected.map(({ index }) => index), search: config.search, productNames: Object.fromEntries(config.products.map((p) => [p.id, p.name])) };
        if (pool.workers > 0 && pool.workers < availableParallelism()) search = searchIndexInOrder(indexSetup.order, indexSetup.search, indexSetup.productNames);
        else if (pool.workers === 0) search = sideThread?.searchIndex(indexSetup) ?? null;
        for (const record of records) search?.add(record);
      }
      try {
        // A few batches in flight per thread, handed out in page order. Once a page's batch is
        // done, the build lets go of its source text: it keeps only the page's record.
        const batches = renderBatches(toRender, (index) => site.pages[index]!.file, BATCH_SIZE);
        let next = 0;
        const feed = async (run: RenderPool['lanes'][number]) => {
          while (next < batches.length) {
            const batch: PageTask[] = batches[next]!.map((index) => ({ index, page: site.pages[index]!, key: cache ? keys.page(index) : null }));
            next += 1;
            const result = await run(batch);
            if (records.length === 0) mark('first pages rendered');
            for (const file of result.shared) await shared.write(file);
            for (const record of result.records) keep(record);
            for (const { index, page } of batch) {
              const { api: _api, ...released } = page;
              site.pages[index] = { ...released, body: '' };
            }
          }
        };
        await Promise.all(pool.lanes.map(feed));
        mark(`${rendered} pages rendered`);
        cacheWritten = pool.cacheWritten();
      } finally {
        await pool.close();
      }
    }
    records.sort((a, b) => a.index - b.index);
    for (const record of records) diagnostics.push(...record.diagnostics);

    // The pages the engine makes itself, in this thread: they have no demos.
    const { islandAssets, ...engineOptions } = renderer;
    const engineRenderer = createPageRenderer(site.templates.templates, { ...engineOptions, islands: { components: {}, assets: islandAssets } });
    const enginePages: EnginePage[] = [];
    // The offline page in each language: the service worker shows the reader's.
    const offlinePages = config.serviceWorker ? config.languages.map(({ code }) => renderOfflinePage(site, engineRenderer, languageFile(OFFLINE_PAGE_FILE, code), code)) : [];
    const generatedPages: RenderedFile[] = [
      // The 404 page in each language: `_redirects` routes the misses under a prefix to its own.
      ...config.languages.map(({ code }) => renderNotFoundPage(site, engineRenderer, code)),
      ...offlinePages,
      // The search page in each language; the site's own /search page, if it has one, wins.
      ...(config.search ? config.languages.map(({ code }) => code).filter((code) => !site.pages.some((page) => page.route.url === localisedPath('/search', code))) : []).map(
        (code) => renderSearchPage(site, engineRenderer, code),
      ),
    ];
    for (const page of generatedPages) {
      bytes += await staging.write(page.path, page.html);
      for (const file of page.shared) await shared.write(file);
      enginePages.push({ path: page.path, scriptHashes: [...new Set(inlineScripts(page.html).map(scriptHash))] });
    }

    if (shard) {
      // A share of the pages: `merge` runs the site-wide steps once every share is built.
      const manifest: ShardManifest = {
        format: 1,
        version: packageVersion(),
        build: keys.build,
        shard,
        pages: site.pages.length,
        siteDiagnostics,
        records,
        enginePages,
        publicFiles: [...publicFiles].sort(),
      };
      await staging.write(SHARD_MANIFEST, `${JSON.stringify(manifest)}\n`);
    } else {
      const searchIndex = search ? await search.files() : null;
      const finished = await finishSite({ config, staging, records, enginePages, publicFiles, links: options.links ?? config.checks.links, ...(searchIndex && { searchIndex }) });
      diagnostics.push(...finished.diagnostics);
      bytes += finished.bytes;
    }
    bytes += shared.bytes();
    mark('site finished');
    await cacheWritten;

    if (hasErrors(diagnostics)) {
      await staging.discard();
      return finish(false, diagnostics, outDir);
    }
    await staging.commit();
    mark('output in place');
    // The cache keeps what this build used, and nothing else, so it does not grow build after
    // build. A shard keeps everything: other shards' builds use the same cache in CI.
    if (cache && !shard) {
      const used = new Set(selected.map(({ index }) => keys.page(index)));
      await cache.prune({ pages: used, shared: shared.written() });
    }
    return finish(true, diagnostics, outDir, { pages: records.filter((r) => r.path).length, rendered, bytes, demos: demoCounts ?? { total: 0, compiled: 0 } });
  } catch (caught) {
    await staging.discard();
    throw caught;
  }
}
