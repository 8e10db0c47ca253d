import { bundleClient, type ClientAssets } from '../assets/bundle-client';
import type { ResolvedConfig } from '../config/types';
import type { LoadedDemos } from '../demos/load-demos';
import type { ServerDemos } from '../demos/bundle-server';
import type { ServerLicenseKeys } from '../demos/license-keys';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { resolveTemplatesDir } from '../render/load-templates';
import { inlineScript } from '../render/document';
import type { RendererOptions } from '../render/render-page';

/**
 * The browser code of a site: the always-on entry, the island runtime and a chunk per demo.
 * `build` writes it to the output; `dev` serves it from memory. The license keys are those the
 * server could set (`prepareDemos`), so a key whose package is missing is reported once.
 */
export async function bundleSiteClient(
  config: ResolvedConfig,
  demos: LoadedDemos,
  licenseKeys: ServerLicenseKeys | null,
): Promise<{ assets: ClientAssets | null; diagnostics: Diagnostic[] }> {
  return bundleClient({
    demos: demos.modules,
    alias: config.alias,
    templatesDir: resolveTemplatesDir(config.directories.templates),
    root: config.root,
    // The browser's React and MUI must run in the mode they render in here, or hydration fails.
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    features: { ads: config.ads !== null, analytics: config.analytics !== null },
    licenseKeys: { muiX: licenseKeys?.muiX ?? null },
  });
}

/**
 * What the page renderer needs to load the client code and render the islands and embeds,
 * and the pre-paint script that sets the reader's scheme, direction and code variant before
 * the first paint.
 */
export function clientRendererOptions(
  config: ResolvedConfig,
  serverDemos: ServerDemos,
  assets: ClientAssets,
): Pick<RendererOptions, 'scripts' | 'islands' | 'embeds' | 'beforeStyles'> {
  return {
    beforeStyles: inlineScript(assets.prePaint),
    scripts: [assets.main],
    islands: { components: serverDemos.components, assets: { islandRuntime: assets.islandRuntime, demos: assets.demos } },
    embeds: config.embeds,
  };
}
