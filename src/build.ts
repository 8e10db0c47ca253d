import path from 'node:path';
import { bundleClient } from './assets/bundle-client';
import { loadConfig } from './config/load';
import type { ResolvedConfig } from './config/types';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic';
import { openStaging } from './output/staging';
import { siteHeadTags } from './render/document';
import { resolveTemplatesDir } from './render/load-templates';
import { createPageRenderer } from './render/render-page';
import { loadSite } from './site/load-site';
import { renderNotFoundPage, renderSitePage } from './site/render-site-page';

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
export function checkOutDir(outDir: string, config: ResolvedConfig): Diagnostic | null {
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

  const loadedConfig = await loadConfig(options.configFile, cwd);
  if (!loadedConfig.config) return finish(false, loadedConfig.diagnostics, null);
  const config = loadedConfig.config;
  const outDir = options.outDir ? path.resolve(cwd, options.outDir) : config.directories.out;
  const unsafe = checkOutDir(outDir, config);
  if (unsafe) return finish(false, [unsafe], outDir);

  const { site, diagnostics } = await loadSite(config);
  if (!site) return finish(false, diagnostics, outDir);

  const client = await bundleClient({
    demos: site.demos.modules,
    templatesDir: resolveTemplatesDir(config.directories.templates),
    root: config.root,
    // The browser's React and MUI must run in the mode they render in here, or hydration fails.
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  });
  diagnostics.push(...client.diagnostics);
  if (!client.assets) return finish(false, diagnostics, outDir);
  const assets = client.assets;

  const staging = await openStaging(outDir);
  try {
    const copied = await staging.copyFolder(config.directories.public);
    const publicFiles = new Set(copied.map((f) => f.path));
    let bytes = copied.reduce((sum, f) => sum + f.size, 0);
    for (const file of assets.files) bytes += await staging.write(file.path, file.contents);
    const renderer = createPageRenderer(site.templates.templates, {
      siteHead: siteHeadTags(publicFiles),
      scripts: [assets.main],
      islands: { components: site.serverDemos.components, assets: { islandRuntime: assets.islandRuntime, demos: assets.demos } },
      embeds: config.embeds,
    });

    let done = 0;
    for (const page of site.pages) {
      const rendered = renderSitePage(site, renderer, page);
      diagnostics.push(...rendered.diagnostics);
      if (!rendered.file) continue;
      if (publicFiles.has(rendered.file.path)) {
        diagnostics.push(error({ code: 'output/conflict', message: `public/${rendered.file.path} and this page are written to the same file`, file: page.file }));
        continue;
      }
      bytes += await staging.write(rendered.file.path, rendered.file.html);
      done += 1;
      options.onProgress?.({ done, total: site.pages.length });
    }
    const notFound = renderNotFoundPage(site, renderer);
    bytes += await staging.write(notFound.path, notFound.html);

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
