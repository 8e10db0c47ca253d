/**
 * The island runtime: React, ReactDOM and Emotion, loaded the first time an island hydrates
 * and shared by every island of the page.
 */
// First: the site's license keys are set before any island hydrates (resolved by the bundler).
import 'docs-site:license-keys';
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { Component as ReactComponent, createElement, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prefixer, type Middleware } from 'stylis';
// Resolved by the bundler to the templates' `islands.tsx` (or a pass-through wrapper).
import { IslandWrapper } from 'docs-site:island-wrapper';
import type { IslandData } from '../shared/island-data';
import { emotionKey } from '../shared/emotion-key';
import { IslandTree, type Direction, type LiveDirection } from '../shared/island-tree';

/** The Emotion caches of each document (the page's, and each frame's), by key. */
const caches = new WeakMap<Document, Map<string, EmotionCache>>();

/**
 * The cache of `key` for islands in `doc`. Created in the browser, a cache marks as inserted
 * the ids of the server's `<style data-emotion="<key> ...">`, so hydrating inserts no rule
 * twice; Emotion reads those from the page's document only, so a frame's are marked here.
 * A right-to-left cache flips the rules it inserts with the stylis RTL plugin.
 */
function cacheOf(doc: Document, dir: Direction, framed: boolean): EmotionCache {
  const key = emotionKey(dir, framed);
  let byKey = caches.get(doc);
  if (!byKey) caches.set(doc, (byKey = new Map()));
  let cache = byKey.get(key);
  if (!cache) {
    cache = createCache({
      key,
      container: doc.head,
      ...(dir === 'rtl' && { stylisPlugins: [prefixer, rtlPlugin as Middleware] }),
    });
    if (doc !== document) {
      for (const style of doc.querySelectorAll(`style[data-emotion^="${key} "]`)) {
        for (const id of (style.getAttribute('data-emotion') ?? '').split(' ').slice(1)) cache.inserted[id] = true;
      }
    }
    byKey.set(key, cache);
  }
  return cache;
}

const readDirection = (): Direction => (document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr');

/** The reader's direction (`dir` on the page's `<html>`, set by the direction widget), watched. */
function liveDirection(doc: Document, framed: boolean): LiveDirection {
  return {
    get: readDirection,
    subscribe(onChange) {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
      return () => observer.disconnect();
    },
    cacheFor: (dir) => cacheOf(doc, dir, framed),
  };
}

/** A component to show in an island instead of its own: the reader's edit of its demo. */
export interface EditedComponent {
  Component: ComponentType<Record<string, unknown>>;
  /** Called when it throws while rendering: the island shows its last good version meanwhile. */
  onError: (error: unknown) => void;
}

/** What the island loader can do with a hydrated island. */
export interface IslandControl {
  /**
   * Renders the island anew, from a fresh state (its demo's "Reset demo"): its own component,
   * or `edited` (the reader's edit), falling back to the last version that rendered.
   */
  remount(edited?: EditedComponent): void;
}

interface EditProps {
  onError: (error: unknown) => void;
  onRendered: () => void;
  fallback: ReactNode;
  children?: ReactNode;
}

/** Shows an edited demo, or, when it throws while rendering, its last good version (`fallback`). */
class EditBoundary extends ReactComponent<EditProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override componentDidMount() {
    if (!this.state.failed) this.props.onRendered();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

interface CrashProps {
  /** The panel's text for an error. */
  describe: (error: unknown) => string;
  onCrash: (error: unknown) => void;
  children?: ReactNode;
}

/** The errors reported already: one may reach us twice (React's development build also dispatches it to the window). */
const reported = new WeakSet<object>();

/** The panel text of a demo's crash, in the page's language (`data-crash-text` on the demo, its `%message%` the error's). */
function describeCrash(marker: HTMLElement, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (marker.closest<HTMLElement>('[data-demo]')?.dataset.crashText ?? 'This demo crashed: %message%').replace('%message%', message);
}

/**
 * A crash of one island: reported (the console, and the `demo-crash` analytics event with the
 * demo's name); the other islands and the page go on. An error thrown while rendering shows in
 * the island's place (`CrashBoundary`); one thrown by an event handler (`panel`) in a panel
 * under the island, in its frame.
 */
function reportCrash(marker: HTMLElement, error: unknown, panel: boolean): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError(error);
  // Analytics, when they run on the page (`window.gtag`, see analytics/gtag.ts: not imported, so
  // that this chunk shares no module with the always-on script).
  const gtag = Object.prototype.hasOwnProperty.call(window, 'gtag') ? (window as { gtag?: unknown }).gtag : undefined;
  if (typeof gtag === 'function') gtag('event', 'demo-crash', { eventCategory: 'demo', eventAction: 'crash', eventLabel: marker.closest<HTMLElement>('[data-demo]')?.dataset.demo ?? 'unknown' });
  if (!panel) return;
  // Once the event is over: an error thrown while rendering is shown in the island's place instead.
  setTimeout(() => {
    const inside = marker instanceof HTMLIFrameElement ? marker.contentDocument : marker;
    if (inside?.querySelector('[data-demo-crash]')) return;
    let shown = marker.nextElementSibling;
    if (!shown?.hasAttribute('data-demo-crash')) {
      shown = marker.ownerDocument.createElement('p');
      shown.className = 'MuiDemo-crash';
      shown.setAttribute('role', 'alert');
      shown.setAttribute('data-demo-crash', '');
      marker.after(shown);
    }
    shown.textContent = describeCrash(marker, error);
  });
}

/** The island an event is being dispatched in, while its handlers run (see `watchHandlers`). */
let dispatching: HTMLElement | null = null;
window.addEventListener('error', (event) => {
  if (dispatching) reportCrash(dispatching, event.error ?? event.message, true);
});

/**
 * Attributes errors thrown by an island's event handlers to it: while the browser dispatches an
 * event in the island, an uncaught error is its crash. A framed island has a window of its own:
 * an error there is always its.
 */
function watchHandlers(marker: HTMLElement): void {
  if (marker instanceof HTMLIFrameElement) {
    marker.contentWindow?.addEventListener('error', (event) => reportCrash(marker, event.error ?? event.message, true));
    return;
  }
  for (const type of ['click', 'input', 'change', 'keydown', 'keyup', 'pointerdown', 'pointerup', 'submit', 'focusin', 'focusout']) {
    marker.addEventListener(
      type,
      () => {
        dispatching = marker;
        setTimeout(() => {
          if (dispatching === marker) dispatching = null;
        });
      },
      { capture: true, passive: true },
    );
  }
}

/**
 * Catches an error the island throws while rendering (hydration included): the island shows a
 * panel saying so in its place, and the rest of the page goes on. It adds no element of its
 * own, so the server's markup still matches.
 */
class CrashBoundary extends ReactComponent<CrashProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return createElement('p', { className: 'MuiDemo-crash', role: 'alert', 'data-demo-crash': '' }, this.props.describe(this.state.error));
  }
}

