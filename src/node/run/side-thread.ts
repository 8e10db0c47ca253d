import { Worker } from 'node:worker_threads';
import { pageEntry, type PageCache, type PageEntry } from '../cache/page-cache';
import type { ResolvedConfig } from '../model/config';
import type { CompiledMarkdown } from '../page/markdown/compile';
import type { IndexRecord } from '../search/index-in-order';
import type { SearchFile } from '../search/write-index';
import type { PageSite, RoutedPage } from '../model/page-site';

/** What the side thread compiles pages with: the site as their markdown sees it. */
export type SideThreadSite = Pick<PageSite, 'config' | 'routesByFile' | 'demos'>;

/** The search index's settings, as `searchIndexInOrder` takes them. */
export interface SearchIndexSetup {
  /** The pages' indexes in the order they are indexed. */
  order: number[];
  search: NonNullable<ResolvedConfig['search']>;
  productNames: Record<string, string>;
}

export type SideThreadRequest =
  | { kind: 'compile'; site: SideThreadSite; pages: RoutedPage[] }
  | { kind: 'index'; setup: SearchIndexSetup }
  | { kind: 'add'; record: IndexRecord }
  | { kind: 'files' }
  /** A page's cache entry (`pageEntry`) to write into the page cache in `root`. */
  | { kind: 'cache'; root: string; key: string; entry: PageEntry }
  /** Answered once every entry sent before it is written. */
  | { kind: 'flush' };

export type SideThreadAnswer =
  /**
   * A content file's markdown, compiled in the language it is written in, as JSON (null: it
   * failed; compiled again where it renders). JSON, not the object: a string crosses to the
   * build's thread as it is, and JSON.parse makes the tree there in about two thirds of the
   * time that deserialising the object took (see `compiledFromJson`).
   */
  | { kind: 'compiled'; file: string; compiled: string | null; lookups: [string, string | null][] }
  | { kind: 'files'; files: SearchFile[] }
  | { kind: 'flushed' };

export interface CompiledAhead {
  compiled: CompiledMarkdown;
  /** The content files whose route the markdown looked up, for the page cache. */
  lookups: Map<string, string | null>;
}

/**
 * A thread beside the build's own, for a site too small for render threads, whose pages the
 * build's thread renders. It compiles the pages' markdown while the build's thread is still
 * loading the site (importing the templates, waiting for esbuild) and then rendering what it
 * compiled; and, as the pages are rendered, it indexes them for search, which the build's
 * thread did after the last one. A small site's pages go through both cores, each part of
 * the pipeline warmed up in one thread only.
 */
export interface SideThread {
  /** Sends pages to compile, in the order the renderer will ask for them; the first call starts the thread. */
  compile(site: SideThreadSite, pages: readonly RoutedPage[]): void;
  /** A content file's compiled markdown, when it was sent and not taken yet (null: compile it where it renders). */
  take(file: string): Promise<CompiledAhead | null> | null;
  /**
   * The search index, made in the thread from the records given to `add`; null when the thread
   * is not running (then the build makes it). `files` is null when the thread failed meanwhile.
   */
  searchIndex(setup: SearchIndexSetup): { add(record: IndexRecord): void; files(): Promise<SearchFile[] | null> } | null;
  /**
   * The page cache in `root`, its entries written by the side thread: the build's thread, which
   * renders, only makes each entry's text and hands it over. Entries are written in this thread
   * when the side thread is not running. `written` resolves once all of them are.
   */
  pageCache(cache: PageCache, root: string): { writer: Pick<PageCache, 'writePage'>; written(): Promise<void> };
  close(): Promise<void>;
}

/**
 * A page's compiled markdown from the JSON the side thread sent. Compiled markdown is plain
 * data (trees of objects, arrays, strings, numbers, booleans and null), which JSON keeps but
 * for properties whose value is undefined, which no stage after the markdown tells apart from
 * absent ones. `npm run bench:transfer`, on the 100-page corpus (10.5 MB of compiled markdown),
 * eight rounds: this thread deserialised it in 146 to 239 ms and parses the JSON in 96 to
 * 117 ms; the side thread makes the JSON in 69 to 107 ms, the clone in 60 to 81 ms. Without
 * the nodes' positions (`forgetPositions`), 7.4 MB: parsed in 50 to 109 ms (median 58),
 * made in 29 to 44 ms.
 */
export function compiledFromJson(json: string): CompiledMarkdown {
  return JSON.parse(json) as CompiledMarkdown;
}

/**
 * A side thread, started with the first pages it is given; `workerFile` gives its module
 * (side-worker.ts), asked for only then: a site that gives it no pages costs nothing. With
 * `early`, the thread the command started before the build (early-side-thread.ts) is used
 * instead, or, if it did not start, none.
 */
export function startSideThread(workerFile: () => Promise<string>, early: Promise<Worker | null> | null = null): SideThread {
  const waiting = new Map<string, { promise: Promise<CompiledAhead | null>; resolve: (result: CompiledAhead | null) => void }>();
  let indexFiles: ((files: SearchFile[] | null) => void) | null = null;
  const flushes: (() => void)[] = [];
  let stopped = false;
  const giveUp = () => {
    stopped = true;
    for (const { resolve } of waiting.values()) resolve(null);
    indexFiles?.(null);
    // What was not written is lost to the cache, which then holds fewer pages: those render again.
    for (const flushed of flushes.splice(0)) flushed();
  };
  let worker: Promise<Worker | null> | null = null;
  const start = () =>
    (early ?? workerFile().then((file) => new Worker(file))).then(
      (started) => {
        if (!started) {
          giveUp();
          return null;
        }
        started.on('message', (answer: SideThreadAnswer) => {
          if (answer.kind === 'files') indexFiles?.(answer.files);
          else if (answer.kind === 'flushed') flushes.shift()?.();
          else waiting.get(answer.file)?.resolve(answer.compiled ? { compiled: compiledFromJson(answer.compiled), lookups: new Map(answer.lookups) } : null);
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
  const send = (request: SideThreadRequest) => void worker?.then((started) => started?.postMessage(request));
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
      send({ kind: 'compile', site, pages: fresh });
    },
    take(file) {
      const entry = waiting.get(file);
      if (!entry) return null;
      // Given once it has come: the renderer keeps a file's markdown for its other pages (see
      // `renderBatches`), and this thread need not hold it any longer.
      void entry.promise.then(() => waiting.delete(file));
      return entry.promise;
    },
    searchIndex(setup) {
      if (!worker || stopped || indexFiles) return null;
      const files = new Promise<SearchFile[] | null>((resolve) => (indexFiles = resolve));
      send({ kind: 'index', setup });
      return {
        add(record) {
          // What the index reads of a record, not its links and ids.
          const { index, pathname, noindex, path, search } = record;
          send({ kind: 'add', record: { index, pathname, noindex, path, search } });
        },
        files() {
          if (!stopped) send({ kind: 'files' });
          return files;
        },
      };
    },
    pageCache(cache, root) {
      let handedOver = false;
      return {
        writer: {
          writePage(key, record, html, twin) {
            if (!worker || stopped) return cache.writePage(key, record, html, twin);
            handedOver = true;
            send({ kind: 'cache', root, key, entry: pageEntry(record, html, twin) });
          },
        },
        written() {
          if (!handedOver || stopped) return Promise.resolve();
          const flushed = new Promise<void>((resolve) => flushes.push(resolve));
          send({ kind: 'flush' });
          return flushed;
        },
      };
    },
    async close() {
      stopped = true;
      // The early thread, if it was never given pages, stops too.
      const started = await (worker ?? early);
      await started?.terminate();
    },
  };
}
