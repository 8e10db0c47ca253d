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
import { EMOTION_KEY } from '../emotion-key';
import { IslandTree } from '../island-tree';

let cache: EmotionCache | undefined;

/**
 * One Emotion cache for the page, keyed as on the server: at creation it reads the ids of
 * the server's `<style data-emotion="css ...">`, so hydrating inserts no rule twice.
 */
const pageCache = () => (cache ??= createCache({ key: EMOTION_KEY }));

export function hydrate(root: HTMLElement, module: { default: unknown }, data: IslandData): void {
  const Component = module.default as ComponentType<Record<string, unknown>>;
  hydrateRoot(
    root,
    createElement(IslandTree, {
      cache: pageCache(),
      Wrapper: IslandWrapper,
      Component,
      props: data.props,
      onHydrated: () => {
        root.dataset.hydrated = 'true';
      },
    }),
    { identifierPrefix: data.prefix },
  );
}
