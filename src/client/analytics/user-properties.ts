/** What analytics know about the reader's settings (REFERENCE 8). */
export interface UserProperties {
  codeVariant: 'TS' | 'JS';
  userLanguage: string;
  /** Rounded to 0.1. */
  devicePixelRatio: number;
  colorSchemeOS: 'light' | 'dark';
  colorScheme: 'light' | 'dark';
}

/**
 * Reads the settings from where the page keeps them: `data-code-variant`,
 * `data-mui-color-scheme` and `lang` on `<html>`, the OS colour scheme and the pixel ratio.
 */
export function readUserProperties(doc: Document, win: Window): UserProperties {
  const html = doc.documentElement;
  return {
    codeVariant: html.getAttribute('data-code-variant') === 'js' ? 'JS' : 'TS',
    userLanguage: html.lang || 'en',
    devicePixelRatio: Math.round(win.devicePixelRatio * 10) / 10,
    colorSchemeOS: win.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    colorScheme: html.getAttribute('data-mui-color-scheme') === 'dark' ? 'dark' : 'light',
  };
}

/** The properties of `next` that differ from `previous`. */
export function changedProperties(previous: UserProperties, next: UserProperties): Partial<UserProperties> {
  const changed: Partial<UserProperties> = {};
  for (const key of Object.keys(next) as (keyof UserProperties)[]) {
    if (next[key] !== previous[key]) Object.assign(changed, { [key]: next[key] });
  }
  return changed;
}

/**
 * Sends every property now, then each one again whenever the reader changes it: the colour
 * mode or code variant (attributes of `<html>`), the OS scheme, or the pixel ratio (zoom, or
 * a window moved to another screen).
 */
export function trackUserProperties(doc: Document, win: Window, send: (properties: Partial<UserProperties>) => void): void {
  let current = readUserProperties(doc, win);
  send(current);
  const update = () => {
    const next = readUserProperties(doc, win);
    const changed = changedProperties(current, next);
    current = next;
    if (Object.keys(changed).length > 0) send(changed);
  };
  new MutationObserver(update).observe(doc.documentElement, { attributes: true, attributeFilter: ['data-code-variant', 'data-mui-color-scheme', 'lang'] });
  win.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', update);
  // A resolution query matches one ratio only: once it stops matching, watch the new one.
  const watchRatio = () => {
    win.matchMedia(`(resolution: ${win.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        update();
        watchRatio();
      },
      { once: true },
    );
  };
  watchRatio();
}
