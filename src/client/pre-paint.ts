/**
 * The pre-paint script: inlined in every page's `<head>`, before its stylesheets, and run
 * before anything is painted, so the first frame already has the reader's colour scheme,
 * direction, code variant, demo styling and platform (for the ⌘ shortcut hints). Tiny and dependency-free; a failure in one step
 * (storage disabled, an old browser) leaves the server's default for that step only.
 */
import { applyCodeVariant, applyColorMode, applyDemoStyling, applyDirection } from './apply-preferences';
import {
  CODE_VARIANT_COOKIE,
  DIRECTION_STORAGE_KEY,
  cookieValue,
  initialVariant,
  isApplePlatform,
  MODE_STORAGE_KEY,
  parseDirection,
  parseMode,
  parseStyling,
  readStored,
  STYLING_STORAGE_KEY,
} from './preferences';

const html = document.documentElement;
// (`cookieValue` rather than `getCookie`: this only ever runs in a browser, and its server message would weigh on every page.)
const steps = [
  () => applyColorMode(document, parseMode(readStored(MODE_STORAGE_KEY)), matchMedia('(prefers-color-scheme: dark)').matches),
  () => applyDirection(document, parseDirection(readStored(DIRECTION_STORAGE_KEY), html.getAttribute('dir'))),
  () => applyCodeVariant(document, initialVariant(location.hash, cookieValue(document.cookie, CODE_VARIANT_COOKIE))),
  () => applyDemoStyling(document, parseStyling(readStored(STYLING_STORAGE_KEY))),
  () => {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform;
    if (isApplePlatform(platform)) html.setAttribute('data-platform', 'mac');
  },
];
for (const step of steps) {
  try {
    step();
  } catch {
    // Keep the server's default for this one.
  }
}