/**
 * Hydrates one island in `root` (for a framed island, its root inside the frame); `marker`
 * is the element the page shows as the island, which records that hydration is done. An error
 * it throws, while rendering or in an event handler, is its crash (`reportCrash`).
 */
export function hydrate(root: HTMLElement, module: { default: unknown }, data: IslandData, marker: HTMLElement = root): IslandControl {
  const Component = module.default as ComponentType<Record<string, unknown>>;
  const crash = { describe: (error: unknown) => describeCrash(marker, error), onCrash: (error: unknown) => reportCrash(marker, error, false) };
  watchHandlers(marker);
  const framed = data.frame === true;
  const doc = root.ownerDocument;
  let mounts = 0;
  // The component shown: the demo's own, or the reader's last edit that rendered.
  let shown = Component;
  let edited: EditedComponent | undefined;
  const Shown = (props: Record<string, unknown>) => {
    if (!edited) return createElement(shown, props);
    const next = edited;
    return createElement(
      EditBoundary,
      {
        onError: next.onError,
        onRendered: () => {
          shown = next.Component;
        },
        fallback: createElement(shown, props),
      },
      createElement(next.Component, props),
    );
  };
  const tree = () =>
    createElement(
      CrashBoundary,
      { ...crash, key: mounts },
      createElement(IslandTree, {
        cache: cacheOf(doc, data.dir, framed),
        dir: data.dir,
        framed,
        live: liveDirection(doc, framed),
        Wrapper: IslandWrapper,
        Component: mounts === 0 ? Component : Shown,
        props: data.props,
        ownTheme: data.ownTheme === true,
        onHydrated: () => {
          marker.dataset.hydrated = 'true';
        },
      }),
    );
  const reactRoot = hydrateRoot(root, tree(), { identifierPrefix: data.prefix });
  return {
    remount(next) {
      mounts += 1;
      edited = next;
      if (!next) shown = Component;
      if (marker.nextElementSibling?.hasAttribute('data-demo-crash')) marker.nextElementSibling.remove();
      reactRoot.render(tree());
    },
  };
}
