import type { ComponentType } from 'react';
import type { ClientAssets } from '../bundle/bundle-client';
import { siteHeadTags } from '../load/public-files';
import type { ResolvedConfig } from '../model/config';
import { inlineScript } from './document';
import { registrationScript } from './register-script';
import type { RendererOptions, RendererSetup } from './render-page';

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
