import { isGenerated, withBody } from '../load/load-pages';
import type { PageCache } from '../cache/page-cache';
import { pageRecord } from '../page/page-record';
import type { PageRenderer } from '../page/render-page';
import type { SharedFile } from '../model/output-files';
import { compileWrittenMarkdown, needsEnglishText, renderSitePage, unrenderedPage } from '../page/render-site-page';
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
  for (const { index, page, key, listedApi, english } of tasks) {
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
    // A build keeps no page's text: it is read here for a page compiled here, and for the English
    // page whose text a translation's card shows.
    const read = ownText && !markdown ? await withBody(context.site.config, page) : null;
    const englishRead = english && needsEnglishText(english) ? await withBody(context.site.config, english) : null;
    const unreadable = [read, englishRead].flatMap((each) => (each && 'diagnostic' in each ? [each.diagnostic] : []));
    if (unreadable.length > 0) {
      records.push(pageRecord(index, page, unrenderedPage(page.route.url, unreadable), []).record);
      continue;
    }
    let rendered;
    try {
      // Read above exactly when the page is compiled here.
      if (read && 'page' in read) {
        markdown = { compiled: compileWrittenMarkdown(site, read.page), lookups };
        written.set(page.file, markdown);
      }
      rendered = renderSitePage(site, context.renderer, page, markdown?.compiled, englishRead && 'page' in englishRead ? englishRead.page : english);
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
