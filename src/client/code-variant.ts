import { applyCodeVariant } from './apply-preferences';
import { CODE_VARIANT_COOKIE, getCookie, initialVariant, variantCookie, variantFromHash, type CodeVariant } from './preferences';

/**
 * The TS/JS preference of demos. The server renders both sources and CSS shows the one
 * `<html data-code-variant>` names; the pre-paint script set it from the URL hash, else the
 * `codeVariant` cookie, else TS. This wires the toggles of demo toolbars (one click switches
 * every demo of the page, and the cookie carries the choice to the next page), follows
 * `#Name.js` / `#Name.tsx` links within the page, and writes the variant back to the cookie.
 */
export function setupCodeVariant(doc: Document): void {
  const html = doc.documentElement;
  const secure = location.protocol === 'https:';
  const apply = (variant: CodeVariant) => {
    applyCodeVariant(doc, variant);
    for (const toggle of doc.querySelectorAll<HTMLElement>('[data-code-variant-value]')) {
      toggle.setAttribute('aria-pressed', String(toggle.dataset.codeVariantValue === variant));
    }
    doc.cookie = variantCookie(variant, secure);
  };
  const shown = html.getAttribute('data-code-variant');
  apply(shown === 'ts' || shown === 'js' ? shown : initialVariant(location.hash, getCookie(CODE_VARIANT_COOKIE)));

  window.addEventListener('hashchange', () => {
    const variant = variantFromHash(location.hash);
    if (variant) apply(variant);
  });
  // Back to a page kept in the back/forward cache: another page may have changed the choice.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) apply(initialVariant('', getCookie(CODE_VARIANT_COOKIE)));
  });
  doc.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest<HTMLElement>('[data-code-variant-value]');
    const value = toggle?.dataset.codeVariantValue;
    if (value === 'ts' || value === 'js') apply(value);
  });
}
