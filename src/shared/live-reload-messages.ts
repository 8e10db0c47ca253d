/**
 * What the dev server tells open pages over its live-reload channel. Plain JSON, shared by
 * the server (src/node/dev) and the browser script (src/client/live-reload.ts).
 */

/** A problem as the overlay shows it: where (file, line, column) and what. */
export interface ErrorView {
  code: string;
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  hint: string | null;
}

/** Which open pages must reload to show what changed. */
export interface ReloadScope {
  /** Every page (config, templates or public files changed). */
  all: boolean;
  /** Pages whose own content changed, by path (`/joy-ui/react-button`). */
  urls: string[];
  /** Products whose pages changed (a navigation change), by id, matched with the page's `mui:productId`. */
  products: string[];
}

export type DevMessage =
  /** Sent first on every connection; a new `session` means the server restarted. */
  | { type: 'hello'; session: string; errors: ErrorView[] }
  /** After each rebuild, and when rendering a page found new errors. */
  | { type: 'update'; reload: ReloadScope; errors: ErrorView[] };

/** The live-reload channel (a WebSocket) and the browser script, under a prefix no page can use. */
export const DEV_PREFIX = '/__docs-site';
export const EVENTS_PATH = `${DEV_PREFIX}/events`;
export const CLIENT_PATH = `${DEV_PREFIX}/client.js`;

/** The tag every page gets in dev; a build has none. */
export const CLIENT_TAG = `<script src="${CLIENT_PATH}" defer></script>`;

export const NO_RELOAD: ReloadScope = { all: false, urls: [], products: [] };
