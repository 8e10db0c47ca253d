/**
 * The island runtime: React, ReactDOM and Emotion, loaded the first time an island hydrates
 * and shared by every island of the page.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
// Resolved by the bundler to the templates' `islands.tsx` (or a pass-through wrapper).
import { IslandWrapper } from 'docs-site:island-wrapper';
import type { IslandData } from '../island-data';
import { EMOTION_KEY, FRAME_EMOTION_KEY } from '../emotion-key';
import { IslandTree } from '../island-tree';

let cache: EmotionCache | undefined;

/**
 * One Emotion cache for the page, keyed as on the server: at creation it reads the ids of
 * the server's `<style data-emotion="css ...">`, so hydrating inserts no rule twice.
 */
const pageCache = () => (cache ??= createCache({ key: EMOTION_KEY }));

/**
 * The cache of a framed island: its rules go into the frame's head, and the ids of the
 * frame's server styles are marked inserted by hand (Emotion reads them from the page's
 * document only).
 */
function frameCache(doc: Document): EmotionCache {
  const frame = createCache({ key: FRAME_EMOTION_KEY, container: doc.head });
  for (const style of doc.querySelectorAll(`style[data-emotion^="${FRAME_EMOTION_KEY} "]`)) {
    for (const id of (style.getAttribute('data-emotion') ?? '').split(' ').slice(1)) frame.inserted[id] = true;
  }
  return frame;
}

/**
 * Hydrates one island in `root` (for a framed island, its root inside the frame); `marker`
 * is the element the page shows as the island, which records that hydration is done.
 */
export function hydrate(root: HTMLElement, module: { default: unknown }, data: IslandData, marker: HTMLElement = root): void {
  const Component = module.default as ComponentType<Record<string, unknown>>;
  hydrateRoot(
    root,
    createElement(IslandTree, {
      cache: data.frame ? frameCache(root.ownerDocument) : pageCache(),
      Wrapper: IslandWrapper,
      Component,
      props: data.props,
      onHydrated: () => {
        marker.dataset.hydrated = 'true';
      },
    }),
    { identifierPrefix: data.prefix },
  );
}
