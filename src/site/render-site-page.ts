import { checkInternalLinks } from '../checks/internal-links';
import { checkPageMeta } from '../content/check-page-meta';
import type { SourcePage } from '../content/load-pages';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { compileMarkdown } from '../markdown/compile';
import { localisedPath, pathnameToOutputFile } from '../routing/paths';
import { createPageView } from '../render/create-view';
import type { PageRenderer } from '../render/render-page';
import { DEFAULT_LAYOUT, NOT_FOUND_LAYOUT } from '../render/templates-api';
import { NO_PRODUCT } from '../routing/product';
import type { LoadedSite } from './load-site';
import { markdownContext } from './markdown-context';

export interface RenderedFile {
  /** Posix path inside the output folder. */
  path: string;
  html: string;
}

/**
 * One page, from its source to its HTML: compile the markdown, build the view-model, render.
 * Returns null (with the reason among the diagnostics) when the page cannot be rendered.
 */
export function renderSitePage(site: LoadedSite, renderer: PageRenderer, page: SourcePage): { file: RenderedFile | null; diagnostics: Diagnostic[] } {
  const compiled = compileMarkdown(page, markdownContext(site, page));
  const diagnostics = [
    ...compiled.diagnostics,
    ...checkPageMeta(page, compiled, site.config.products.map((p) => p.id)),
    ...checkInternalLinks(compiled.links, site.routes, page.file),
  ];
  const view = createPageView(site.model, page, compiled);
  const layouts = site.templates.templates.layouts;
  if (!layouts[view.page.layout]) {
    const line = page.frontmatterLines.layout;
    diagnostics.push(
      error({
        code: 'content/unknown-layout',
        message: `Unknown layout "${view.page.layout}"; the templates export ${Object.keys(layouts).join(', ')}`,
        file: page.file,
        ...(line !== undefined && { line }),
      }),
    );
    return { file: null, diagnostics };
  }
  let html: string;
  try {
    html = renderer.render({ view, hast: compiled.hast }, site.alternates.get(page.pathname) ?? []);
  } catch (caught) {
    throw new Error(`Rendering ${page.file} failed`, { cause: caught });
  }
  return { file: { path: pathnameToOutputFile(localisedPath(page.pathname, page.language)), html }, diagnostics };
}

/** The page static hosts show for a path that leads nowhere, in the site's shell. */
export function renderNotFoundPage(site: LoadedSite, renderer: PageRenderer): RenderedFile {
  const layout = site.templates.templates.layouts[NOT_FOUND_LAYOUT] ? NOT_FOUND_LAYOUT : DEFAULT_LAYOUT;
  const empty = { type: 'root' as const, children: [] };
  const view = createPageView(
    site.model,
    {
      file: '',
      contentPath: '',
      absolutePath: '',
      language: 'en',
      pathname: '/404',
      frontmatter: { title: 'Page not found', layout, productId: NO_PRODUCT },
      body: '',
      bodyStartLine: 1,
      frontmatterLines: {},
      hash: '',
    },
    { hast: empty, heading: null, description: null, toc: [], links: [], diagnostics: [] },
  );
  view.page.file = null;
  view.page.editUrl = null;
  return { path: '404.html', html: renderer.render({ view, hast: empty }, []) };
}
