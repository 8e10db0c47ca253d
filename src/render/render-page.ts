import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EMOTION_KEY } from '../assets/emotion-key';
import { renderDocument, type Alternate } from './document';
import { createHastToReact } from './hast-to-react';
import { createEmbedElement, IslandElement, PageRenderProvider, renderIslands, type IslandSources } from './page-elements';
import type { RenderInput } from './page-view';
import type { TemplatesModule } from './templates-api';

export { EMOTION_KEY };

export interface PageRenderer {
  /** Renders one page to a complete HTML document. */
  render(input: RenderInput, alternates: Alternate[]): string;
}

export interface RendererOptions {
  /** Head tags every page shares (favicon). */
  siteHead: string;
  /** URLs of the module scripts every page loads (the always-on client entry). */
  scripts?: string[];
  /** The demos' server components and the URLs of their client chunks. */
  islands?: IslandSources;
  /** The config's `embeds`: markdown key -> name of a component in the templates' `embeds`. */
  embeds?: Readonly<Record<string, string>>;
}

/**
 * Binds the templates once and returns the per-page render function. Each page gets a fresh
 * Emotion cache, so the CSS inlined in its head is exactly the rules that page uses,
 * including those of its islands, which are rendered first, each as its own React root.
 */
export function createPageRenderer(templates: TemplatesModule, options: RendererOptions): PageRenderer {
  const toReact = createHastToReact({
    ...templates.markdownComponents,
    // Rendered by docs-site itself: the island protocol and the embed registry are the engine's.
    'docs-island': IslandElement as never,
    'docs-embed': createEmbedElement(options.embeds ?? {}, templates.embeds) as never,
  });
  const islandSources: IslandSources = options.islands ?? { components: {}, assets: null };
  return {
    render({ view, hast }, alternates) {
      const Layout = templates.layouts[view.page.layout];
      if (!Layout) throw new Error(`Layout "${view.page.layout}" is not exported by the templates`);
      const cache = createCache({ key: EMOTION_KEY });
      // Without compat mode Emotion writes <style> tags next to each element on the server;
      // with it, styles stay in the cache and are written once into the head.
      cache.compat = true;
      const islands = renderIslands(hast, cache, islandSources, templates.IslandWrapper);
      const tree = createElement(
        CacheProvider,
        { value: cache },
        createElement(PageRenderProvider, { value: { view, islands } }, createElement(Layout, { view, children: toReact(hast) })),
      );
      const html = renderToString(tree);
      // Every rule the page inserted, not only those whose class is in the HTML: a styled
      // component wrapping another composes both into one class, and the browser's Emotion
      // recomputes the intermediate class when an island hydrates. Listing its id here lets
      // the browser know it already has it, so hydrating inserts no CSS at all.
      const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
      const css = ids.map((id) => cache.inserted[id] as string).join('');
      return renderDocument({
        view,
        bodyHtml: html,
        css,
        emotionIds: ids,
        emotionKey: EMOTION_KEY,
        alternates,
        siteHead: options.siteHead,
        scripts: options.scripts ?? [],
      });
    },
  };
}
