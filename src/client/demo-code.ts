/**
 * The "Show code" button of demo toolbars: it shows or hides the sources it controls. The
 * server renders the sources hidden unless the demo asks for `defaultCodeOpen`, and the
 * button's two labels in the page's language (`data-show-text`, `data-hide-text`).
 */
export function setupDemoCode(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const toggle = (event.target as Element | null)?.closest<HTMLElement>('[data-demo-code-toggle]');
    const code = toggle && doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!toggle || !code) return;
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    code.hidden = !open;
    const label = toggle.querySelector('span');
    if (label) label.textContent = (open ? toggle.dataset.hideText : toggle.dataset.showText) ?? (open ? 'Hide code' : 'Show code');
  });
}
