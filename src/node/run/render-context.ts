import { openPageCache } from '../cache/page-cache';
import { importServerDemos } from '../demos/bundle-server';
import { applyLicenseKeys, type ServerLicenseKeys } from '../demos/license-keys';
import { createPageRenderer, type RendererSetup } from '../page/render-page';
import { importSiteModule, shareOwnPackages } from '../util/shared-packages';
import type { TemplatesModule } from '../model/templates-api';
import type { RenderContext } from './render-task';
import type { PageSite } from '../model/page-site';

/**
 * Everything a thread needs to render pages, as plain data: it is structured-cloned into each
 * worker thread once, when the worker starts. The templates and the demos are passed by the
 * path of their compiled modules, which each thread imports itself.
 */
export interface RenderSetup {
  site: Omit<PageSite, 'templates'>;
  templatesModule: string;
  /** Whether the templates run code of the site's (`LoadedTemplates.siteCode`). */
  templatesSiteCode: boolean;
  /** The demos' compiled server modules, by demo id. */
  demoModules: Record<string, string>;
  /** The demos that render a design system with a theme of their own, by id. */
  ownThemeDemos: string[];
  /** The license keys to set before any demo is imported or rendered. */
  licenseKeys: ServerLicenseKeys | null;
  renderer: RendererSetup;
  /** The output folder being written (the staging folder). */
  outDir: string;
  /** The page cache's folder, or null when the build does not use one. */
  cacheDir: string | null;
}

/**
 * Sets the license keys, imports the templates and the demos and binds a renderer: a thread's
 * rendering context.
 */
export async function createRenderContext(setup: RenderSetup): Promise<RenderContext> {
  shareOwnPackages(setup.site.config.alias);
  await applyLicenseKeys(setup.licenseKeys);
  const templates = await importSiteModule<TemplatesModule>(setup.templatesModule);
  const components = await importServerDemos(setup.demoModules);
  const { islandAssets, ...options } = setup.renderer;
  return {
    site: { ...setup.site, templates: { templates, siteCode: setup.templatesSiteCode } },
    renderer: createPageRenderer(templates, { ...options, islands: { components, assets: islandAssets, ownTheme: new Set(setup.ownThemeDemos) } }),
    outDir: setup.outDir,
    cache: setup.cacheDir ? openPageCache(setup.cacheDir) : null,
    handedBack: new Set(),
    madeFolders: new Set(),
  };
}
