import type { ComponentType, ReactNode } from 'react';
import type { PageView } from './page-view';

/** Props every layout receives: the page's view-model and its rendered markdown body. */
export interface LayoutProps {
  view: PageView;
  children: ReactNode;
}

/**
 * What a templates folder's `index.tsx` exports. Layouts are chosen by a page's `layout`
 * frontmatter (default `docs`); `markdownComponents` replace the plain HTML elements of
 * rendered markdown (for example `a` or `pre`) and render the dialect's `docs-*` elements
 * (see the props below); `embeds` are the components `{{"component": ...}}` lines show,
 * by the names the config's `embeds` use; `IslandWrapper` wraps every island (a live demo)
 * on the server and in the browser, for example with the site's theme. Export the same
 * wrapper from `islands.tsx` beside `index.tsx`: the browser bundle takes it from there, so
 * it does not pull the layouts in.
 */
export interface TemplatesModule {
  layouts: Record<string, ComponentType<LayoutProps>>;
  markdownComponents?: Record<string, ComponentType<Record<string, unknown>>>;
  embeds?: Record<string, ComponentType<EmbedProps>>;
  IslandWrapper?: ComponentType<{ children: ReactNode }>;
}

/** Props of a component shown by a `{{"component": "key", ...props}}` line. */
export interface EmbedProps {
  view: PageView;
  /** The line's other keys. */
  props: Record<string, unknown>;
}

/** `docs-callout`: `:::info` ... `:::`. */
export interface CalloutProps {
  severity: 'info' | 'success' | 'warning' | 'error' | 'neutral';
  children?: ReactNode;
}

/** `docs-code`: a fenced block; its child is the highlighted `<pre><code>`. */
export interface CodeProps {
  language?: string;
  /** From `title="..."` in the info string. */
  title?: string;
  /** The tab name of a fence inside `<codeblock>`. */
  tab?: string;
  /** In a demo: which source this is. */
  variant?: 'ts' | 'js';
  /** In a demo: the source's file name. */
  fileName?: string;
  children?: ReactNode;
}

/** `docs-code-tabs`: `<codeblock storageKey>`; its children are `docs-code` elements with a `tab`. */
export interface CodeTabsProps {
  storageKey?: string;
  children?: ReactNode;
}

/**
 * `docs-demo`: a live demo. Its children are, in order, the island (the live demo itself),
 * the TS source when there is one, and the JS source, each a `docs-code` with a `variant`.
 */
export interface DemoProps {
  name: string;
  id: string;
  hasTs?: boolean;
  jsGenerated?: boolean;
  /** True on the first embed of this demo on the page: it carries the `#Name.js` / `#Name.tsx` anchors. */
  anchors?: boolean;
  hideToolbar?: boolean;
  defaultCodeOpen?: boolean;
  bg?: boolean | 'outlined' | 'inline' | 'gradient' | 'playground';
  maxWidth?: number | string;
  height?: number | string;
  iframe?: boolean;
  disableAd?: boolean;
  children?: ReactNode;
}

/** `docs-missing`: a demo file that does not exist, or a component embed no one registered. */
export interface MissingProps {
  kind: 'demo' | 'component';
  name: string;
}

/** `docs-anchor`: the anchor link inside an h2 or h3, to its heading's `id`. */
export interface AnchorProps {
  target: string;
}

export const DEFAULT_LAYOUT = 'docs';
export const NOT_FOUND_LAYOUT = 'not-found';
