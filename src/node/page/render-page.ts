import { CacheProvider } from '@emotion/react';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { EMOTION_KEY } from '../../shared/emotion-key';
import { renderDocument, type Alternate } from './document';
import { createEmotionCache, emotionKeyFor, extractStyles, mergeStyles, type StyleRule } from '../theme/emotion';
import { hashedAssetPath } from '../routing/asset-names';
import { createHastToReact } from './hast-to-react';
import { createEmbedElement, createPageTabsElement, IslandElement, PageRenderProvider, renderIslands, type IslandSources } from './page-elements';
import type { IslandAssets } from '../model/output-files';
import type { PageView, RenderInput } from '../model/page-view';
import type { PageTabsProps, SharedPart, TemplatesModule } from '../model/templates-api';

export { EMOTION_KEY };

import type { SharedFile } from '../model/output-files';

/** One page's HTML and the shared files it refers to. */
export interface RenderedDocument {
  html: string;
  /** The shared files the page refers to (the same objects for every page that shares one). */
  files: SharedFile[];
}

export interface PageRenderer {
  /** Renders one page to a complete HTML document. */
  render(input: RenderInput, alternates: Alternate[]): RenderedDocument;
  /** A shared file this renderer has made, by its path inside the output folder; null when it made none by that path. */
  file(path: string): SharedFile | null;
}

export interface RendererOptions {
  /** Head tags every page shares (favicon). */
  siteHead: string;
  /** Trusted HTML put in every page's `<head>` before its stylesheets (the pre-paint script). */
  beforeStyles?: string;
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
  /**
   * Where the shared parts' CSS goes (the theme's variables, the baseline, the app bar and
   * drawer): `file` (the default) writes it once into a content-hashed stylesheet that every
   * page sharing those parts links to, so a reader downloads it once and a page carries only
   * its own CSS; `inline` puts it in each page's `<style>`, as one self-contained document.
   */
  sharedStyles?: 'file' | 'inline';
  /** URLs of the module scripts every page loads (the always-on client entry). */
  scripts?: string[];
  /** The demos' server components and the URLs of their client chunks. */
  islands?: IslandSources;
  /** The config's `embeds`: markdown key -> name of a component in the templates' `embeds`. */
  embeds?: Readonly<Record<string, string>>;
}

/**
 * The renderer's options as plain data, for worker threads: the demos' components are not
 * data, so a thread imports them itself and adds them to `islands`.
 */
export type RendererSetup = Omit<RendererOptions, 'islands'> & { islandAssets: IslandAssets | null };

/** A part rendered once: its HTML and the CSS rules it needs. */
interface RenderedPart {
  html: string;
  styles: StyleRule[];
  /** For a part written to a file of its own, that file. */
  file: SharedFile | null;
}

/** The CSS the parts of a page share, written once. */
interface SharedStyles {
  file: SharedFile | null;
  ids: ReadonlySet<string>;
  rules: StyleRule[];
}

/** Renders an element to HTML with its own Emotion cache, keeping the CSS rules it used. */
function renderWithStyles(element: ReactElement, dir: PageView['page']['dir']): { html: string; styles: StyleRule[] } {
  const cache = createEmotionCache(dir);
  const html = renderToString(createElement(CacheProvider, { value: cache }, element));
  return { html, styles: extractStyles(cache, html) };
}

/**
 * Binds the templates once and returns the per-page render function. Each page gets a fresh
 * Emotion cache, so the CSS of its own render is exactly the rules that page uses, including
 * those of its islands, which are rendered first, each as its own React root. Shared parts
 * are rendered once per key and direction, and kept for the renderer's life (one build);
 * their CSS goes into a stylesheet shared by every page with the same parts.
 */
