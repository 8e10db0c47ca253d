import { parentPort } from 'node:worker_threads';
import { openPageCache, type PageCache } from '../cache/page-cache';
import { compileMarkdown } from '../page/markdown/compile';
import { forgetPositions } from '../page/markdown/forget-positions';
import { searchIndexInOrder } from '../search/index-in-order';
import type { SearchFile } from '../search/write-index';
import { markdownContext } from '../page/markdown-context';
import { recordingRouteLookups } from './route-lookups';
import type { SideThreadAnswer, SideThreadRequest, SideThreadSite } from './side-thread';
import { mark } from '../util/timings';
import type { RoutedPage } from '../model/page-site';
import { withBody } from '../load/load-pages';

/**
 * The side thread (see `side-thread.ts`): compiles the pages it is sent, one answer per page
 * in the order asked, indexes for search the records it is given and writes the page cache's
 * entries it is given, answering a flush once those sent before it are written.
 */
let index: ReturnType<typeof searchIndexInOrder> | null = null;
/** The index's files, once every page's record has come. */
let indexFiles: SearchFile[] | null = null;
/** The page caches this thread writes into, by folder: opened once for the thread's life. */
const caches = new Map<string, PageCache>();
const cacheIn = (root: string) => {
  let cache = caches.get(root);
  if (!cache) caches.set(root, (cache = openPageCache(root)));
  return cache;
};

parentPort!.on('message', (request: SideThreadRequest) => {
  switch (request.kind) {
    case 'compile':
      mark('side thread: pages to compile');
      compiling = compiling.then(() => compileAll(request.site, request.pages));
      break;
    case 'index':
      index = searchIndexInOrder(request.setup.order, request.setup.search, request.setup.productNames);
      indexFiles = null;
      break;
    case 'add':
      index?.add(request.record);
      // Made as soon as the last page is in, while the build's thread renders its own pages
      // (404, offline, search) before it asks for them.
      if (index?.complete()) indexFiles ??= [...index.files()];
      break;
    case 'files':
      parentPort!.postMessage({ kind: 'files', files: indexFiles ?? [...(index?.files() ?? [])] } satisfies SideThreadAnswer);
      break;
    case 'cache':
      toWrite.push(request);
      break;
    case 'flush':
      toWrite.drain();
      parentPort!.postMessage({ kind: 'flushed' } satisfies SideThreadAnswer);
      break;
  }
});

/**
 * Items handled one per turn of the event loop, in order, so that the messages that come
 * meanwhile are handled between them; `onIdle` runs when the last one waiting is done.
 */
function oneATurn<T>(handle: (item: T) => void, onIdle: () => void = () => undefined) {
  const waiting: T[] = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    if (waiting.length === 0) return;
    handle(waiting.shift()!);
    if (waiting.length > 0) schedule();
    else onIdle();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(next);
  };
  return {
    push(...items: T[]) {
      waiting.push(...items);
      if (waiting.length > 0) schedule();
    },
    /** Handles, now, every item still waiting. */
    drain() {
      while (waiting.length > 0) handle(waiting.shift()!);
    },
  };
}

/**
 * Pages are compiled one per turn, in the order asked, so that the search records the build
 * sends meanwhile are indexed as they come, between pages, rather than all after the last page:
 * the index's files are then ready soon after the build's last record, which the build waits
 * for before it finishes the site.
 */
let compiling = Promise.resolve();
let compiled = 0;
async function compileAll(site: SideThreadSite, pages: readonly RoutedPage[]): Promise<void> {
  for (const page of pages) {
    parentPort!.postMessage((await compileAhead(site, page)) satisfies SideThreadAnswer);
    compiled += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
  mark(`side thread: ${compiled} pages compiled`);
}

/**
 * Cache entries are written one per turn: a request behind them (the search index's files,
 * which the build waits for) is answered first, and the entries, which the build needs only
 * before it puts its output in place, are written while it finishes the site. A flush writes
 * what is left.
 */
const toWrite = oneATurn<Extract<SideThreadRequest, { kind: 'cache' }>>((entry) => cacheIn(entry.root).writeEntry(entry.key, entry.entry));

/** A page's markdown compiled; its text read again from its file (a build keeps none once loaded). */
async function compileAhead(site: SideThreadSite, page: RoutedPage): Promise<SideThreadAnswer> {
  const recording = recordingRouteLookups(site);
  try {
    const read = await withBody(site.config, page);
    // Reported by the rendering thread, which reads it again.
    if ('diagnostic' in read) return { kind: 'compiled', file: page.file, compiled: null, lookups: [] };
    const compiled = compileMarkdown(read.page, markdownContext(recording.site, page, page.route.contentLanguage));
    forgetPositions(compiled.hast);
    return { kind: 'compiled', file: page.file, compiled: JSON.stringify(compiled), lookups: [...recording.lookups] };
  } catch {
    // Compiled again by the rendering thread, which reports what went wrong.
    return { kind: 'compiled', file: page.file, compiled: null, lookups: [] };
  }
}
