import { ISLAND_ROOT_ATTRIBUTE, REMOUNT_EVENT } from '../shared/island-data';

const CONTROL = '.MuiDemo-toolbar button, .MuiDemo-toolbar a[href]';

/**
 * Demo toolbars are one tab stop each, as WAI-ARIA's toolbar pattern has it: the control that
 * last had the focus (the first at first: the server renders it with `tabindex="0"`, the others
 * with `-1`) is in the tab order, and the arrow keys move along the toolbar (reversed in a
 * right-to-left page), Home and End to its ends. Its actions (`data-demo-action`) are wired
 * here too; what they and the keys do is in `demo-extras.ts`, loaded when first needed.
 */
export function setupDemoToolbars(doc: Document): void {
  let extras: Promise<typeof import('./demo-extras')> | undefined;
  doc.addEventListener('keydown', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROL);
    if (!control || !/^(?:ArrowLeft|ArrowRight|Home|End)$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    void (extras ??= import('./demo-extras')).then((module) => module.moveFocus(control, event.key));
  });
  // A toolbar action (`data-demo-action`: reset, reset-focus, ...) runs in `demo-extras.ts`.
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-demo-action]');
    const root = button?.closest('[data-demo]')?.querySelector<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`);
    if (button && root) void (extras ??= import('./demo-extras')).then((module) => module.runAction(button, root, () => root.dispatchEvent(new Event(REMOUNT_EVENT))));
  });
  doc.addEventListener('focusin', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROL);
    for (const other of control?.closest('[role="toolbar"]')?.querySelectorAll<HTMLElement>('button, a[href]') ?? []) other.tabIndex = other === control ? 0 : -1;
  });
}
