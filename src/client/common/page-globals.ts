/**
 * Reading what the page's own scripts define, in a way the page's content cannot fake (DOM
 * clobbering): an author's `<img name="gtag">` or `<div id="dataLayer">` is reachable as
 * `window.gtag` / `window.dataLayer`, through the window's named properties, until a script
 * defines the real one. Those named properties are never the window's own properties, so
 * reading only own properties sees scripts' values and nothing else.
 */
export function ownGlobal<K extends keyof Window>(win: Window, name: K): Window[K] | undefined {
  return Object.prototype.hasOwnProperty.call(win, name) ? win[name] : undefined;
}

/**
 * The text of the `<script type="application/json">` with this id: only a script element, which
 * the sanitiser never lets an author write, so an author's element with the same id (earlier in
 * the page) cannot stand in for the data.
 */
export function jsonScriptText(doc: Document, id: string): string | null {
  return doc.querySelector(`script[type="application/json"][id="${id}"]`)?.textContent || null;
}
