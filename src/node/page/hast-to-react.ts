import type { Root } from 'hast';
import type { ComponentType, ReactElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';

export type MarkdownComponents = Record<string, ComponentType<Record<string, unknown>>>;

/**
 * Turns a compiled page body (hast) into React elements, with the templates' components
 * standing in for the elements they replace.
 */
export function createHastToReact(components: MarkdownComponents = {}): (tree: Root) => ReactElement {
  const processor = unified().use(rehypeReact, {
    Fragment: runtime.Fragment,
    jsx: runtime.jsx,
    jsxs: runtime.jsxs,
    components: components as never,
  });
  return (tree) => processor.stringify(tree) as ReactElement;
}