export function createPageRenderer(templates: TemplatesModule, options: RendererOptions): PageRenderer {
  const toReact = createHastToReact({
    ...templates.markdownComponents,
    // Rendered by docs-site itself: the island protocol and the embed registry are the engine's.
    'docs-island': IslandElement as never,
    'docs-embed': createEmbedElement(options.embeds ?? {}, templates.embeds) as never,
    'docs-page-tabs': createPageTabsElement(templates.markdownComponents?.['docs-page-tabs'] as ComponentType<PageTabsProps> | undefined) as never,
  });
  const islandSources: IslandSources = options.islands ?? { components: {}, assets: null };
  const reuse = options.reuseParts ?? true;
  const stylesInFile = (options.sharedStyles ?? 'file') === 'file';
  // Parts written to files first: their CSS is the bulk of the shared stylesheet and the same
  // for many inline renderings (a drawer per navigation branch), which then add only a few
  // rules, so those pages still share one stylesheet.
  const partEntries = Object.entries(templates.parts ?? {}).sort(
    ([a, x], [b, y]) => Number(y.output === 'file') - Number(x.output === 'file') || a.localeCompare(b),
  );
  const renderedParts = new Map<string, RenderedPart>();
  const sharedStyles = new Map<string, SharedStyles>();
  const files = new Map<string, SharedFile>();
  const keep = (file: SharedFile): SharedFile => {
    const known = files.get(file.path);
    if (known) return known;
    files.set(file.path, file);
    return file;
  };

  const renderPart = (name: string, part: SharedPart, view: PageView): { cacheKey: string; rendered: RenderedPart } | null => {
    const key = part.key(view);
    if (key === null) return null;
    const cacheKey = `${name}\u0000${view.page.dir}\u0000${key}`;
    const known = reuse ? renderedParts.get(cacheKey) : undefined;
    if (known) return { cacheKey, rendered: known };
    let rendered: RenderedPart;
    try {
      const { html, styles } = renderWithStyles(part.render(view), view.page.dir);
      rendered = { html, styles, file: part.output === 'file' ? keep({ path: hashedAssetPath(name, 'html', html), contents: html }) : null };
    } catch (caught) {
      throw new Error(`Rendering the shared part "${name}" failed`, { cause: caught });
    }
    if (reuse) renderedParts.set(cacheKey, rendered);
    return { cacheKey, rendered };
  };

  /** The stylesheet of one combination of parts: their rules in a fixed order, a rule two parts use written once. */
  const stylesFor = (used: { cacheKey: string; rendered: RenderedPart }[]): SharedStyles => {
    const memoKey = used.map((u) => u.cacheKey).join('\u0001');
    const known = reuse ? sharedStyles.get(memoKey) : undefined;
    if (known) return known;
    const rules = mergeStyles(used.map((u) => u.rendered.styles));
    const css = rules.map((rule) => rule.css).join('');
    const styles: SharedStyles = {
      file: stylesInFile && css ? keep({ path: hashedAssetPath('styles', 'css', css), contents: css }) : null,
      ids: new Set(rules.map((rule) => rule.id)),
      rules,
    };
    if (reuse) sharedStyles.set(memoKey, styles);
    return styles;
  };

  return {
    render({ view, hast }, alternates) {
      const Layout = templates.layouts[view.page.layout];
      if (!Layout) throw new Error(`Layout "${view.page.layout}" is not exported by the templates`);
      const parts: Record<string, string> = {};
      const fragments: Record<string, string> = {};
      const used: { cacheKey: string; rendered: RenderedPart }[] = [];
      for (const [name, part] of partEntries) {
        const result = renderPart(name, part, view);
        if (!result) continue;
        if (result.rendered.file) fragments[name] = `/${result.rendered.file.path}`;
        else parts[name] = result.rendered.html;
        used.push(result);
      }
      const shared = stylesFor(used);

      const cache = createEmotionCache(view.page.dir);
      const islands = renderIslands(hast, cache, islandSources, templates.IslandWrapper, view.page.dir, view.page.pathname);
      const islandRuleIds = new Set(Object.keys(cache.inserted));
      const html = renderToString(
        createElement(
          CacheProvider,
          { value: cache },
          createElement(PageRenderProvider, { value: { view, islands } }, createElement(Layout, { view, children: toReact(hast), parts, fragments })),
        ),
      );
      // The rules whose class is in the HTML, and every rule the islands inserted: a styled
      // component wrapping another composes both into one class, and the browser's Emotion
      // recomputes the inner class when an island hydrates. With its id listed, the browser
      // knows it has the rule already, so hydrating inserts no CSS at all; that is why an
      // island's rule stays in the page's own CSS even when the shared stylesheet has it too.
      const usedIds = new Set(extractStyles(cache, html).map((rule) => rule.id));
      const pageStyles = Object.keys(cache.inserted)
        .filter((id) => (usedIds.has(id) || islandRuleIds.has(id)) && typeof cache.inserted[id] === 'string')
        .map((id) => ({ id, css: cache.inserted[id] as string }));
      const styles = shared.file
        ? pageStyles.filter((rule) => islandRuleIds.has(rule.id) || !shared.ids.has(rule.id))
        : // The parts' rules first (the shell, in a fixed order), then the page's own; a rule both use is written once.
          mergeStyles([shared.rules, pageStyles]);
      const files = [...(shared.file ? [shared.file] : []), ...used.flatMap((u) => (u.rendered.file ? [u.rendered.file] : []))];
      return {
        html: renderDocument({
          view,
          bodyHtml: html,
          ...(shared.file && { stylesheets: [`/${shared.file.path}`] }),
          css: styles.map((rule) => rule.css).join(''),
          emotionIds: styles.map((rule) => rule.id),
          emotionKey: emotionKeyFor(view.page.dir),
          alternates,
          siteHead: options.siteHead,
          ...(options.beforeStyles !== undefined && { beforeStyles: options.beforeStyles }),
          ...(options.bodyEnd !== undefined && { bodyEnd: options.bodyEnd }),
          headTags: templates.head?.(view) ?? [],
          scripts: options.scripts ?? [],
        }),
        files,
      };
    },
    file: (path) => files.get(path) ?? null,
  };
}
