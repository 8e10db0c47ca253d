import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { CompiledMarkdown } from './compile';
import { linkTarget } from './plugins/rehype-links';

type Node = Root | RootContent | ElementContent;

/**
 * The tree with each internal link's `href` made for `language`, writing each link's new target
 * into `targets`; a node whose subtree has no link that changes is `node` itself, so `tree`
 * is left as it is and shares what did not change.
 */
function relinkTree<T extends Node>(node: T, language: string, targets: string[]): T {
  const route = node.type === 'element' ? node.data?.route : undefined;
  let href: string | null = null;
  if (route) {
    const target = linkTarget(route, language);
    if (target !== targets[route.link]) href = targets[route.link] = target;
  }
  if (!('children' in node) && href === null) return node;
  let children: Node[] | null = null;
  if ('children' in node) {
    node.children.forEach((child, index) => {
      const relinked = relinkTree(child, language, targets);
      if (relinked === child) return;
      children ??= [...node.children];
      children[index] = relinked;
    });
  }
  if (href === null && !children) return node;
  const copy = (children ? { ...node, children } : { ...node }) as T;
  if (href !== null) (copy as Element).properties = { ...(node as Element).properties, href };
  return copy;
}

/**
 * A compiled page shown in another language than the one it was compiled in (a fallback page:
 * the English text under `/zh/`): its internal links get that language's prefix, which is all
 * the language changes in a compiled page. Costs one walk of the tree instead of a compile.
 */
export function showInLanguage(compiled: CompiledMarkdown, language: string): CompiledMarkdown {
  const targets = compiled.links.map((link) => link.target);
  const hast = relinkTree(compiled.hast, language, targets);
  if (hast === compiled.hast) return compiled;
  return {
    ...compiled,
    hast,
    links: compiled.links.map((link, index) => (link.target === targets[index] ? link : { ...link, target: targets[index]! })),
  };
}
