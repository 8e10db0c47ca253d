import { applyDemoStyling } from './apply-preferences';
import { parseStyling, readStored, STYLING_STORAGE_KEY } from './preferences';

/**
 * The styling switch of demos written once per styling solution (CSS, Tailwind CSS, MUI System).
 * The server renders a block for each; CSS shows the one `<html data-demo-styling>` names (the
 * pre-paint script set it from storage), or a demo's first. One click switches every such demo
 * of the page, and the choice is remembered for the next pages, like the TS/JS choice.
 */
export function setupDemoStyling(doc: Document): void {
  const apply = (styling: string | null) => {
    applyDemoStyling(doc, styling);
    for (const group of doc.querySelectorAll<HTMLElement>('[data-stylings]')) {
      const offered = (group.dataset.stylings ?? '').split(' ');
      const shown = styling !== null && offered.includes(styling) ? styling : offered[0];
      for (const toggle of group.querySelectorAll<HTMLElement>('[data-demo-styling-value]')) {
        toggle.setAttribute('aria-pressed', String(toggle.dataset.demoStylingValue === shown));
      }
    }
  };
  apply(parseStyling(readStored(STYLING_STORAGE_KEY)));
  // Back to a page kept in the back/forward cache: another page may have changed the choice.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) apply(parseStyling(readStored(STYLING_STORAGE_KEY)));
  });
  doc.addEventListener('click', (event) => {
    const value = parseStyling((event.target as Element | null)?.closest<HTMLElement>('[data-demo-styling-value]')?.dataset.demoStylingValue ?? null);
    if (!value) return;
    try {
      localStorage.setItem(STYLING_STORAGE_KEY, value);
    } catch {
      // Not remembered: this page still switches.
    }
    apply(value);
  });
}
