import type { ComponentType, ReactNode } from 'react';
import type { PageView } from './page-view';

/** Props every layout receives: the page's view-model and its rendered markdown body. */
export interface LayoutProps {
  view: PageView;
  children: ReactNode;
}

/**
 * What a templates folder's `index.tsx` exports. Layouts are chosen by a page's `layout`
 * frontmatter (default `docs`); `markdownComponents` replace the plain HTML elements of
 * rendered markdown (for example `a` or `pre`) or render custom ones.
 */
export interface TemplatesModule {
  layouts: Record<string, ComponentType<LayoutProps>>;
  markdownComponents?: Record<string, ComponentType<Record<string, unknown>>>;
}

export const DEFAULT_LAYOUT = 'docs';
export const NOT_FOUND_LAYOUT = 'not-found';
