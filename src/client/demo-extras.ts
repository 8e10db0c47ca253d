import type { IslandData } from '../shared/island-data';

/**
 * What demo blocks do beyond the always-on script, loaded the first time a reader needs it:
 * moving along a toolbar with the keyboard, resetting a demo or the focus, sending it to
 * StackBlitz or CodeSandbox, opening the code of the demo a link names, and starting to edit a demo (`demo-edit.ts`, with its compiler, is
 * loaded then). It imports nothing statically, so that it shares no chunk with the always-on
 * script: what it needs of islands comes from it (`IslandAccess`).
 */

/** What the lazily loaded demo code needs of the always-on script's knowledge of islands. */
export interface IslandAccess {
  /** The root of the island of a demo block. */
  islandOf(demo: Element): HTMLElement | null;
  /** The island's data, as the server wrote it; null without a client bundle. */
  dataOf(island: HTMLElement): IslandData | null;
  /** Renders the island anew, with `detail` (a reader's edit) or its own component. */
  remount(island: HTMLElement, detail?: unknown): void;
}

const CONTROLS = 'button, a[href]';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A toolbar's controls a reader can reach now: enabled, and shown (the other variant's source link is not). */
function controlsOf(toolbar: Element): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>(CONTROLS)].filter((control) => !(control as HTMLButtonElement).disabled && control.getClientRects().length > 0);
}

/** Moves the focus along the toolbar of `control` for a key: the arrows (reversed right to left), Home and End. */
function moveFocus(control: HTMLElement, toolbar: Element, key: string): void {
  const controls = controlsOf(toolbar);
  // From where the focus is now: keys pressed quickly were handled in turn, each moving it on.
  const from = toolbar.contains(document.activeElement) ? (document.activeElement as HTMLElement) : control;
  const at = Math.max(controls.indexOf(from), 0);
  const step = (key === 'ArrowRight' ? 1 : -1) * (getComputedStyle(toolbar).direction === 'rtl' ? -1 : 1);
  const next = key === 'Home' ? 0 : key === 'End' ? controls.length - 1 : (at + step + controls.length) % controls.length;
  controls[next]?.focus();
}

/**
 * A toolbar action (`data-demo-action` on its button). "Reset demo" renders the demo anew
 * from a fresh state (its crash panel gone, an edit's code back as written); both it and "Reset
 * focus" then give the focus to the demo's first focusable element, so that the next Tab goes
 * on from there.
 */
function runAction(button: HTMLElement, demo: HTMLElement, island: HTMLElement, access: IslandAccess): void {
  const action = button.dataset.demoAction;
  if (action !== 'reset' && action !== 'reset-focus') return;
  if (action === 'reset') {
    if (demo.hasAttribute('data-demo-editing')) void import('./demo-edit').then((module) => module.resetEditing(demo));
    access.remount(island);
  }
  // A remounted demo renders on the next frame.
  requestAnimationFrame(() =>
    setTimeout(() => {
      const scope = island instanceof HTMLIFrameElement ? island.contentDocument?.body : island;
      (scope?.querySelector<HTMLElement>(FOCUSABLE) ?? button).focus();
    }),
  );
}

type SandboxModule = typeof import('./sandbox/open-sandbox');
let sandbox: SandboxModule | null = null;
let sandboxLoading: Promise<SandboxModule> | null = null;

/**
 * "Open in StackBlitz" / "Open in CodeSandbox": the code that sends a project, and the demo's
 * project, are fetched when the reader reaches for a button (pointer or focus), so that a click
 * sends at once, while the browser still lets the page open a tab.
 */
function useSandbox(button: HTMLElement, event: Event): void {
  const run = (module: SandboxModule): Promise<unknown> => Promise.resolve(event.type === 'click' ? module.openSandbox(button.ownerDocument, button) : module.fetchProject(button));
  if (sandbox) {
    run(sandbox).catch(reportError);
    return;
  }
  sandboxLoading ??= import('./sandbox/open-sandbox').then((module) => (sandbox = module));
  sandboxLoading.then(run).catch((caught: unknown) => {
    sandboxLoading = null;
    reportError(caught);
  });
}

/** One event in a demo block (see `setupDemoToolbars`). */
export function handleDemoEvent(event: Event, access: IslandAccess): void {
  const target = event.target as Element;
  const demo = target.closest<HTMLElement>('[data-demo]');
  const island = demo && access.islandOf(demo);
  if (!demo || !island) return;
  const toolbar = target.closest('[role="toolbar"]');
  const control = toolbar && target.closest<HTMLElement>(CONTROLS);
  const key = (event as KeyboardEvent).key;
  if (control && event.type === 'focusin') for (const other of toolbar.querySelectorAll<HTMLElement>(CONTROLS)) other.tabIndex = other === control ? 0 : -1;
  if (control && event.type === 'keydown' && /^(?:ArrowLeft|ArrowRight|Home|End)$/.test(key)) moveFocus(control, toolbar, key);
  const sandboxButton = event.type === 'click' || event.type === 'focusin' || event.type === 'pointerover' ? target.closest<HTMLElement>('[data-demo-sandbox]') : null;
  if (sandboxButton) useSandbox(sandboxButton, event);
  const action = event.type === 'click' ? target.closest<HTMLElement>('[data-demo-action]') : null;
  if (action) runAction(action, demo, island, access);
  const pre = target.closest<HTMLElement>('[data-demo-editable] pre');
  const data = pre && access.dataOf(island);
  if (pre && data && (event.type === 'pointerdown' || (event.type === 'keydown' && key === 'Enter'))) {
    const point = event instanceof MouseEvent ? { x: event.clientX, y: event.clientY } : null;
    const handle = { demo, island, moduleUrl: data.module, remount: (detail?: unknown) => access.remount(island, detail) };
    void import('./demo-edit').then((module) => module.startEditing(handle, pre, point, pre.closest<HTMLElement>('[data-edit-label]')?.dataset.editLabel ?? ''));
  }
}

/** The demo a `#Name.tsx` / `#Name.js` hash names (its anchors are on its first embed): its code opens. */
export function openFromHash(doc: Document, hash: string): void {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the hash as it is.
  }
  const toggle = doc.getElementById(id)?.closest('[data-demo]')?.querySelector<HTMLElement>('[data-demo-code-toggle]');
  if (toggle?.getAttribute('aria-expanded') === 'false') toggle.click();
}
