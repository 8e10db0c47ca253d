import { ISLAND_ROOT_ATTRIBUTE, islandDataId, REMOUNT_EVENT, type IslandData } from '../shared/island-data';
import type { IslandAccess } from './demo-extras';
import { jsonScriptText } from './common/page-globals';

const access: IslandAccess = {
  islandOf: (demo) => demo.querySelector<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`),
  dataOf: (island) => JSON.parse(jsonScriptText(document, islandDataId(island.getAttribute(ISLAND_ROOT_ATTRIBUTE) ?? '')) ?? 'null') as IslandData | null,
  remount: (island, detail) => island.dispatchEvent(new CustomEvent(REMOUNT_EVENT, { detail })),
};

/**
 * What demo blocks do beyond showing their code, handled by `demo-extras.ts`, loaded with the
 * first event in a demo block that needs it: the toolbar is one tab stop (the control that last
 * had the focus; arrow keys move along it, reversed right to left, Home and End to its ends),
 * its actions (`data-demo-action`: reset demo, reset focus), Open in StackBlitz / CodeSandbox
 * (`data-demo-sandbox`), and editing the demo in place (a click in its source, or Enter on it). Arrow keys are kept from scrolling the page here, at once.
 */
export function setupDemoToolbars(doc: Document): void {
  const pass = (event: Event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.('[data-demo]')) return;
    const key = (event as KeyboardEvent).key;
    if (event.type === 'keydown' && /^(?:ArrowLeft|ArrowRight|Home|End)$/.test(key) && target.closest('[role="toolbar"]')) event.preventDefault();
    void import('./demo-extras').then((module) => module.handleDemoEvent(event, access));
  };
  for (const type of ['click', 'keydown', 'pointerdown', 'pointerover', 'focusin']) doc.addEventListener(type, pass);
}
