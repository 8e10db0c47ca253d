import { hasCachedPages } from '../cache/page-cache';
import type { ResolvedConfig } from '../model/config';
import { findMarkdownFiles } from '../load/load-pages';
import type { ShardSpec } from './shards';
import type { SideThread } from './side-thread';
import type { RenderSetup } from './render-context';
import { createRenderPool, startRenderThreads, type RenderPool, type RenderThreads } from './render-pool';
import type { WorkerModule } from './worker-module';

/**
 * The pages a build is expected to render, guessed before the site is loaded: the content
 * folder's pages in every language (shared out among shards), or none when the page cache
 * holds pages, which the build may reuse. A guess that only decides whether render threads
 * start early; the pages come out the same either way.
 */
export async function expectedPagesToRender(config: ResolvedConfig, options: { cache: boolean; shard: ShardSpec | null }): Promise<number> {
  if (options.cache && (await hasCachedPages(config.directories.cache))) return 0;
  const files = await findMarkdownFiles(config.directories.content, config.exclude, config.root).catch(() => []);
  return Math.floor((files.length * config.languages.length) / (options.shard?.count ?? 1));
}

/**
 * Render threads started while the site loads, when the build expects to need them: `pool`
 * uses them when the number of threads the build settles on is theirs, and starts the right
 * pool otherwise; `close` stops them if they were not used.
 */
export function renderThreadsStartedEarly(
  threads: Promise<number>,
  workerModule: Promise<WorkerModule>,
): { pool(setup: RenderSetup, workers: number, side?: SideThread | null): Promise<RenderPool>; close(): Promise<void> } {
  const started: Promise<RenderThreads | null> = Promise.all([threads, workerModule]).then(([count, { file }]) =>
    count > 0 ? startRenderThreads({ workers: count, workerFile: file }) : null,
  );
  let used = false;
  return {
    async pool(setup, workers, side = null) {
      const early = await started;
      if (early && early.workers === workers) {
        used = true;
        return early.provide(setup);
      }
      await early?.close();
      return createRenderPool(setup, { workers, workerFile: (await workerModule).file, side });
    },
    async close() {
      const early = await started.catch(() => null);
      if (early && !used) await early.close();
    },
  };
}
