/**
 * The one script every page loads. It holds no React: only the small always-on widgets, and
 * the island loader that fetches React, MUI and a demo's chunk when that demo is needed.
 * Widgets are plain functions of the document; add one by adding it to the list. The pre-paint
 * script (`pre-paint.ts`, inline in each page) has applied the reader's preferences before
 * this runs; the widgets keep them applied and let the reader change them.
 */
import { setupAdSlots } from './ads/ad-slot';
import { setupAnalytics } from './analytics/setup';
import { setupCodeTabs } from './code-tabs';
import { setupCodeVariant } from './code-variant';
import { setupColorMode } from './color-mode';
import { setupCopy } from './copy';
import { setupDemoCode } from './demo-code';
import { setupDemoStyling } from './demo-styling';
import { setupDemoToolbars } from './demo-toolbar';
import { setupDirection } from './direction';
import { setupFeedback } from './feedback-loader';
import { setupIslands } from './islands';
import { setupLanguageChoice } from './language-choice';
import { setupMenus } from './menus';
import { setupNavSections } from './nav-sections';
import { setupScrollSpy } from './scroll-spy';
import { setupSearch } from './search-trigger';

// Analytics first: it defines the global `gtag` the others may call; ads last. A site without
// them does not ship their code (the bundler sets the two constants from the config).
const widgets: ((doc: Document) => void)[] = [
  ...(DOCS_SITE_ANALYTICS ? [setupAnalytics] : []),
  setupColorMode,
  setupDirection,
  setupCodeVariant,
  setupDemoStyling,
  setupCodeTabs,
  setupDemoCode,
  setupDemoToolbars,
  setupCopy,
  setupScrollSpy,
  setupMenus,
  setupLanguageChoice,
  setupNavSections,
  setupSearch,
  setupIslands,
  setupFeedback,
  ...(DOCS_SITE_ADS ? [setupAdSlots] : []),
];

for (const widget of widgets) {
  try {
    widget(document);
  } catch (caught) {
    // One broken widget must not take the others down.
    reportError(caught);
  }
}
