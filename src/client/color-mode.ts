import { applyColorMode } from './apply-preferences';
import { MODE_STORAGE_KEY, parseMode, readStored, writeStored, type ColorMode } from './preferences';

/**
 * Colour mode: light, dark or system, chosen in the settings drawer (buttons carrying
 * `data-color-mode-value`) and kept in localStorage `mui-mode`. The pre-paint script applied
 * it before the first paint; this keeps it applied: when the reader picks another mode, when
 * the operating system switches while the mode is `system`, and when another tab changes it.
 */
export function setupColorMode(doc: Document): void {
  const system = matchMedia('(prefers-color-scheme: dark)');
  let mode = parseMode(readStored(MODE_STORAGE_KEY));
  const show = (next: ColorMode) => {
    mode = next;
    applyColorMode(doc, mode, system.matches);
    for (const button of doc.querySelectorAll<HTMLElement>('[data-color-mode-value]')) {
      button.setAttribute('aria-pressed', String(button.dataset.colorModeValue === mode));
    }
  };
  show(mode);

  system.addEventListener('change', () => show(mode));
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY || event.key === null) show(parseMode(event.newValue));
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show(parseMode(readStored(MODE_STORAGE_KEY)));
  });
  doc.addEventListener('click', (event) => {
    const value = (event.target as Element | null)?.closest<HTMLElement>('[data-color-mode-value]')?.dataset.colorModeValue;
    if (!value) return;
    writeStored(MODE_STORAGE_KEY, parseMode(value));
    show(parseMode(value));
  });
}
