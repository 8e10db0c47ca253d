/**
 * What the server writes for each island and the browser reads back: the contract between
 * `src/node/page` and `src/client`. Plain data, serialised with `serializeForScript`.
 */
export interface IslandData {
  /** URL of the island runtime chunk (React, ReactDOM, Emotion, the templates' wrapper). */
  runtime: string;
  /** URL of the chunk whose default export is the island's component. */
  module: string;
  /** The component's props. */
  props: Record<string, unknown>;
  /** React `identifierPrefix`, the same on both sides, so `useId` values match and never clash between islands. */
  prefix: string;
  /**
   * When to load and hydrate: when the reader reaches for it (pointer, focus or touch; a click
   * meanwhile is replayed once hydrated), once visible (or reached for), when the browser is
   * idle, or at once.
   */
  load: 'interaction' | 'visible' | 'idle' | 'eager';
  /**
   * The page's direction when it was rendered: the island hydrates in it (with the Emotion
   * cache of its key), then follows the reader's direction if it differs.
   */
  dir: 'ltr' | 'rtl';
  /** True when the island renders a design system with a theme of its own (see `IslandTreeProps.ownTheme`). */
  ownTheme?: boolean;
  /** True when the island lives in an `<iframe srcdoc>` (a demo with `iframe: true`); its root is then the element with the id `FRAME_ROOT_ID` inside the frame. */
  frame?: boolean;
}

/** The id of the island's root element inside the document of a framed island. */
export const FRAME_ROOT_ID = 'docs-island-root';

/** The attribute on an island's root element; its value is the island's id. */
export const ISLAND_ROOT_ATTRIBUTE = 'data-island';
/** The id of the `<script type="application/json">` that holds an island's data. */
export const islandDataId = (islandId: string): string => `${islandId}-data`;

/** The event that renders a hydrated island anew, from a fresh state (a demo's "Reset demo"), dispatched on its root element. */
export const REMOUNT_EVENT = 'docs-island-remount';
