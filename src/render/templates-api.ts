import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { PageView } from './page-view';

/** Props every layout receives: the page's view-model and its rendered markdown body. */
export interface LayoutProps {
  view: PageView;
  children: ReactNode;
  /**
   * The HTML of each shared part (see `TemplatesModule.parts`) that applies to this page, by
   * part name. A layout places it with `dangerouslySetInnerHTML`, after applying the page's
   * own state to it if it needs to (marking the active link, for example).
   */
  parts: Readonly<Record<string, string>>;
}

/**
 * A piece of the page that is the same for many pages (the navigation drawer of a product,
 * the app bar): rendered once per key and direction, then reused as HTML by every page with
 * the same key. Its CSS is computed once too and added to each page that uses it.
 */
export interface SharedPart {
  /**
   * Which pages share one rendering: pages whose key is equal get the same HTML. Return null
   * when the page does not use the part. The direction is added to the key by the renderer.
   * @example key: (view) => view.product && `${view.product.id}:${view.page.language}`
   */
  key(view: PageView): string | null;
  /**
   * Renders the part for the first page with a new key. It must read only what is equal for
   * every page of that key: whatever else it reads would leak from that first page to the others.
   */
  render(view: PageView): ReactElement;
}

/**
 * A tag added to the `<head>` of a page. Attribute values and content are escaped by the
 * renderer; `true` writes a bare attribute (`crossorigin`).
 */
export interface HeadTag {
  tag: 'meta' | 'link' | 'style' | 'script';
  attributes?: Record<string, string | true>;
  /** Text of a `style` or `script` element. */
  content?: string;
}

/**
 * What a templates folder's `index.tsx` exports. Layouts are chosen by a page's `layout`
 * frontmatter (default `docs`); `markdownComponents` replace the plain HTML elements of
 * rendered markdown (for example `a` or `pre`) or render custom ones.
 *
 * Files the templates import (fonts, images: `import url from './logo.svg'`) are copied into
 * the output under `/assets/` with a content hash in their name, and the import gives their URL.
 */
export interface TemplatesModule {
  layouts: Record<string, ComponentType<LayoutProps>>;
  markdownComponents?: Record<string, ComponentType<Record<string, unknown>>>;
  /** Parts rendered once and shared by many pages, by name (see `SharedPart`). */
  parts?: Record<string, SharedPart>;
  /** Tags for a page's `<head>`: font preloads, `@font-face` rules, metas, scripts. */
  head?: (view: PageView) => HeadTag[];
}

export const DEFAULT_LAYOUT = 'docs';
export const NOT_FOUND_LAYOUT = 'not-found';
/** The page a service worker shows offline; the `page` layout when the templates have none. */
export const OFFLINE_LAYOUT = 'offline';
