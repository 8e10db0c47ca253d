import { parentPort } from 'node:worker_threads';
import { compileMarkdown } from '../markdown/compile';
import { searchIndexInOrder } from '../search/index-in-order';
import type { RoutedPage } from '../site/load-site';
import { markdownContext } from '../site/markdown-context';
import { recordingRouteLookups } from './route-lookups';
import type { SideThreadAnswer, SideThreadRequest, SideThreadSite } from './side-thread';
import { mark } from '../util/timings';

/**
 * The side thread (see `side-thread.ts`): compiles the pages it is sent, one answer per page
 * in the order asked, and indexes for search the records it is given.
 */
let index: ReturnType<typeof searchIndexInOrder> | null = null;

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
  }
});

function compileAhead(site: SideThreadSite, page: RoutedPage): SideThreadAnswer {
  const recording = recordingRouteLookups(site);
  try {
    const compiled = compileMarkdown(page, markdownContext(recording.site, page, page.route.contentLanguage));
    return { kind: 'compiled', file: page.file, compiled: JSON.stringify(compiled), lookups: [...recording.lookups] };
  } catch {
    // Compiled again by the rendering thread, which reports what went wrong.
    return { kind: 'compiled', file: page.file, compiled: null, lookups: [] };
  }
}
