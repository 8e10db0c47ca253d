import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderDocument, type Alternate } from './document';
import { createHastToReact } from './hast-to-react';
import type { RenderInput } from './page-view';
import type { TemplatesModule } from './templates-api';

export const EMOTION_KEY = 'css';

export interface PageRenderer {
  /** Renders one page to a complete HTML document. */
  render(input: RenderInput, alternates: Alternate[]): string;
}

export interface RendererOptions {
  /** Head tags every page shares (favicon). */
  siteHead: string;
  /**
   * Trusted HTML docs-site itself appends to every `<body>`, such as the live-reload script
   * of `docs-site dev`. Never content from pages.
   */
  bodyEnd?: string;
}

/**
 * Binds the templates once and returns the per-page render function. Each page gets a fresh
 * Emotion cache, so the CSS inlined in its head is exactly the rules that page uses.
 */
export function createPageRenderer(templates: TemplatesModule, options: RendererOptions): PageRenderer {
  const toReact = createHastToReact(templates.markdownComponents);
  return {
    render({ view, hast }, alternates) {
      const Layout = templates.layouts[view.page.layout];
      if (!Layout) throw new Error(`Layout "${view.page.layout}" is not exported by the templates`);
      const cache = createCache({ key: EMOTION_KEY });
      // Without compat mode Emotion writes <style> tags next to each element on the server;
      // with it, styles stay in the cache and are extracted once into the head.
      cache.compat = true;
      const { extractCritical } = createEmotionServer(cache);
      const tree = createElement(CacheProvider, { value: cache }, createElement(Layout, { view, children: toReact(hast) }));
      const { html, css, ids } = extractCritical(renderToString(tree));
      return renderDocument({ view, bodyHtml: html, css, emotionIds: ids, emotionKey: EMOTION_KEY, alternates, siteHead: options.siteHead, ...(options.bodyEnd !== undefined && { bodyEnd: options.bodyEnd }) });
    },
  };
}
