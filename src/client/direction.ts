import { applyDirection } from './apply-preferences';
import { DIRECTION_STORAGE_KEY, parseDirection, readStored, writeStored, type Direction } from './preferences';

/**
 * Text direction: left-to-right or right-to-left, chosen in the settings drawer (buttons
 * carrying `data-direction-value`) and kept in localStorage `mui-direction`; with nothing
 * stored a page keeps the direction of its language. It flips `dir` on `<html>`: the page's
 * CSS is written for both directions (src/node/page/direction-css.ts), and hydrated islands
 * watch `dir` and render again with the other direction's Emotion cache and theme.
 */
export function setupDirection(doc: Document): void {
  const html = doc.documentElement;
  const show = (dir: Direction) => {
    applyDirection(doc, dir);
    for (const button of doc.querySelectorAll<HTMLElement>('[data-direction-value]')) {
      button.setAttribute('aria-pressed', String(button.dataset.directionValue === dir));
    }
  };
  const current = () => parseDirection(html.getAttribute('dir'), null);
  show(current());

  window.addEventListener('storage', (event) => {
    if (event.key === DIRECTION_STORAGE_KEY && event.newValue) show(parseDirection(event.newValue, null));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show(parseDirection(readStored(DIRECTION_STORAGE_KEY), current()));
  });
  doc.addEventListener('click', (event) => {
    const value = (event.target as Element | null)?.closest<HTMLElement>('[data-direction-value]')?.dataset.directionValue;
    if (value !== 'ltr' && value !== 'rtl') return;
    writeStored(DIRECTION_STORAGE_KEY, value);
    show(value);
  });
}
