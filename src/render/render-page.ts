import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement } from 'react';
import createEmotionServer from '@emotion/server/create-instance';
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
      // with it, styles stay in the cache and are extracted once into the head.
      cache.compat = true;
      const { extractCritical } = createEmotionServer(cache);
      const islands = renderIslands(hast, cache, islandSources, templates.IslandWrapper);
      const islandRules = new Set(Object.keys(cache.inserted));
      const tree = createElement(
        CacheProvider,
        { value: cache },
        createElement(PageRenderProvider, { value: { view, islands } }, createElement(Layout, { view, children: toReact(hast) })),
      );
      const critical = extractCritical(renderToString(tree));
      // The rules whose class is in the HTML, and every rule the islands inserted: a styled
      // component wrapping another composes both into one class, and the browser's Emotion
      // recomputes the inner class when an island hydrates. With its id listed, the browser
      // knows it has the rule already, so hydrating inserts no CSS at all.
      const kept = new Set([...critical.ids, ...islandRules]);
      const ids = Object.keys(cache.inserted).filter((id) => kept.has(id) && typeof cache.inserted[id] === 'string');
      const css = ids.map((id) => cache.inserted[id] as string).join('');
      const html = critical.html;
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
