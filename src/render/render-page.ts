import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderDocument, type Alternate } from './document';
import { createEmotionCache, emotionKeyFor, extractStyles, mergeStyles, type StyleRule } from './emotion';
import { createHastToReact } from './hast-to-react';
import type { PageView, RenderInput } from './page-view';
import type { SharedPart, TemplatesModule } from './templates-api';

export interface PageRenderer {
  /** Renders one page to a complete HTML document. */
  render(input: RenderInput, alternates: Alternate[]): string;
}

export interface RendererOptions {
  /** Head tags every page shares (favicon). */
  siteHead: string;
  /** Trusted HTML appended to every page's `<body>` (the service worker registration). */
  bodyEnd?: string;
  /**
   * Reuse each shared part's rendering for every page with the same key (the default). Off,
   * every page renders its parts again: the same HTML, slower; the benchmark compares both.
   */
  reuseParts?: boolean;
}

/** A part rendered once: its HTML and the CSS rules it needs. */
interface RenderedPart {
  html: string;
  styles: StyleRule[];
}

/** Renders an element to HTML with its own Emotion cache, keeping the CSS rules it used. */
function renderWithStyles(element: ReactElement, dir: PageView['page']['dir']): RenderedPart {
  const cache: EmotionCache = createEmotionCache(dir);
  const html = renderToString(createElement(CacheProvider, { value: cache }, element));
  return { html, styles: extractStyles(cache, html) };
}

/**
 * Binds the templates once and returns the per-page render function. Each page gets a fresh
 * Emotion cache, so the CSS inlined in its head is exactly the rules that page uses. Shared
 * parts are rendered once per key and direction, and kept for the renderer's life (one build).
 */
export function createPageRenderer(templates: TemplatesModule, options: RendererOptions): PageRenderer {
  const toReact = createHastToReact(templates.markdownComponents);
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
      const page = renderWithStyles(createElement(Layout, { view, children: toReact(hast), parts }), view.page.dir);
      // The parts' rules first (the shell, in a fixed order), then the page's own; a rule
      // both use is written once.
      const styles = mergeStyles([...partStyles, page.styles]);
      return renderDocument({
        view,
        bodyHtml: page.html,
        css: styles.map((rule) => rule.css).join(''),
        emotionIds: styles.map((rule) => rule.id),
        emotionKey: emotionKeyFor(view.page.dir),
        alternates,
        siteHead: options.siteHead,
        ...(options.bodyEnd !== undefined && { bodyEnd: options.bodyEnd }),
        headTags: templates.head?.(view) ?? [],
      });
    },
  };
}
