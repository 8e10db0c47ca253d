import { bundleClient, type BundleClientOptions, type ClientAssets } from '../bundle/bundle-client';
import { cachedClientBundle } from '../bundle/client-cache';
import { dependenciesFingerprint } from '../util/dependencies';
import type { ResolvedConfig } from '../model/config';
import type { DemoModule } from '../demos/load-demos';
import type { ServerLicenseKeys } from '../demos/license-keys';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { DemoFailure } from '../model/demo-failure';
import { resolveTemplatesDir } from '../theme/load-templates';
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
