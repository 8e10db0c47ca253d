import { createHash } from 'node:crypto';
import type { SourcePage } from '../model/source-page';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import type { PageRenderer } from '../page/render-page';
import type { SharedFile } from '../model/output-files';
import { DEFAULT_LANGUAGE, languageFile, locatePath, pathnameToOutputFile } from '../routing/paths';
import { NO_PRODUCT } from '../routing/product';
import type { LoadedSite } from '../site/load-site';
import { notFoundFile, renderNotFoundPage, renderSearchPage, renderSitePage, SEARCH_PAGE_FILE, type RenderedFile } from '../page/render-site-page';
import { errorPageHtml } from './error-page';
import type { RoutedPage } from '../model/page-site';
import { englishPages } from '../page/social-card';

/** A page ready to send: its HTML as bytes and their hash (the ETag). */
export interface PageAnswer {
  status: number;
  body: Buffer;
  tag: string;
}

export interface RenderCache {
  /** Points the cache at a new model (pages, navigation, templates). Keeps what is rendered. */
  setSite(site: LoadedSite | null, renderer: PageRenderer | null): void;
  /** Marks every rendered page out of date. */
  clear(): void;
  /** Marks the pages of these products and URLs out of date; returns how many. */
  invalidate(scope: { products: ReadonlySet<string>; urls: ReadonlySet<string> }): number;
  /** Renders these output files now; returns their URLs. */
  renderNow(outputs: readonly string[]): string[];
  page(sitePath: string): PageAnswer | null;
  notFound(sitePath?: string): PageAnswer;
  /**
   * A shared file (a stylesheet) that a page kept in memory links to, by its path inside the
   * output folder. A page made by an earlier renderer (before a navigation or page change
   * made a new one) links files the current renderer has not made, or not yet.
   */
  sharedFile(path: string): SharedFile | null;
}

export const NOT_FOUND_OUTPUT = '404.html';

/** The pages the engine makes in each language (as a build writes them), by output file. */
function enginePages(site: LoadedSite, byOutput: ReadonlyMap<string, RoutedPage>): Map<string, { kind: 'not-found' | 'search'; language: string }> {
  const pages = new Map<string, { kind: 'not-found' | 'search'; language: string }>();
  for (const { code } of site.config.languages) {
    pages.set(notFoundFile(code), { kind: 'not-found', language: code });
    // The site's own /search page, if it has one, wins.
    const search = languageFile(SEARCH_PAGE_FILE, code);
    if (site.config.search && !byOutput.has(search)) pages.set(search, { kind: 'search', language: code });
  }
  return pages;
}

const answer = (status: number, html: string): PageAnswer => {
  const body = Buffer.from(html);
  return { status, body, tag: createHash('sha1').update(body).digest('base64url') };
};

/** A failure while rendering, as a diagnostic at the page's file (and line, when the cause has one). */
function renderFailure(page: SourcePage, caught: unknown): Diagnostic {
  const cause = caught instanceof Error && caught.cause !== undefined ? caught.cause : caught;
  const message = cause instanceof Error ? `${cause.name === 'Error' ? '' : `${cause.name}: `}${cause.message}` : String(cause);
  const line = (cause as { line?: unknown }).line;
  return error({
    code: 'render/failed',
    message,
    file: page.file,
    ...(typeof line === 'number' && { line: line + page.bodyStartLine - 1 }),
  });
}

/**
 * The rendered pages of the dev server, by output file. A page renders on its first request
 * (or at once when its file changed) and is kept until something it shows changes. An
 * out-of-date page keeps its HTML, so that if rendering it again fails the last good one is
 * still served, under the error overlay.
 */
