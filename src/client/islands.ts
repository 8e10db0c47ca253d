import { FRAME_ROOT_ID, ISLAND_ROOT_ATTRIBUTE, islandDataId, REMOUNT_EVENT, type IslandData } from '../shared/island-data';
import { jsonScriptText } from './common/page-globals';

interface IslandRuntime {
  hydrate(root: HTMLElement, module: { default: unknown }, data: IslandData, marker: HTMLElement): { remount(edited?: unknown): void };
}

/** Calls back with the document of a framed island once it has loaded. */
function whenFrameLoaded(frame: HTMLIFrameElement, callback: (doc: Document) => void): void {
  const doc = frame.contentDocument;
  if (doc && doc.readyState === 'complete' && doc.getElementById(FRAME_ROOT_ID)) callback(doc);
  else frame.addEventListener('load', () => frame.contentDocument && callback(frame.contentDocument), { once: true });
}

/** A framed island is as tall as its content, unless its demo gives a height. */
function fitFrame(frame: HTMLIFrameElement): void {
  whenFrameLoaded(frame, (doc) => {
    if (frame.closest('[style*="height"]')) return;
    const fit = () => {
      frame.style.height = `${doc.documentElement.scrollHeight}px`;
    };
    fit();
    if ('ResizeObserver' in window) new ResizeObserver(fit).observe(doc.body);
  });
}

/**
 * Holds the clicks made on an island while its code loads, to replay them once it hydrates
 * (React replays events on a root it is hydrating, but only once the root exists). Returns
 * the function that stops holding and replays. A framed island's clicks stay in its frame.
 */
function holdClicks(root: HTMLElement): () => void {
  if (root instanceof HTMLIFrameElement) return () => undefined;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(event.target);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
}

/**
 * Finds the page's islands and hydrates each one lazily: when the reader reaches for it with
 * a pointer, focus or touch (`interaction`), when it comes near the viewport (`visible`), when
 * the browser is idle (`idle`), or at once (`eager`). Only then are React, MUI and the
 * island's own chunk downloaded; a page without islands loads none.
 */
export function setupIslands(doc: Document): void {
  const roots = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ROOT_ATTRIBUTE}]`)];
  if (roots.length === 0) return;

  const hydrate = (root: HTMLElement) => {
    if (root.dataset.hydrated) return;
    const text = jsonScriptText(doc, islandDataId(root.getAttribute(ISLAND_ROOT_ATTRIBUTE) ?? ''));
    if (!text) return;
    root.dataset.hydrated = 'loading';
    const release = holdClicks(root);
    const data = JSON.parse(text) as IslandData;
    const container = data.frame
      ? new Promise<HTMLElement>((resolve) => whenFrameLoaded(root as HTMLIFrameElement, (doc) => resolve(doc.getElementById(FRAME_ROOT_ID)!)))
      : Promise.resolve(root);
    Promise.all([import(data.runtime) as Promise<IslandRuntime>, import(data.module) as Promise<{ default: unknown }>, container])
      .then(([runtime, module, target]) => {
        const control = runtime.hydrate(target, module, data, root);
        // Its detail, if any, is the reader's edit of the demo (see island-runtime.ts).
        root.addEventListener(REMOUNT_EVENT, (event) => control.remount((event as CustomEvent).detail ?? undefined));
        release();
      })
      .catch((caught: unknown) => {
        // The server-rendered markup stays: the island is shown, just not interactive.
        root.dataset.hydrated = 'failed';
        release();
        reportError(caught);
      });
  };

  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              hydrate(entry.target as HTMLElement);
            }
          },
          { rootMargin: '200px' },
        )
      : null;
  const whenIdle = (callback: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 200));

  for (const root of roots) {
    if (root instanceof HTMLIFrameElement) fitFrame(root);
    const text = jsonScriptText(doc, islandDataId(root.getAttribute(ISLAND_ROOT_ATTRIBUTE) ?? ''));
    const load = text ? (JSON.parse(text) as IslandData).load : 'visible';
    if (load === 'eager') hydrate(root);
    else if (load === 'idle') whenIdle(() => hydrate(root));
    else if (load === 'interaction') {
      for (const event of ['pointerenter', 'focusin', 'touchstart']) root.addEventListener(event, () => hydrate(root), { once: true, passive: true });
    } else {
      // A reader who reaches for the island before it scrolled into view still gets it.
      for (const event of ['pointerenter', 'focusin', 'touchstart']) root.addEventListener(event, () => hydrate(root), { once: true, passive: true });
      if (observer) observer.observe(root);
      else whenIdle(() => hydrate(root));
    }
  }
}
