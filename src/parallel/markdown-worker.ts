import { parentPort } from 'node:worker_threads';
import { compileMarkdown } from '../markdown/compile';
import type { RoutedPage } from '../site/load-site';
import { markdownContext } from '../site/markdown-context';
import { recordingRouteLookups } from './route-lookups';
import type { MarkdownAheadRequest, MarkdownAheadResult, MarkdownAheadSite } from './markdown-ahead';

/**
 * A thread that compiles pages' markdown ahead of the thread that renders them (see
 * `markdown-ahead.ts`): one result message per page, in the order asked.
 */
parentPort!.on('message', (request: MarkdownAheadRequest) => {
  for (const page of request.pages) parentPort!.postMessage(compileAhead(request.site, page));
});

function compileAhead(site: MarkdownAheadSite, page: RoutedPage): MarkdownAheadResult {
  const recording = recordingRouteLookups(site);
  try {
    const compiled = compileMarkdown(page, markdownContext(recording.site, page, page.route.contentLanguage));
    return { file: page.file, compiled, lookups: [...recording.lookups] };
  } catch {
    // Compiled again by the rendering thread, which reports what went wrong.
    return { file: page.file, compiled: null, lookups: [] };
  }
}

