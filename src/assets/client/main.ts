/**
 * The one script every page loads. It holds no React: only the small always-on widgets, and
 * the island loader that fetches React, MUI and a demo's chunk when that demo is needed.
 * Widgets are plain functions of the document; add one by adding it to the list.
 */
import { setupAdSlots } from './ads/ad-slot';
import { setupAnalytics } from './analytics/setup';
import { setupCodeTabs } from './code-tabs';
import { setupCodeVariant } from './code-variant';
import { setupDemoCode } from './demo-code';
import { setupIslands } from './islands';

// Analytics first: it defines the global `gtag` the others may call.
const widgets: ((doc: Document) => void)[] = [setupAnalytics, setupCodeVariant, setupCodeTabs, setupDemoCode, setupIslands, setupAdSlots];

for (const widget of widgets) {
  try {
    widget(document);
  } catch (caught) {
    // One broken widget must not take the others down.
    reportError(caught);
  }
}
