/** Opens or closes the code a demo toolbar's "Show code" button controls, and its preview snippet the other way. */
function showCode(doc: Document, toggle: HTMLElement, open: boolean): void {
  const code = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!code) return;
  toggle.setAttribute('aria-expanded', String(open));
  code.hidden = !open;
  const preview = code.parentElement?.querySelector<HTMLElement>(':scope > [data-demo-preview]');
  if (preview) preview.hidden = open;
  const label = toggle.querySelector('span');
  if (label) label.textContent = (open ? toggle.dataset.hideText : toggle.dataset.showText) ?? (open ? 'Hide code' : 'Show code');
}

/**
 * The "Show code" button of demo toolbars: it shows or hides the sources it controls (and a
 * preview snippet while they are hidden). The server renders the sources hidden unless the
 * demo asks for `defaultCodeOpen`, and the button's two labels in the page's language
 * (`data-show-text`, `data-hide-text`). A link to `#Name.tsx` or `#Name.js` opens that demo's code.
 */
export function setupDemoCode(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest<HTMLElement>('[data-demo-code-toggle]');
    if (toggle) showCode(doc, toggle, toggle.getAttribute('aria-expanded') !== 'true');
  });
  const fromHash = () => {
    if (/\.(?:js|tsx)$/.test(location.hash)) void import('./demo-extras').then((module) => module.openFromHash(doc, location.hash));
  };
  fromHash();
  window.addEventListener('hashchange', fromHash);
}
