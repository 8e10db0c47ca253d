/**
 * The island runtime: React, ReactDOM and Emotion, loaded the first time an island hydrates
 * and shared by every island of the page.
 */
// First: the site's license keys are set before any island hydrates (resolved by the bundler).
import 'docs-site:license-keys';
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { createElement, type ComponentType } from 'react';
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

/**
 * Hydrates one island in `root` (for a framed island, its root inside the frame); `marker`
 * is the element the page shows as the island, which records that hydration is done.
 */
export function hydrate(root: HTMLElement, module: { default: unknown }, data: IslandData, marker: HTMLElement = root): void {
  const Component = module.default as ComponentType<Record<string, unknown>>;
  const framed = data.frame === true;
  const doc = root.ownerDocument;
  hydrateRoot(
    root,
    createElement(IslandTree, {
      cache: cacheOf(doc, data.dir, framed),
      dir: data.dir,
      framed,
      live: liveDirection(doc, framed),
      Wrapper: IslandWrapper,
      Component,
      props: data.props,
      ownTheme: data.ownTheme === true,
      onHydrated: () => {
        marker.dataset.hydrated = 'true';
      },
    }),
    { identifierPrefix: data.prefix },
  );
}
