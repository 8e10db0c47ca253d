import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { CompiledMarkdown } from './compile';
import { linkTarget } from './plugins/rehype-links';

type Node = Root | RootContent | ElementContent;

/**
 * The tree with each internal link's `href` made for `language`; the nodes on no link's path are
 * shared with `tree`, which is left as it is.
 */
function relinkTree<T extends Node>(node: T, language: string, targets: string[]): T {
  if (!('children' in node)) return node;
  let children: (typeof node.children)[number][] | null = null;
  node.children.forEach((child, index) => {
    const relinked = relinkTree(child, language, targets);
    if (relinked === child) return;
    children ??= [...node.children];
    children[index] = relinked;
  });
  const route = node.type === 'element' ? node.data?.route : undefined;
  if (!route && !children) return node;
  const element = (children ? { ...node, children } : { ...node }) as T;
  if (route) (element as Element).properties = { ...(node as Element).properties, href: targets[route.link]! };
  return element;
}

/**
 * A compiled page shown in another language than the one it was compiled in (a fallback page:
 * the English text under `/zh/`): its internal links get that language's prefix, which is all
 * the language changes in a compiled page. Costs a walk of the tree instead of a compile.
 */
export function showInLanguage(compiled: CompiledMarkdown, language: string): CompiledMarkdown {
  const targets = compiled.links.map((link) => link.target);
  let changed = false;
  const walkRoutes = (node: Node): void => {
    if (node.type === 'element' && node.data?.route) {
      const { route } = node.data;
      const target = linkTarget(route, language);
      if (target !== targets[route.link]) changed = true;
      targets[route.link] = target;
    }
    if ('children' in node) for (const child of node.children) walkRoutes(child);
  };
  walkRoutes(compiled.hast);
  if (!changed) return compiled;
  return {
    ...compiled,
    hast: relinkTree(compiled.hast, language, targets),
    links: compiled.links.map((link, index) => (link.target === targets[index] ? link : { ...link, target: targets[index]! })),
  };
}
