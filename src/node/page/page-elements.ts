import createCache from '@emotion/cache';
import type { EmotionCache } from '@emotion/react';
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Root, Element } from 'hast';
import { emotionKey } from '../../shared/emotion-key';
import { FRAME_ROOT_ID, ISLAND_ROOT_ATTRIBUTE, islandDataId, type IslandData } from '../../shared/island-data';
import { IslandTree } from '../../shared/island-tree';
import { SERVER_PLUGINS } from '../theme/emotion';
import { escapeHtml, serializeForScript } from './escape';
import type { PageView } from '../model/page-view';
import type { EmbedProps, PageTabsProps, TemplatesModule } from '../model/templates-api';
import type { IslandAssets } from '../model/output-files';

/** What the elements docs-site renders itself (islands, embeds) need from the page being rendered. */
export interface PageRenderContext {
  view: PageView;
  /** Each island of the page, rendered beforehand, by its index. */
  islands: Map<number, RenderedIsland>;
}

export interface RenderedIsland {
  html: string;
  /**
   * For an island shown in an iframe (a demo with `iframe: true`), the whole document of
   * the frame: its markup and its own CSS, isolated from the page's.
   */
  frameDocument: string | null;
  /** Absent when the build has no client bundle: the island then stays static HTML. */
  data: IslandData | null;
}

const PageRenderContextValue = createContext<PageRenderContext | null>(null);
export const PageRenderProvider = PageRenderContextValue.Provider;

/** Where the browser finds the runtime and each island's chunk. */

export interface IslandSources {
  /** Server-side components of the demos, by demo id. */
  components: Record<string, ComponentType>;
  assets: IslandAssets | null;
  /** The demos that render a design system with a theme of its own (see `IslandTreeProps.ownTheme`), by id. */
  ownTheme?: ReadonlySet<string>;
}

/** The page's `docs-island` elements, in document order. */
function findIslands(tree: Root): Element[] {
  const found: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'docs-island') found.push(child);
      else walk(child);
    }
  };
  walk(tree);
  return found;
}

/** Elements that show something without any text: a server render made of these is not empty. */
const VISIBLE_WITHOUT_TEXT = /<(?:img|svg|video|canvas|picture|input|button|select|textarea|iframe|hr)\b/i;

/**
 * Whether server HTML shows the reader nothing: no text and no element that shows without text.
 * A component that measures the DOM before it draws (a data grid) renders so on the server.
 */
/** HTML without its comments, in linear time (`/<!--[\s\S]*?-->/g` reads to the end from each unclosed `<!--`). */
function withoutComments(html: string): string {
  let out = '';
  let at = 0;
  for (let open = html.indexOf('<!--'); open !== -1; open = html.indexOf('<!--', at)) {
    const close = html.indexOf('-->', open + 4);
    if (close === -1) break;
    out += html.slice(at, open);
    at = close + 3;
  }
  return out + html.slice(at);
}

