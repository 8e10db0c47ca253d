import { Worker } from 'node:worker_threads';
import type { CompiledMarkdown } from '../markdown/compile';
import type { PageSite, RoutedPage } from '../site/load-site';

/** What the markdown thread compiles pages with: the site as their markdown sees it. */
export type MarkdownAheadSite = Pick<PageSite, 'config' | 'routesByFile' | 'demos'>;

export interface MarkdownAheadRequest {
  site: MarkdownAheadSite;
  pages: RoutedPage[];
}

/** A content file's markdown, compiled in the language it is written in (null: it failed; compiled again where it renders). */
export interface MarkdownAheadResult {
  file: string;
  compiled: CompiledMarkdown | null;
  /** The content files whose route the markdown looked up, for the page cache. */
  lookups: [string, string | null][];
}

export interface CompiledAhead {
  compiled: CompiledMarkdown;
  lookups: Map<string, string | null>;
}

/**
 * A thread that compiles pages' markdown while the build's own thread, which renders them,
 * is still loading the site (importing the templates, waiting for esbuild) and then renders
 * what it compiled: a small site's pages go through both cores, each part of the pipeline
 * warmed up in one thread only.
 */
export interface MarkdownAhead {
  /** Sends pages to compile, in the order the renderer will ask for them. */
  compile(site: MarkdownAheadSite, pages: readonly RoutedPage[]): void;
  /** A content file's compiled markdown, when it was sent and not taken yet (null: compile it where it renders). */
  take(file: string): Promise<CompiledAhead | null> | null;
  close(): Promise<void>;
}

/** The thread starts with the first pages it is given; `workerFile` is its module. */
export function startMarkdownAhead(workerFile: Promise<string>): MarkdownAhead {
  const waiting = new Map<string, { promise: Promise<CompiledAhead | null>; resolve: (result: CompiledAhead | null) => void }>();
  let stopped = false;
  const giveUp = () => {
    stopped = true;
    for (const { resolve } of waiting.values()) resolve(null);
  };
  let worker: Promise<Worker | null> | null = null;
  const start = () =>
    workerFile.then(
      (file) => {
        const started = new Worker(file);
        started.on('message', (result: MarkdownAheadResult) => {
          waiting.get(result.file)?.resolve(result.compiled ? { compiled: result.compiled, lookups: new Map(result.lookups) } : null);
        });
        started.on('error', giveUp);
        started.on('exit', giveUp);
        return started;
      },
      () => {
        giveUp();
        return null;
      },
    );
  return {
    compile(site, pages) {
      const fresh = pages.filter((page) => !waiting.has(page.file));
      if (fresh.length === 0) return;
      for (const page of fresh) {
        let resolve!: (result: CompiledAhead | null) => void;
        const promise = new Promise<CompiledAhead | null>((r) => (resolve = r));
        waiting.set(page.file, { promise, resolve });
      }
      if (stopped) return giveUp();
      worker ??= start();
      void worker.then((started) => started?.postMessage({ site, pages: fresh } satisfies MarkdownAheadRequest));
    },
    take(file) {
      const entry = waiting.get(file);
      if (!entry) return null;
      // Given once it has come: the renderer keeps a file's markdown for its other pages (see
      // `renderBatches`), and this thread need not hold it any longer.
      void entry.promise.then(() => waiting.delete(file));
      return entry.promise;
    },
    async close() {
      stopped = true;
      const started = await worker;
      await started?.terminate();
    },
  };
}
