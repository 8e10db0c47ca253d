import { CacheProvider, type EmotionCache } from '@emotion/react';
import { createElement, Fragment, useEffect, type ComponentType, type ReactNode } from 'react';

export interface IslandTreeProps {
  cache: EmotionCache;
  Wrapper: ComponentType<{ children: ReactNode }> | undefined;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** Called once the island has hydrated (client only: effects do not run on the server). */
  onHydrated?: () => void;
}

function Hydrated({ onHydrated, children }: { onHydrated: (() => void) | undefined; children?: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * The element tree of an island, used by the server to render it and by the browser to
 * hydrate it: being the same function on both sides is what makes the markup, the Emotion
 * class names and the `useId` values match.
 */
export function IslandTree({ cache, Wrapper, Component, props, onHydrated }: IslandTreeProps) {
  const content = createElement(Component, props);
  return createElement(
    CacheProvider,
    { value: cache },
    createElement(Hydrated, { onHydrated }, Wrapper ? createElement(Wrapper, null, content) : createElement(Fragment, null, content)),
  );
}
