import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { IslandWrapperProps } from '../../shared/island-tree';
import type { PageView } from './page-view';
import type { PageTabView } from './api-view';

export type { IslandWrapperProps };
export type { ApiClassView, ApiCssVariableView, ApiNoteView, ApiPageView, ApiPropView, ApiSectionView, ApiSlotView, ApiTabView, ApiTypeView, PageTabView } from './api-view';

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
  /**
   * The URL of each shared part written to a file of its own (`output: 'file'`) that applies
   * to this page, by part name: a fragment the page fetches when the reader asks for it.
   */
  fragments: Readonly<Record<string, string>>;
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
  /**
   * `inline` (the default): the layout gets the part's HTML in `props.parts`. `file`: the part
   * is written once per key to `/assets/<name>-<hash>.html` and the layout gets its URL in
   * `props.fragments`, for HTML that most readers never need on most pages (the whole
   * navigation tree of a big product, fetched when a collapsed section is opened). Either way
   * its CSS is in the page's shared stylesheet.
   */
  output?: 'inline' | 'file';
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
 * rendered markdown (for example `a` or `pre`) and render the dialect's `docs-*` elements
 * (see the props below); `embeds` are the components `{{"component": ...}}` lines show,
 * by the names the config's `embeds` use; `IslandWrapper` wraps every island (a live demo)
 * on the server and in the browser, for example with the site's theme. Export the same
 * wrapper from `islands.tsx` beside `index.tsx`: the browser bundle takes it from there, so
 * it does not pull the layouts in.
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
  embeds?: Record<string, ComponentType<EmbedProps>>;
  /** Wraps every island; `dir` is the direction it shows in (the reader may turn a page around). */
  IslandWrapper?: ComponentType<IslandWrapperProps>;
  /**
   * The theme's interface strings in English, by dotted key (`appFrame.settings`): the site's
   * translation files change and translate them, and each page gets them in its language
   * (`view.strings`).
   */
  strings?: Record<string, string>;
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
  /** In a demo: upstream's preview snippet of the source (`Name.tsx.preview`), shown until the code is opened. */
  preview?: boolean;
  children?: ReactNode;
}

/** `docs-code-tabs`: `<codeblock storageKey>`; its children are `docs-code` elements with a `tab`. */
export interface CodeTabsProps {
  storageKey?: string;
  children?: ReactNode;
}

/**
 * `docs-demo`: a live demo. Its children are, in order, the island (the live demo itself),
 * the TS source when there is one, and the JS source, each a `docs-code` with a `variant`,
 * then their preview snippets if any (`docs-code` with `preview`).
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
  /** Upstream's option: the code cannot be edited in place. */
  disableLiveEdit?: boolean;
  /** The demo's file on the repository's web view (the TS one when there is one), and its JS file when that is written too. */
  sourceUrl?: string;
  jsSourceUrl?: string;
  /** In a `docs-demo-stylings` group: the styling solution this block shows, and all the group's (space-separated), for its switch. */
  styling?: string;
  stylings?: string;
  /** The URL of the demo's runnable project, for its "Open in StackBlitz" and "Open in CodeSandbox" buttons (none: no buttons). */
  sandbox?: string;
  children?: ReactNode;
}

/**
 * `docs-demo-stylings`: a demo written once per styling solution (`css`, `tailwind`, `system`):
 * a `docs-demo` block for each, of which the page shows the one the reader chose
 * (`data-demo-styling` on `<html>`), or the first.
 */
export interface DemoStylingsProps {
  name: string;
  stylings: string;
  children?: ReactNode;
}

/**
 * `docs-missing`: a demo file that does not exist or that cannot be shown (`reason` says why),
 * or a component embed no one registered.
 */
export interface MissingProps {
  kind: 'demo' | 'component';
  name: string;
  reason?: string;
}

/** `docs-anchor`: the anchor link inside an h2 or h3, to its heading's `id`. */
export interface AnchorProps {
  target: string;
}

/** `docs-plan`: a plan badge, written `<span class="plan-pro"></span>` (or `plan-premium`) in the markdown. */
export interface PlanBadgeProps {
  plan: 'pro' | 'premium';
}

/**
 * `docs-ad`: the sponsor slot, placed right after the page's description paragraph. It has
 * no props: the ad network's settings are in `view.site.ads` (null when the build shows no
 * ads). The browser fills it (src/client/ads/) following the protocol of
 * `src/shared/ad-data.ts`.
 */
export type AdSlotProps = Record<string, never>;

/**
 * `docs-page-tabs`: the tabs Demos / Component API / Hook API of a page whose product shows its
 * API in tabs, where upstream's `ComponentPageTabs` marker is, else before the first `##`. The
 * engine gives it the page's `view.tabs`.
 */
export interface PageTabsProps {
  tabs: PageTabView[];
}

export const DEFAULT_LAYOUT = 'docs';
export const NOT_FOUND_LAYOUT = 'not-found';
/** The page a service worker shows offline; the `page` layout when the templates have none. */
export const OFFLINE_LAYOUT = 'offline';
/** The layout API pages ask the templates for. */
export const API_LAYOUT = 'api';
