import { isGenerated } from '../load/load-pages';
import { availableParallelism } from 'node:os';
import type { ResolvedConfig } from '../model/config';
import { compileWorkerEntry } from '../util/compile-worker';
import { stopEarlySideThread, takeEarlySideThread } from './early-side-thread';
import { expectedPagesToRender, renderThreadsStartedEarly } from './early-threads';
import type { RenderSetup } from './render-context';
import type { RenderPool } from './render-pool';
import { inShard, type ShardSpec } from './shards';
import { startSideThread, type SideThread } from './side-thread';
import { compileWorkerModule, type WorkerModule } from './worker-module';
import type { RoutedPage } from '../model/page-site';

/** Below this many pages to render, worker threads start up for longer than they save. */
const PAGES_PER_WORKER = 100;

/** Fewer pages than this are compiled where they render: a thread would cost more than it saves. */
const MIN_PAGES_AHEAD = 20;

/**
 * Worker threads by default: one per core, when there are enough pages for each to pay for its
 * start-up (a second of CPU: importing React, MUI, the templates and the markdown pipeline).
 */
export function defaultWorkers(pagesToRender: number, cores = availableParallelism()): number {
  if (cores < 2 || pagesToRender < 2 * PAGES_PER_WORKER) return 0;
  return Math.min(cores, Math.floor(pagesToRender / PAGES_PER_WORKER));
}

/**
 * The pages to compile ahead: every page of a site that has no demos to check (nor components
 * registered to files of the site, which are checked as demos are), when there are enough.
 * A site with demos keeps its cores for checking them, in threads of its own: on the bundled
 * site (156 pages, 12 with demos), a side thread made the build slower (see the commit).
 */
function compilableAhead(config: ResolvedConfig, pages: readonly RoutedPage[], shard: ShardSpec | null): RoutedPage[] {
  if (Object.keys(config.embedFiles).length > 0) return [];
  const mine = pages.filter((page) => !isGenerated(page) && (!shard || inShard(page.route.url, shard)));
  if (mine.length < MIN_PAGES_AHEAD || pages.some((page) => page.demoNames.length > 0)) return [];
  return mine;
}

/** The threads of a build, started as soon as its config is read, so that they load while the site does. */
export interface BuildThreads {
  /** The render worker's module, being compiled. */
  workerModule: Promise<WorkerModule>;
  /** The side thread beside this one's rendering, if the build starts one. */
  side: Promise<SideThread | null>;
  /** Hands the side thread the pages to compile ahead, once they are routed. */
  compileAhead(site: { pages: readonly RoutedPage[]; routesByFile: Record<string, string> }): void;
  /** The render threads (or this thread) for `pagesToRender` pages; the early ones when their number fits. */
  pool(setup: RenderSetup, pagesToRender: number): Promise<RenderPool>;
  /** Stops whatever is still running. */
  close(): Promise<void>;
}

/**
 * Starts a build's threads. The render threads start now, when the build expects enough pages
 * for them, so that they import the renderer while this thread loads the site; they render once
 * it is loaded. A site too small for render threads is rendered by this thread, with a side
 * thread that compiles its markdown ahead and indexes it for search (see side-thread.ts); the
 * command may have started that one already (early-side-thread.ts): it is used, or stopped
 * now, before render threads start beside it.
 */
export function startBuildThreads(config: ResolvedConfig, options: { workers?: number; cache: boolean; shard: ShardSpec | null }): BuildThreads {
  const workerModule = compileWorkerModule();
  const expected = expectedPagesToRender(config, { cache: options.cache, shard: options.shard });
  const early = renderThreadsStartedEarly(
    expected.then((pages) => (pages === 0 ? 0 : (options.workers ?? defaultWorkers(pages)))),
    workerModule,
  );
  const side = expected.then((pages) => {
    if (options.workers === undefined && availableParallelism() > 1 && pages >= MIN_PAGES_AHEAD && defaultWorkers(pages) === 0) {
      return startSideThread(() => compileWorkerEntry(['run', 'side-worker.ts']).then((module) => module.file), takeEarlySideThread());
    }
    void stopEarlySideThread();
    return null;
  });
  return {
    workerModule,
    side,
    compileAhead({ pages, routesByFile }) {
      void side.then(
        (started) => started?.compile({ config, routesByFile, demos: { byPage: new Map(), embeds: {} } }, compilableAhead(config, pages, options.shard)),
        () => undefined,
      );
    },
    async pool(setup, pagesToRender) {
      return early.pool(setup, options.workers ?? defaultWorkers(pagesToRender), await side);
    },
    async close() {
      await Promise.all([early.close(), side.then((started) => started?.close(), () => undefined), stopEarlySideThread()]);
    },
  };
}
