/**
 * Sends one analytics call when analytics run on this page, and does nothing otherwise:
 * `window.gtag` exists only once analytics have started (configured, allowed, consented).
 */
export function track(...args: unknown[]): void {
  window.gtag?.(...args);
}

/**
 * Defines the global `gtag` before anything calls it: a queue that gtag.js drains once it has
 * loaded, and keeps reading afterwards.
 */
export function defineGtag(win: Window): void {
  const layer = (win.dataLayer ??= []);
  win.gtag = function gtag() {
    // gtag.js reads `arguments` objects off the queue: an array would be ignored.
    layer.push(arguments);
  };
}
