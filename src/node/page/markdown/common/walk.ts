import type { Node, Parent } from 'unist';

/** Do not walk into the node's children. */
export const SKIP = 'skip';
/** Stop walking. */
export const EXIT = 'exit';

/**
 * What a visitor returns: nothing (go on), `SKIP`, `EXIT`, or `[action, index]` / an index:
 * the index in the parent to go on from, for a visitor that replaced or removed the node.
 */
export type WalkResult = void | typeof SKIP | typeof EXIT | number | [typeof SKIP | typeof EXIT | undefined, number];

type Visitor<T> = (node: T, index: number | undefined, parent: Parent | undefined) => WalkResult;

const hasChildren = (node: Node): node is Parent => Array.isArray((node as Partial<Parent>).children);

/**
 * Walks a tree depth first, in document order, calling `visitor` on each node of `type` (every
 * node when `type` is null), the root included; the same contract as unist-util-visit's
 * `visit`, which it replaces in the markdown stage. unist-util-visit keeps an array of the
 * node's ancestors and names a function per node (for its stack traces): on a page's
 * trees, its walks cost more than the plugins' own work, twelve times per page, and a
 * sixth of the build's garbage. This one allocates nothing per node.
 */
export function walk<T extends Node>(tree: Node, type: T['type'] | null, visitor: Visitor<T>): void {
  // What visiting a node tells its parent's loop: go on with the next sibling (NEXT), stop
  // (STOP), or go on from a given index (>= 0).
  const NEXT = -1;
  const STOP = -2;
  const visitNode = (node: Node, index: number | undefined, parent: Parent | undefined): number => {
    const result = type === null || node.type === type ? visitor(node as T, index, parent) : undefined;
    let action: WalkResult = result;
    let next = NEXT;
    if (typeof result === 'number') {
      action = undefined;
      next = result;
    } else if (Array.isArray(result)) {
      [action, next] = result;
    }
    if (action === EXIT) return STOP;
    if (action !== SKIP && hasChildren(node)) {
      const { children } = node;
      let at = 0;
      while (at < children.length) {
        const after = visitNode(children[at]!, at, node);
        if (after === STOP) return STOP;
        at = after === NEXT ? at + 1 : after;
      }
    }
    return next;
  };
  visitNode(tree, undefined, undefined);
}