export function createRenderCache(options: {
  bodyEnd: string;
  /** Every current problem, for the error page. */
  problems: () => Diagnostic[];
  onRender: (output: string, diagnostics: Diagnostic[], durationMs: number, url: string) => void;
}): RenderCache {
  let site: LoadedSite | null = null;
  let renderer: PageRenderer | null = null;
  let byOutput = new Map<string, RoutedPage>();
  let english: (page: RoutedPage) => RoutedPage | null = () => null;
  let engine = new Map<string, { kind: 'not-found' | 'search'; language: string }>();
  const isNotFound = (output: string) => engine.get(output)?.kind === 'not-found';
  const entries = new Map<string, { answer: PageAnswer; stale: boolean; product: string; url: string; shared: SharedFile[] }>();

  const render = (output: string): PageAnswer | null => {
    if (!site || !renderer) return null;
    const started = performance.now();
    // The 404 and search pages of each language, as a build writes them.
    const made = engine.get(output);
    if (made) {
      const rendered = made.kind === 'not-found' ? renderNotFoundPage(site, renderer, made.language) : renderSearchPage(site, renderer, made.language);
      const page = answer(200, rendered.html);
      entries.set(output, { answer: page, stale: false, product: NO_PRODUCT, url: made.kind === 'not-found' ? `/${output}` : `/${output.replace(/\/index\.html$/, '')}`, shared: rendered.shared });
      return page;
    }
    const page = byOutput.get(output);
    if (!page) return null;
    const url = page.route.url;
    let diagnostics: Diagnostic[];
    let file: RenderedFile | null = null;
    try {
      const result = renderSitePage(site, renderer, page, undefined, english(page));
      diagnostics = result.diagnostics;
      file = result.file;
    } catch (caught) {
      diagnostics = [renderFailure(page, caught)];
    }
    options.onRender(output, diagnostics, performance.now() - started, url);
    const previous = entries.get(output);
    if (file === null) return previous?.answer ?? null;
    const rendered = answer(200, file.html);
    entries.set(output, { answer: rendered, stale: false, product: page.route.productId, url, shared: file.shared });
    return rendered;
  };

  const lookup = (output: string): PageAnswer | null => {
    const entry = entries.get(output);
    if (entry && !entry.stale) return entry.answer;
    const rendered = render(output);
    if (rendered) return rendered;
    // The page exists but has never rendered without an error.
    if (byOutput.has(output)) return answer(500, errorPageHtml(options.problems(), options.bodyEnd));
    return null;
  };

  return {
    setSite(next, nextRenderer) {
      site = next;
      renderer = nextRenderer;
      byOutput = new Map((next?.pages ?? []).map((p) => [p.route.outputFile, p]));
      english = next ? englishPages(next.config, next.pages) : () => null;
      engine = next ? enginePages(next, byOutput) : new Map();
      // A page that no longer exists must not be served from memory.
      for (const output of entries.keys()) if (!engine.has(output) && !byOutput.has(output)) entries.delete(output);
    },
    clear() {
      for (const entry of entries.values()) entry.stale = true;
    },
    invalidate({ products, urls }) {
      let count = 0;
      for (const [output, entry] of entries) {
        if (entry.stale) continue;
        if (!isNotFound(output) && (products.has(entry.product) || urls.has(entry.url))) {
          entry.stale = true;
          count += 1;
        }
      }
      return count;
    },
    renderNow(outputs) {
      const urls: string[] = [];
      for (const output of outputs) {
        if (render(output)) urls.push(entries.get(output)?.url ?? output);
      }
      return urls;
    },
    page(sitePath) {
      const relative = sitePath.replace(/^\/+/, '');
      if (isNotFound(relative)) return lookup(relative);
      const output = relative === '' ? 'index.html' : relative.endsWith('.html') ? relative : pathnameToOutputFile(`/${relative}`);
      if (!byOutput.has(output) && !engine.has(output)) return null;
      return lookup(output);
    },
    notFound(sitePath = '/') {
      // A miss under a language's prefix gets that language's 404 page, as `serve` answers it.
      const language = site ? locatePath(sitePath, site.config.languages.map((l) => l.code)).language : DEFAULT_LANGUAGE;
      const own = notFoundFile(language);
      const page = site && renderer ? lookup(engine.has(own) ? own : NOT_FOUND_OUTPUT) : null;
      if (!page) return answer(500, errorPageHtml(options.problems(), options.bodyEnd));
      return { ...page, status: 404 };
    },
    sharedFile(path) {
      // Only looked through when the current renderer has no such file: after a change, for
      // the pages rendered before it; a few files per page kept.
      for (const entry of entries.values()) {
        const file = entry.shared.find((shared) => shared.path === path);
        if (file) return file;
      }
      return null;
    },
  };
}
