import { ownGlobal } from '../common/page-globals';

/**
 * Sends one analytics call when analytics run on this page, and does nothing otherwise:
 * `window.gtag` exists only once analytics have started (configured, allowed, consented).
 */
export function track(...args: unknown[]): void {
  const gtag = ownGlobal(window, 'gtag');
  if (typeof gtag === 'function') gtag(...args);
}

/**
 * Stops analytics on this page when the reader withdraws consent: our calls stop at `track`,
 * and gtag.js, loaded already, honours its documented `ga-disable-<id>` switch.
 */
export function pauseGtag(win: Window, id: string): void {
  delete win.gtag;
  (win as unknown as Record<string, boolean>)[`ga-disable-${id}`] = true;
}

/** Resumes analytics paused by `pauseGtag`, when the reader consents again. */
export function resumeGtag(win: Window, id: string): void {
  defineGtag(win);
  (win as unknown as Record<string, boolean>)[`ga-disable-${id}`] = false;
}

/**
 * Defines the global `gtag` before anything calls it: a queue that gtag.js drains once it has
 * loaded, and keeps reading afterwards.
 */
export function defineGtag(win: Window): void {
  // An own property shadows whatever element the content named `dataLayer`, for gtag.js too.
  const defined = ownGlobal(win, 'dataLayer');
  const layer = Array.isArray(defined) ? defined : [];
  win.dataLayer = layer;
  win.gtag = function gtag() {
    // gtag.js reads `arguments` objects off the queue: an array would be ignored.
    layer.push(arguments);
  };
}
