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

/**
 * `version` names the server's session and how many rebuilds it has done (`<session>.<n>`).
 * A page is served with the version it was rendered at (on its script tag); the hello of a
 * channel that opens after a later rebuild (the page was still loading, or its connection
 * dropped, when the update went out) or on a restarted server says another one, so the page
 * reloads rather than go on showing what it missed.
 */
export type DevMessage =
  /** Sent first on every connection; a new `session` means the server restarted. */
  | { type: 'hello'; session: string; version: string; errors: ErrorView[] }
  /** After each rebuild, and when rendering a page found new errors. */
  | { type: 'update'; version: string; reload: ReloadScope; errors: ErrorView[] };

/** The live-reload channel (a WebSocket) and the browser script, under a prefix no page can use. */
export const DEV_PREFIX = '/__docs-site';
export const EVENTS_PATH = `${DEV_PREFIX}/events`;
export const CLIENT_PATH = `${DEV_PREFIX}/client.js`;

/** The tag every page gets in dev (a build has none), as rendered: the server adds the version as it serves the page. */
export const CLIENT_TAG = `<script src="${CLIENT_PATH}" defer></script>`;

/** The attribute of the script tag carrying the version a page was served at. */
export const VERSION_ATTRIBUTE = 'data-version';

/** The script tag as served at a version (hexadecimal digits and a dot: nothing to escape). */
export const clientTagAt = (version: string) => `<script src="${CLIENT_PATH}" ${VERSION_ATTRIBUTE}="${version}" defer></script>`;

export const NO_RELOAD: ReloadScope = { all: false, urls: [], products: [] };