export function looksEmpty(html: string): boolean {
  if (VISIBLE_WITHOUT_TEXT.test(html)) return false;
  return withoutComments(html).replace(/<[^<>]*>/g, '').replace(/&nbsp;|&#160;/g, '').trim() === '';
}

/** Where the page being rendered is, on `globalThis`: see stand-ins/next/router.cjs. */
const CURRENT_PAGE = Symbol.for('docs-site.page');

/** The embed's `hydrate` option, in the island protocol's terms. */
const HYDRATE_OPTION: Record<string, IslandData['load']> = { visible: 'visible', interaction: 'interaction', load: 'eager' };

/**
 * When an island loads: as its embed asks, else once visible when the reader would otherwise
 * see nothing until they reach for it (a framed demo, whose events happen out of the page's
 * sight, or one whose server HTML is empty), else when the reader reaches for it. React and
 * MUI (100 KB of gzip) load with the first island, not with the page.
 */
function loadWhen(option: unknown, inFrame: boolean, html: string): IslandData['load'] {
  if (typeof option === 'string' && HYDRATE_OPTION[option]) return HYDRATE_OPTION[option];
  return inFrame || looksEmpty(html) ? 'visible' : 'interaction';
}

/**
 * Renders each island of a page on its own, as the browser will hydrate it: its own React
 * root (so `useId` values match), the page's Emotion cache (so its CSS lands in the page's
 * head), and the templates' island wrapper (so it gets the site theme), in the page's direction.
 */
export function renderIslands(
  tree: Root,
  cache: EmotionCache,
  sources: IslandSources,
  Wrapper: TemplatesModule['IslandWrapper'],
  dir: 'ltr' | 'rtl',
  pathname = '/',
): Map<number, RenderedIsland> {
  const rendered = new Map<number, RenderedIsland>();
  // The page being rendered, for code that asks where it is as a router would (the `next/router`
  // stand-in): islands render synchronously, one page at a time in a thread.
  (globalThis as Record<symbol, unknown>)[CURRENT_PAGE] = { pathname };
  for (const island of findIslands(tree)) {
    const index = Number(island.properties.index);
    const module = String(island.properties.module);
    const Component = sources.components[module] as ComponentType<Record<string, unknown>> | undefined;
    if (!Component) throw new Error(`No server module for the island ${module}`);
    const prefix = `i${index}-`;
    const inFrame = island.properties.iframe === true;
    // A framed island gets a cache of its own: its CSS goes into the frame, not the page.
    const islandCache = inFrame ? frameCache(dir) : cache;
    // A demo takes no props; a component embed takes the embed's other fields.
    const props = typeof island.properties.props === 'string' ? (JSON.parse(island.properties.props) as Record<string, unknown>) : {};
    const ownTheme = sources.ownTheme?.has(module) === true;
    const html = renderToString(createElement(IslandTree, { cache: islandCache, dir, framed: inFrame, Wrapper, Component, props, ownTheme }), { identifierPrefix: prefix });
    const url = sources.assets?.demos[module];
    rendered.set(index, {
      html,
      frameDocument: inFrame ? frameDocument(html, islandCache, dir) : null,
      data:
        sources.assets && url
          ? { runtime: sources.assets.islandRuntime, module: url, props, prefix, load: loadWhen(island.properties.hydrate, inFrame, html), dir, frame: inFrame, ...(ownTheme && { ownTheme }) }
          : null,
    });
  }
  return rendered;
}

/** A framed island's cache: like the page's, its CSS serves both directions. */
function frameCache(dir: 'ltr' | 'rtl'): EmotionCache {
  const cache = createCache({ key: emotionKey(dir, true), stylisPlugins: SERVER_PLUGINS });
  cache.compat = true;
  return cache;
}

/**
 * Run first in a frame's body: the frame shows the page's colour scheme and direction from
 * its first paint (the always-on script keeps them in step afterwards). Hashed into the
 * site's CSP like every inline script, since a srcdoc frame runs under the page's policy.
 */
export const FRAME_PRE_PAINT =
  'try{var p=parent.document.documentElement,h=document.documentElement;' +
  'h.setAttribute("data-mui-color-scheme",p.getAttribute("data-mui-color-scheme")||"light");h.dir=p.dir}catch(e){}';

/**
 * The document of a framed island: its server markup and every rule its render inserted,
 * with their ids, so the browser's Emotion inside the frame inserts none of them again.
 */
function frameDocument(html: string, cache: EmotionCache, dir: 'ltr' | 'rtl'): string {
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const css = ids.map((id) => cache.inserted[id] as string).join('');
  return [
    `<!DOCTYPE html><html dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    '<style>body{margin:0;padding:24px;font-family:system-ui,sans-serif}</style>',
    css ? `<style data-emotion="${escapeHtml([cache.key, ...ids].join(' '))}">${css}</style>` : '',
    `</head><body><script>${FRAME_PRE_PAINT}</script><div id="${FRAME_ROOT_ID}">${html}</div></body></html>`,
  ].join('');
}

/** `docs-island`: the island's root with its server-rendered markup, and its data for the browser. */
export function IslandElement({ index }: { index?: number | string }): ReactNode {
  const context = useContext(PageRenderContextValue);
  const island = context?.islands.get(Number(index));
  if (!island) return null;
  const id = `island-${String(index)}`;
  const root = island.frameDocument
    ? createElement('iframe', { key: 'root', [ISLAND_ROOT_ATTRIBUTE]: id, className: 'docs-island docs-island-frame', title: 'Demo', srcDoc: island.frameDocument })
    : createElement('div', { key: 'root', [ISLAND_ROOT_ATTRIBUTE]: id, className: 'docs-island', dangerouslySetInnerHTML: { __html: island.html } });
  return [
    root,
    island.data &&
      createElement('script', { key: 'data', type: 'application/json', id: islandDataId(id), dangerouslySetInnerHTML: { __html: serializeForScript(island.data) } }),
  ];
}

/** `docs-embed`: the component the config registers for the embed's key, from the templates' `embeds`. */
export function createEmbedElement(registry: Readonly<Record<string, string>>, embeds: TemplatesModule['embeds']) {
  return function EmbedElement({ name, props }: { name?: string; props?: string }): ReactNode {
    const context = useContext(PageRenderContextValue);
    const Component = embeds?.[registry[name ?? ''] ?? ''] as ComponentType<EmbedProps> | undefined;
    if (!Component || !context) return null;
    return createElement(Component, { view: context.view, props: props ? (JSON.parse(props) as Record<string, unknown>) : {} });
  };
}

/** `docs-page-tabs`: the templates' component for it, given the page's tabs (`view.tabs`). */
export function createPageTabsElement(Tabs: ComponentType<PageTabsProps> | undefined) {
  return function PageTabsElement(): ReactNode {
    const context = useContext(PageRenderContextValue);
    if (!Tabs || !context || context.view.tabs.length === 0) return null;
    return createElement(Tabs, { tabs: context.view.tabs });
  };
}
