import { CacheProvider } from '@emotion/react';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EMOTION_KEY } from '../assets/emotion-key';
import { renderDocument, type Alternate } from './document';
import { createEmotionCache, emotionKeyFor, extractStyles, mergeStyles, type StyleRule } from './emotion';
import { createHastToReact } from './hast-to-react';
import { createEmbedElement, IslandElement, PageRenderProvider, renderIslands, type IslandSources } from './page-elements';
import type { PageView, RenderInput } from './page-view';
import type { SharedPart, TemplatesModule } from './templates-api';

export { EMOTION_KEY };

export interface PageRenderer {
  /** Renders one page to a complete HTML document. */
  render(input: RenderInput, alternates: Alternate[]): string;
}

export interface RendererOptions {
  /** Head tags every page shares (favicon). */
  siteHead: string;
  /** Trusted HTML put first in every page's `<body>` (the pre-paint script). */
  bodyStart?: string;
  /**
   * Trusted HTML docs-site itself appends to every `<body>`: the service worker registration
   * in builds, the live-reload script of `docs-site dev`. Never content from pages.
   */
  bodyEnd?: string;
  /**
   * Reuse each shared part's rendering for every page with the same key (the default). Off,
   * every page renders its parts again: the same HTML, slower; the benchmark compares both.
   */
  reuseParts?: boolean;
  /** URLs of the module scripts every page loads (the always-on client entry). */
  scripts?: string[];
  /** The demos' server components and the URLs of their client chunks. */
  islands?: IslandSources;
  /** The config's `embeds`: markdown key -> name of a component in the templates' `embeds`. */
  embeds?: Readonly<Record<string, string>>;
}

/** A part rendered once: its HTML and the CSS rules it needs. */
interface RenderedPart {
  html: string;
  styles: StyleRule[];
}

/** Renders an element to HTML with its own Emotion cache, keeping the CSS rules it used. */
function renderWithStyles(element: ReactElement, dir: PageView['page']['dir']): RenderedPart {
  const cache = createEmotionCache(dir);
  const html = renderToString(createElement(CacheProvider, { value: cache }, element));
  return { html, styles: extractStyles(cache, html) };
}

/**
 * Binds the templates once and returns the per-page render function. Each page gets a fresh
 * Emotion cache, so the CSS inlined in its head is exactly the rules that page uses,
 * including those of its islands, which are rendered first, each as its own React root.
 * Shared parts are rendered once per key and direction, and kept for the renderer's life
 * (one build).
 */
export function createPageRenderer(templates: TemplatesModule, options: RendererOptions): PageRenderer {
  const toReact = createHastToReact({
    ...templates.markdownComponents,
    // Rendered by docs-site itself: the island protocol and the embed registry are the engine's.
    'docs-island': IslandElement as never,
    'docs-embed': createEmbedElement(options.embeds ?? {}, templates.embeds) as never,
  });
  const islandSources: IslandSources = options.islands ?? { components: {}, assets: null };
  const reuse = options.reuseParts ?? true;
  const partEntries = Object.entries(templates.parts ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const renderedParts = new Map<string, RenderedPart>();

  const renderPart = (name: string, part: SharedPart, view: PageView): RenderedPart | null => {
    const key = part.key(view);
    if (key === null) return null;
    const cacheKey = `${name}\u0000${view.page.dir}\u0000${key}`;
    const known = reuse ? renderedParts.get(cacheKey) : undefined;
    if (known) return known;
    let rendered: RenderedPart;
    try {
      rendered = renderWithStyles(part.render(view), view.page.dir);
    } catch (caught) {
      throw new Error(`Rendering the shared part "${name}" failed`, { cause: caught });
    }
    if (reuse) renderedParts.set(cacheKey, rendered);
    return rendered;
  };

  return {
    render({ view, hast }, alternates) {
      const Layout = templates.layouts[view.page.layout];
      if (!Layout) throw new Error(`Layout "${view.page.layout}" is not exported by the templates`);
      const parts: Record<string, string> = {};
      const partStyles: StyleRule[][] = [];
      for (const [name, part] of partEntries) {
        const rendered = renderPart(name, part, view);
        if (!rendered) continue;
        parts[name] = rendered.html;
        partStyles.push(rendered.styles);
      }

      const cache = createEmotionCache(view.page.dir);
      const islands = renderIslands(hast, cache, islandSources, templates.IslandWrapper, view.page.dir);
      const islandRuleIds = new Set(Object.keys(cache.inserted));
      const html = renderToString(
        createElement(
          CacheProvider,
          { value: cache },
          createElement(PageRenderProvider, { value: { view, islands } }, createElement(Layout, { view, children: toReact(hast), parts })),
        ),
      );
      // The rules whose class is in the HTML, and every rule the islands inserted: a styled
      // component wrapping another composes both into one class, and the browser's Emotion
      // recomputes the inner class when an island hydrates. With its id listed, the browser
      // knows it has the rule already, so hydrating inserts no CSS at all.
      const used = new Set(extractStyles(cache, html).map((rule) => rule.id));
      const pageStyles = Object.keys(cache.inserted)
        .filter((id) => (used.has(id) || islandRuleIds.has(id)) && typeof cache.inserted[id] === 'string')
        .map((id) => ({ id, css: cache.inserted[id] as string }));
      // The parts' rules first (the shell, in a fixed order), then the page's own; a rule
      // both use is written once.
      const styles = mergeStyles([...partStyles, pageStyles]);
      return renderDocument({
        view,
        bodyHtml: html,
        css: styles.map((rule) => rule.css).join(''),
        emotionIds: styles.map((rule) => rule.id),
        emotionKey: emotionKeyFor(view.page.dir),
        alternates,
        siteHead: options.siteHead,
        ...(options.bodyStart !== undefined && { bodyStart: options.bodyStart }),
        ...(options.bodyEnd !== undefined && { bodyEnd: options.bodyEnd }),
        headTags: templates.head?.(view) ?? [],
        scripts: options.scripts ?? [],
      });
    },
  };
}
