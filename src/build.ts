import path from 'node:path';
import { loadConfig } from './config/load';
import type { ResolvedConfig } from './config/types';
import { loadPages, type SourcePage } from './content/load-pages';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic';
import { compileMarkdown } from './markdown/compile';
import { checkNavCoverage } from './nav/check-coverage';
import { loadNavigation } from './nav/load-nav';
import { indexNav, type NavIndex } from './nav/page-state';
import { openStaging } from './output/staging';
import { localisedPath, pathnameToOutputFile } from './routing/paths';
import { createPageView, createProductViews, createSiteView, type SiteModel } from './render/create-view';
import { siteHeadTags, type Alternate } from './render/document';
import { loadTemplates } from './render/load-templates';
import { createPageRenderer } from './render/render-page';
import { NOT_FOUND_LAYOUT, DEFAULT_LAYOUT } from './render/templates-api';
import { NO_PRODUCT } from './routing/product';

export interface BuildOptions {
  /** Config file, relative to `cwd`. */
  configFile?: string;
  cwd?: string;
  /** Output folder, relative to `cwd`; overrides the config's. */
  outDir?: string;
  /** Called after each page is written. */
  onProgress?: (progress: { done: number; total: number }) => void;
}

export interface BuildResult {
  ok: boolean;
  /** Every problem found, sorted by file and line. */
  diagnostics: Diagnostic[];
  /** The output folder, when the config could be read. */
  outDir: string | null;
  pages: number;
  /** Bytes written to the output, public files included. */
  bytes: number;
  durationMs: number;
}

/**
 * The output folder must not hold the site's own sources: the swap at the end of a build
 * replaces it whole.
 */
function checkOutDir(outDir: string, config: ResolvedConfig): Diagnostic | null {
  const inside = (parent: string, child: string) => {
    const relative = path.relative(parent, child);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  const guarded = [config.root, config.directories.content, config.directories.templates, config.directories.public, config.configFile];
  if (guarded.some((dir) => inside(outDir, dir))) {
    return error({
      code: 'config/unsafe-out-dir',
      message: `The output folder ${outDir} contains the site's sources; a build replaces it whole`,
      hint: 'choose an output folder of its own, such as dist',
    });
  }
  return null;
}

function buildSiteModel(config: ResolvedConfig, navigation: SiteModel['navigation'], routes: Set<string>): SiteModel {
  const navIndexes: Record<string, NavIndex> = {};
  for (const [productId, tree] of Object.entries(navigation.trees)) {
    navIndexes[productId] = indexNav(tree, (pathname) => routes.has(pathname));
  }
  return {
    site: createSiteView(config),
    products: createProductViews(config),
    navigation,
    navIndexes,
    repository: config.repository,
    languageCodes: config.languages.map((l) => l.code),
  };
}

/** The languages each route exists in, for the `hreflang` alternates. */
function alternatesByRoute(pages: readonly SourcePage[], host: string): Map<string, Alternate[]> {
  const map = new Map<string, Alternate[]>();
  for (const page of pages) {
    const list = map.get(page.pathname) ?? [];
    list.push({ language: page.language, href: `${host}${localisedPath(page.pathname, page.language)}` });
    map.set(page.pathname, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.language.localeCompare(b.language));
  return map;
}

/**
 * Builds the site: config -> content -> navigation -> markdown -> render -> write.
 * Problems are collected from every stage and returned together; the previous output is
 * replaced only when there is no error.
 */
export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const cwd = options.cwd ?? process.cwd();
  const finish = (ok: boolean, diagnostics: Diagnostic[], outDir: string | null, pages = 0, bytes = 0): BuildResult => ({
    ok,
    diagnostics: sortDiagnostics(diagnostics),
    outDir,
    pages,
    bytes,
    durationMs: performance.now() - started,
  });

  const loaded = await loadConfig(options.configFile, cwd);
  if (!loaded.config) return finish(false, loaded.diagnostics, null);
  const config = loaded.config;
  const outDir = options.outDir ? path.resolve(cwd, options.outDir) : config.directories.out;
  const unsafe = checkOutDir(outDir, config);
  if (unsafe) return finish(false, [unsafe], outDir);

  const [content, nav, templatesResult] = await Promise.all([
    loadPages(config),
    loadNavigation(config),
    loadTemplates(config.directories.templates, config.root),
  ]);
  const diagnostics: Diagnostic[] = [...content.diagnostics, ...nav.diagnostics, ...templatesResult.diagnostics];
  const pages = content.pages;
  diagnostics.push(...checkNavCoverage(Object.values(nav.navigation.trees), pages));
  if (!templatesResult.loaded) return finish(false, diagnostics, outDir);
  const { templates } = templatesResult.loaded;

  const routes = new Set(pages.map((p) => p.pathname));
  const model = buildSiteModel(config, nav.navigation, routes);
  const alternates = alternatesByRoute(pages, config.host);

  const staging = await openStaging(outDir);
  try {
    const copied = await staging.copyFolder(config.directories.public);
    const publicFiles = new Set(copied.map((f) => f.path));
    const renderer = createPageRenderer(templates, { siteHead: siteHeadTags(publicFiles) });
    let bytes = copied.reduce((sum, f) => sum + f.size, 0);

    let done = 0;
    for (const page of pages) {
      const compiled = compileMarkdown(page);
      diagnostics.push(...compiled.diagnostics);
      const view = createPageView(model, page, compiled);
      if (!templates.layouts[view.page.layout]) {
        const line = page.frontmatterLines.layout;
        diagnostics.push(
          error({
            code: 'content/unknown-layout',
            message: `Unknown layout "${view.page.layout}"; the templates export ${Object.keys(templates.layouts).join(', ')}`,
            file: page.file,
            ...(line !== undefined && { line }),
          }),
        );
        continue;
      }
      const outputFile = pathnameToOutputFile(localisedPath(page.pathname, page.language));
      if (publicFiles.has(outputFile)) {
        diagnostics.push(error({ code: 'output/conflict', message: `public/${outputFile} and this page are written to the same file`, file: page.file }));
        continue;
      }
      let html: string;
      try {
        html = renderer.render({ view, hast: compiled.hast }, alternates.get(page.pathname) ?? []);
      } catch (caught) {
        throw new Error(`Rendering ${page.file} failed`, { cause: caught });
      }
      bytes += await staging.write(outputFile, html);
      done += 1;
      options.onProgress?.({ done, total: pages.length });
    }

    const notFoundLayout = templates.layouts[NOT_FOUND_LAYOUT] ? NOT_FOUND_LAYOUT : DEFAULT_LAYOUT;
    const notFoundView = createPageView(
      model,
      {
        file: '',
        contentPath: '',
        absolutePath: '',
        language: 'en',
        pathname: '/404',
        frontmatter: { title: 'Page not found', layout: notFoundLayout, productId: NO_PRODUCT },
        body: '',
        bodyStartLine: 1,
        frontmatterLines: {},
        hash: '',
      },
      { hast: { type: 'root', children: [] }, heading: null, description: null, diagnostics: [] },
    );
    notFoundView.page.file = null;
    notFoundView.page.editUrl = null;
    bytes += await staging.write('404.html', renderer.render({ view: notFoundView, hast: { type: 'root', children: [] } }, []));

    if (hasErrors(diagnostics)) {
      await staging.discard();
      return finish(false, diagnostics, outDir);
    }
    await staging.commit();
    return finish(true, diagnostics, outDir, done, bytes);
  } catch (caught) {
    await staging.discard();
    throw caught;
  }
}
