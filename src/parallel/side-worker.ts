import { parentPort } from 'node:worker_threads';
import { openPageCache, type PageCache } from '../cache/page-cache';
import { compileMarkdown } from '../markdown/compile';
import { forgetPositions } from '../markdown/forget-positions';
import { searchIndexInOrder } from '../search/index-in-order';
import type { RoutedPage } from '../site/load-site';
import { markdownContext } from '../site/markdown-context';
import { recordingRouteLookups } from './route-lookups';
import type { SideThreadAnswer, SideThreadRequest, SideThreadSite } from './side-thread';
import { mark } from '../util/timings';

/**
 * The side thread (see `side-thread.ts`): compiles the pages it is sent, one answer per page
 * in the order asked, indexes for search the records it is given and writes the page cache's
 * entries it is given, answering a flush once those sent before it are written.
 */
let index: ReturnType<typeof searchIndexInOrder> | null = null;
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
      for (const page of request.pages) parentPort!.postMessage(compileAhead(request.site, page) satisfies SideThreadAnswer);
      mark(`side thread: ${request.pages.length} pages compiled`);
      break;
    case 'index':
      index = searchIndexInOrder(request.setup.order, request.setup.search, request.setup.productNames);
      break;
    case 'add':
      index?.add(request.record);
      break;
    case 'files':
      parentPort!.postMessage({ kind: 'files', files: index?.files() ?? [] } satisfies SideThreadAnswer);
      break;
    case 'cache':
      cacheIn(request.root).writeEntry(request.key, request.entry);
      break;
    case 'flush':
      parentPort!.postMessage({ kind: 'flushed' } satisfies SideThreadAnswer);
      break;
  }
});

function compileAhead(site: SideThreadSite, page: RoutedPage): SideThreadAnswer {
  const recording = recordingRouteLookups(site);
  try {
    const compiled = compileMarkdown(page, markdownContext(recording.site, page, page.route.contentLanguage));
    forgetPositions(compiled.hast);
    return { kind: 'compiled', file: page.file, compiled: JSON.stringify(compiled), lookups: [...recording.lookups] };
  } catch {
    // Compiled again by the rendering thread, which reports what went wrong.
    return { kind: 'compiled', file: page.file, compiled: null, lookups: [] };
  }
}
