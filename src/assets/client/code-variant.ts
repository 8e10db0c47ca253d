/** The value of `data-code-variant` on `<html>`; no attribute means TS, the default. */
export type CodeVariant = 'ts' | 'js';

const COOKIE = 'codeVariant';
const ONE_YEAR = 31536000;

/** `#Name.js` selects JS, `#Name.tsx` TS (REFERENCE 4). */
export function variantFromHash(hash: string): CodeVariant | null {
  let decoded = hash;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    // A malformed escape: read the hash as it is.
  }
  if (decoded.endsWith('.js')) return 'js';
  if (decoded.endsWith('.tsx')) return 'ts';
  return null;
}

export function variantFromCookie(cookie: string): CodeVariant | null {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return value === 'JS' ? 'js' : value === 'TS' ? 'ts' : null;
}

/**
 * The TS/JS preference of demos. The server renders both sources and CSS shows the one
 * `<html data-code-variant>` names; this sets it from the URL hash, else the `codeVariant`
 * cookie, and from the toggles in demo toolbars, writing the choice back to the cookie.
 */
export function setupCodeVariant(doc: Document): void {
  const html = doc.documentElement;
  const apply = (variant: CodeVariant, remember: boolean) => {
    html.setAttribute('data-code-variant', variant);
    for (const toggle of doc.querySelectorAll<HTMLElement>('[data-code-variant-value]')) {
      toggle.setAttribute('aria-pressed', String(toggle.dataset.codeVariantValue === variant));
    }
    if (remember) doc.cookie = `${COOKIE}=${variant.toUpperCase()};path=/;max-age=${ONE_YEAR}`;
  };
  const fromHash = variantFromHash(location.hash);
  apply(fromHash ?? variantFromCookie(doc.cookie) ?? 'ts', fromHash !== null);

  window.addEventListener('hashchange', () => {
    const variant = variantFromHash(location.hash);
    if (variant) apply(variant, true);
  });
  doc.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest<HTMLElement>('[data-code-variant-value]');
    const value = toggle?.dataset.codeVariantValue;
    if (value === 'ts' || value === 'js') apply(value, true);
  });
}
