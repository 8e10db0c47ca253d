import { createHash } from 'node:crypto';
import path from 'node:path';
import { bundleClient } from './assets/bundle-client';
import { checkLinks, type LinkRef } from './checks/check-links';
import { loadConfig } from './config/load';
import type { ResolvedConfig } from './config/types';
import { error, hasErrors, sortDiagnostics, type Diagnostic } from './diagnostics/diagnostic';
import { inlineScripts, scriptHash } from './output/csp';
import { siteFiles, siteRedirects } from './output/site-files';
import { openStaging } from './output/staging';
import { inlineScript, siteHeadTags } from './render/document';
import { resolveTemplatesDir } from './render/load-templates';
import { createPageRenderer } from './render/render-page';
import { loadSite } from './site/load-site';
import { renderNotFoundPage, renderOfflinePage, renderSitePage } from './site/render-site-page';
import { generateServiceWorker, OFFLINE_PAGE_FILE, SERVICE_WORKER_FILE, unregisteringServiceWorker } from './sw/generate';
import { registrationScript } from './sw/register-script';

export interface BuildOptions {
  /** Config file, relative to `cwd`. */
  configFile?: string;
  cwd?: string;
  /** Output folder, relative to `cwd`; overrides the config's. */
  outDir?: string;
  /** Called after each page is written. */
  onProgress?: (progress: { done: number; total: number }) => void;
  /** What a broken internal link does; overrides the config's `checks.links`. */
  links?: 'error' | 'warn' | 'off';
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

/** Files of public/ every page shows (favicon, product logos): precached by the service worker. */
function shellFiles(config: ResolvedConfig, publicFiles: ReadonlySet<string>): string[] {
  const candidates = ['favicon.svg', 'favicon.ico', ...config.products.map((p) => p.logo?.replace(/^\/+/, '') ?? '')];
  return [...new Set(candidates)].filter((file) => file && publicFiles.has(file)).sort();
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
    for (const asset of [...site.templates.assets, ...assets.files]) {
      if (publicFiles.has(asset.path)) {
        diagnostics.push(error({ code: 'output/conflict', message: `public/${asset.path} has the name of a file docs-site writes`, file: `public/${asset.path}` }));
        continue;
      }
      bytes += await staging.write(asset.path, asset.contents);
    }
    const renderer = createPageRenderer(site.templates.templates, {
      siteHead: siteHeadTags(publicFiles),
      // Sets the reader's scheme, direction and code variant before the first paint.
      bodyStart: inlineScript(assets.prePaint),
      ...(config.serviceWorker && { bodyEnd: `<script>${registrationScript(new URL(config.host).host)}</script>` }),
      scripts: [assets.main],
      islands: { components: site.serverDemos.components, assets: { islandRuntime: assets.islandRuntime, demos: assets.demos } },
      embeds: config.embeds,
    });

    // What the site-wide steps need from each page is kept; the page's HTML is not.
    const pageIds = new Map<string, ReadonlySet<string>>();
    const linkSources: { file: string; url: string; links: LinkRef[] }[] = [];
    const scriptHashes = new Set<string>();
    const collectScripts = (html: string) => {
      for (const code of inlineScripts(html)) scriptHashes.add(scriptHash(code));
    };

    // Pages and generated files in the order they are written (which is deterministic).
    const fingerprint = createHash('sha256');
    let done = 0;
    for (const page of site.pages) {
      const rendered = renderSitePage(site, renderer, page);
      diagnostics.push(...rendered.diagnostics);
      if (!rendered.file) continue;
      pageIds.set(rendered.url, new Set(rendered.ids));
      linkSources.push({ file: page.file, url: rendered.url, links: rendered.links });
      collectScripts(rendered.file.html);
      if (publicFiles.has(rendered.file.path)) {
        diagnostics.push(error({ code: 'output/conflict', message: `public/${rendered.file.path} and this page are written to the same file`, file: page.file }));
        continue;
      }
      bytes += await staging.write(rendered.file.path, rendered.file.html);
      fingerprint.update(`${rendered.file.path}\0${rendered.file.html}\0`);
      done += 1;
      options.onProgress?.({ done, total: site.pages.length });
    }
    const enginePages = [renderNotFoundPage(site, renderer), ...(config.serviceWorker ? [renderOfflinePage(site, renderer, OFFLINE_PAGE_FILE)] : [])];
    for (const page of enginePages) {
      collectScripts(page.html);
      bytes += await staging.write(page.path, page.html);
    }

    // Files the site ships in public/ win over the generated ones of the same name.
    const generated = Object.entries(siteFiles(config, site.pages, scriptHashes)).filter(([file]) => !publicFiles.has(file));
    for (const [file, content] of generated) {
      bytes += await staging.write(file, content);
      fingerprint.update(`${file}\0${content}\0`);
    }
    if (!publicFiles.has(SERVICE_WORKER_FILE)) {
      const buildId = fingerprint.digest('hex').slice(0, 16);
      const worker = config.serviceWorker
        ? await generateServiceWorker({ outDir: staging.dir, extraPrecache: shellFiles(config, publicFiles), buildId })
        : unregisteringServiceWorker();
      bytes += await staging.write(SERVICE_WORKER_FILE, worker);
      generated.push([SERVICE_WORKER_FILE, worker]);
    }

    const linkMode = options.links ?? config.checks.links;
    if (linkMode !== 'off') {
      const files = new Set([...publicFiles, ...generated.map(([file]) => file), ...enginePages.map((page) => page.path)].map((file) => `/${file}`));
      diagnostics.push(
        ...checkLinks({
          host: config.host,
          pages: pageIds,
          files,
          redirects: siteRedirects(config),
          sources: linkSources,
          severity: linkMode === 'error' ? 'error' : 'warning',
        }),
      );
    }

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
