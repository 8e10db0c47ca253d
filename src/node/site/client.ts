import { bundleClient, type BundleClientOptions, type ClientAssets } from '../bundle/bundle-client';
import { cachedClientBundle } from '../bundle/client-cache';
import { dependenciesFingerprint } from '../util/dependencies';
import type { ComponentType } from 'react';
import type { ResolvedConfig } from '../config/types';
import type { DemoModule } from '../demos/load-demos';
import type { ServerLicenseKeys } from '../demos/license-keys';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { DemoFailure } from '../model/demo-failure';
import { resolveTemplatesDir } from '../theme/load-templates';
import { inlineScript, siteHeadTags } from '../page/document';
import { registrationScript } from '../page/register-script';
import type { RendererOptions, RendererSetup } from '../page/render-page';
import { engineHash } from '../util/engine-hash';
import { packageVersion } from '../util/package-root';

/**
 * The browser code of a site: the always-on entry, the island runtime and a chunk per demo.
 * `build` writes it to the output; `dev` serves it from memory. The license keys are those the
 * server could set (`prepareDemos`), so a key whose package is missing is reported once.
 */
export async function bundleSiteClient(
  config: ResolvedConfig,
  demos: readonly DemoModule[],
  licenseKeys: ServerLicenseKeys | null,
  options: { cache: boolean; findFailures?: boolean },
): Promise<{ assets: ClientAssets | null; diagnostics: Diagnostic[]; demoFailures: Record<string, DemoFailure>; cached: boolean }> {
  const bundleOptions: BundleClientOptions = {
    demos,
    alias: config.alias,
    templatesDir: resolveTemplatesDir(config.directories.templates),
    root: config.root,
    // The browser's React and MUI must run in the mode they render in here, or hydration fails.
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    features: { ads: config.ads !== null, analytics: config.analytics !== null },
    licenseKeys: { muiX: licenseKeys?.muiX ?? null },
    findFailures: options.findFailures === true,
  };
  // Only a bundle that succeeded is kept, and it is the same whether failures would have been looked into.
  const { findFailures: _findFailures, ...keyed } = bundleOptions;
  const key = JSON.stringify([packageVersion(), engineHash(), dependenciesFingerprint(), dependenciesFingerprint(config.root), keyed]);
  const bundled = await cachedClientBundle(options.cache ? config.directories.cache : null, key, () => bundleClient(bundleOptions));
  return { assets: bundled.assets, diagnostics: bundled.diagnostics, demoFailures: ('demoFailures' in bundled && bundled.demoFailures) || {}, cached: bundled.cached === true };
}

/**
 * What the page renderer needs to load the client code and render the islands and embeds
 * (`components`: the demos' server components, imported by the thread that renders),
 * and the pre-paint script that sets the reader's scheme, direction and code variant before
 * the first paint.
 */
export function clientRendererOptions(
  config: ResolvedConfig,
  components: Readonly<Record<string, ComponentType>>,
  assets: ClientAssets,
  ownTheme: readonly string[] = [],
): Pick<RendererOptions, 'scripts' | 'islands' | 'embeds' | 'beforeStyles'> {
  return {
    beforeStyles: inlineScript(assets.prePaint),
    scripts: [assets.main],
    islands: { components, assets: { islandRuntime: assets.islandRuntime, demos: assets.demos }, ownTheme: new Set(ownTheme) },
    embeds: config.embeds,
  };
}

/**
 * The renderer's options as plain data for the render threads: the demos' components are
 * imported there from their modules; everything else the client code asks of a page (its
 * scripts, the embeds) passes as it is, with the site's head tags and, when the site has a
 * service worker, its registration.
 */
export function rendererSetup(config: ResolvedConfig, publicFiles: ReadonlySet<string>, assets: ClientAssets): RendererSetup {
  const { islands, ...client } = clientRendererOptions(config, {}, assets);
  return {
    siteHead: siteHeadTags(publicFiles),
    ...(config.serviceWorker && { bodyEnd: `<script>${registrationScript(new URL(config.host).host)}</script>` }),
    ...client,
    islandAssets: islands?.assets ?? null,
  };
}
