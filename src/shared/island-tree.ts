import { CacheProvider, ThemeContext, type EmotionCache } from '@emotion/react';
import { createElement, Fragment, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

export type Direction = 'ltr' | 'rtl';

/** What an island wrapper receives: the island, the direction it is shown in, and whether it lives in a frame of its own. */
export interface IslandWrapperProps {
  children: ReactNode;
  dir: Direction;
  /**
   * True for an `iframe: true` demo: its document has none of the page's CSS, so the wrapper
   * writes what the island needs from the site (the theme's variables, a baseline).
   */
  framed?: boolean;
}

/**
 * The reader's direction as the browser knows it (`dir` on `<html>`), and an Emotion cache
 * for each direction. Absent on the server, which renders in the page's direction only.
 */
export interface LiveDirection {
  subscribe(onChange: () => void): () => void;
  get(): Direction;
  cacheFor(dir: Direction): EmotionCache;
}

export interface IslandTreeProps {
  /** The cache the server renders with; in the browser, the one keyed as the server's. */
  cache: EmotionCache;
  /** The page's direction when it was rendered. */
  dir: Direction;
  framed?: boolean;
  live?: LiveDirection;
  Wrapper: ComponentType<IslandWrapperProps> | undefined;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /**
   * True when the island renders a design system with a theme of its own (Joy UI): it reads
   * that library's default theme, not the site's Material theme, which the wrapper provides in
   * Emotion's theme context (the one context two versions of MUI share). Joy takes any theme it
   * finds there for its own; it finds none.
   */
  ownTheme?: boolean;
  /** Called once the island has hydrated (client only: effects do not run on the server). */
  onHydrated?: () => void;
}

function Hydrated({ onHydrated, children }: { onHydrated: (() => void) | undefined; children?: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

const never = () => () => {};

/** An empty theme: a design system reading it takes its own default theme. */
const NO_THEME = {};

/**
 * The element tree of an island, used by the server to render it and by the browser to
 * hydrate it: being the same function on both sides is what makes the markup, the Emotion
 * class names and the `useId` values match.
 *
 * The direction comes from an external store whose server value is the page's: React
 * hydrates with it, then, when the reader has turned the page around, renders again with
 * the other direction's cache (keyed `rtl` and flipping with the stylis RTL plugin, or the
 * reverse) and theme. Hydration itself never sees a difference, so it never warns.
 */
export function IslandTree({ cache, dir, framed = false, live, Wrapper, Component, props, ownTheme = false, onHydrated }: IslandTreeProps) {
  const serverDir = () => dir;
  const current = useSyncExternalStore(live?.subscribe ?? never, live?.get ?? serverDir, serverDir);
  const component = createElement(Component, props);
  const content = ownTheme ? createElement(ThemeContext.Provider, { value: NO_THEME }, component) : component;
  return createElement(
    CacheProvider,
    { value: current === dir || !live ? cache : live.cacheFor(current) },
    createElement(Hydrated, { onHydrated }, Wrapper ? createElement(Wrapper, { dir: current, framed, children: content }) : createElement(Fragment, null, content)),
  );
}
