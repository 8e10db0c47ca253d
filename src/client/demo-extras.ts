/**
 * What demo toolbars do beyond the always-on script, loaded the first time a reader needs it:
 * moving along a toolbar with the keyboard, resetting a demo or the focus, opening the code of
 * the demo a link names. It imports nothing,
 * so that it shares no chunk with the always-on script.
 */

/** A toolbar's controls a reader can reach now: enabled, and shown (the other variant's source link is not). */
function controlsOf(toolbar: Element): HTMLElement[] {
  return [...toolbar.querySelectorAll<HTMLElement>('button, a[href]')].filter((control) => !(control as HTMLButtonElement).disabled && control.getClientRects().length > 0);
}

/** Moves the focus along the toolbar of `control` for a key: the arrows (reversed right to left), Home and End. */
export function moveFocus(control: HTMLElement, key: string): void {
  const toolbar = control.closest('[role="toolbar"]');
  if (!toolbar) return;
  const controls = controlsOf(toolbar);
  const at = Math.max(controls.indexOf(control), 0);
  const step = (key === 'ArrowRight' ? 1 : -1) * (getComputedStyle(toolbar).direction === 'rtl' ? -1 : 1);
  const next = key === 'Home' ? 0 : key === 'End' ? controls.length - 1 : (at + step + controls.length) % controls.length;
  controls[next]?.focus();
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A toolbar action (`data-demo-action` on its button), for the demo whose island is `root`.
 * "Reset demo" renders the demo anew from a fresh state (its crash panel gone); both it and
 * "Reset focus" then give the focus to the demo's first focusable element, so that the next
 * Tab goes on from there.
 */
export function runAction(button: HTMLElement, root: HTMLElement, remount: () => void): void {
  const action = button.dataset.demoAction;
  if (action === 'reset') remount();
  if (action === 'reset' || action === 'reset-focus') {
    // A remounted demo renders on the next frame.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const scope = root instanceof HTMLIFrameElement ? root.contentDocument?.body : root;
        (scope?.querySelector<HTMLElement>(FOCUSABLE) ?? button).focus();
      }),
    );
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
