import { isGenerated, withBody } from '../load/load-pages';
import type { PageCache } from '../cache/page-cache';
import { pageRecord } from '../page/page-record';
import type { PageRenderer } from '../page/render-page';
import type { SharedFile } from '../model/output-files';
import { compileWrittenMarkdown, renderSitePage, type RenderedPage } from '../page/render-site-page';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { CompiledMarkdown } from '../page/markdown/compile';
import type { SideThread } from './side-thread';
import type { PageRecord } from '../model/page-record';
import { recordingRouteLookups } from './route-lookups';
import { writeOutputFile } from '../write/page-files';
import type { PageSite, RoutedPage } from '../model/page-site';
import type { ApiPageSource } from '../model/api-source';
import { pageTwin, twinListing } from '../page/twin/page-twins';

/**
 * One page to render: its source, its place among the site's pages, its cache key (null: not
 * cached), the API of the components it lists, which its twin shows (`listedApiPages`), and a
 * translation's English page, which its card may show.
 */
export interface PageTask {
  index: number;
  page: RoutedPage;
  key: string | null;
  listedApi?: ApiPageSource[];
  /** A translation's English page, whose text its share card may need (`englishPages`). */
  english?: RoutedPage;
}

export interface TaskResult {
  records: PageRecord[];
  /** Shared files first made by this renderer during this task: each is handed back once. */
  shared: SharedFile[];
}

/** What rendering pages needs, in the thread that renders them. */
export interface RenderContext {
  site: PageSite;
  renderer: PageRenderer;
  /** The output folder being written (the staging folder). */
  outDir: string;
  cache: Pick<PageCache, 'writePage'> | null;
  /** Paths of the shared files handed back already. */
  handedBack: Set<string>;
  /** Folders of the output this thread has made. */
  madeFolders: Set<string>;
  /** Pages' markdown compiled by another thread meanwhile (the build's own thread only). */
  side?: SideThread | null;
}

/** The record of a page that could not be rendered, for what stopped it. */
const unrendered = (page: RoutedPage, diagnostic: Diagnostic): RenderedPage => ({
  file: null,
  url: page.route.url,
  links: [],
  assets: [],
  ids: [],
  anchors: [],
  search: null,
  socialCard: null,
  diagnostics: [diagnostic],
});

/** The cause chain of an error as text: it survives the trip from a worker thread, where `cause` may not. */
function describeError(caught: unknown): string {
  const lines: string[] = [];
  for (let current: unknown = caught; current !== undefined; current = current instanceof Error ? current.cause : undefined) {
    lines.push(current instanceof Error ? (current.stack ?? current.message) : String(current));
  }
  return lines.join('\ncaused by: ');
}

/**
 * Renders pages and writes each one's HTML into the output folder (and the cache), keeping
 * only its record: the HTML of a page is released as soon as it is written. Runs the same in
 * a worker thread and in the build's own thread.
 */
export async function runRenderTask(context: RenderContext, tasks: readonly PageTask[]): Promise<TaskResult> {
  const records: PageRecord[] = [];
  const shared: SharedFile[] = [];
  // A content file's compiled markdown, for its fallback pages in the same batch (see `renderBatches`).
  const written = new Map<string, { compiled: CompiledMarkdown; lookups: Map<string, string | null> }>();
  for (const task of tasks) {
    const { index, key, listedApi } = task;
    // A build keeps no page's text: a page's is read here, and its English page's, whose card may show it.
    const read = await withBody(context.site.config, task.page);
    if ('diagnostic' in read) {
      records.push(pageRecord(index, task.page, unrendered(task.page, read.diagnostic), []).record);
      continue;
    }
    const englishRead = task.english ? await withBody(context.site.config, task.english) : null;
    if (englishRead && 'diagnostic' in englishRead) {
      records.push(pageRecord(index, task.page, unrendered(task.page, englishRead.diagnostic), []).record);
      continue;
    }
    const { page } = read;
    const english = englishRead?.page;
    const { site, lookups } = recordingRouteLookups(context.site);
    // An API tab compiles its page's header, not its page's text: it shares no compile.
    const ownText = !isGenerated(page);
    let markdown = ownText ? written.get(page.file) : undefined;
    if (ownText && !markdown) {
      const compiledAhead = await context.side?.take(page.file);
      if (compiledAhead) {
        markdown = compiledAhead;
        written.set(page.file, markdown);
      }
    }
    let rendered;
    try {
      if (ownText && !markdown) {
        markdown = { compiled: compileWrittenMarkdown(site, page), lookups };
        written.set(page.file, markdown);
      }
      rendered = renderSitePage(site, context.renderer, page, markdown?.compiled, english);
    } catch (caught) {
      throw new Error(describeError(caught));
    }
    // Its markdown twin, from the same compile (a fallback page and an API tab have none of their own).
    const twin = pageTwin(context.site.config, page, markdown?.compiled ?? null, listedApi ?? []);
    const { record, html } = pageRecord(index, page, rendered, [...(markdown?.lookups ?? []), ...lookups], twin && twinListing(twin));
    if (rendered.file) writeOutputFile(context.outDir, rendered.file.path, html, context.madeFolders);
    if (twin) writeOutputFile(context.outDir, twin.path, twin.text, context.madeFolders);
    for (const file of rendered.file?.shared ?? []) {
      if (context.handedBack.has(file.path)) continue;
      context.handedBack.add(file.path);
      shared.push(file);
    }
    if (context.cache && key !== null && rendered.file) context.cache.writePage(key, record, html, twin?.text ?? null);
    records.push(record);
  }
  return { records, shared };
}
