import type { Node, Parent } from 'unist';
import { visit as unistVisit, SKIP as UNIST_SKIP } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, walk } from './walk';

interface Tree extends Parent {
  value?: string;
}
const leaf = (type: string, value: string): Node & { value: string } => ({ type, value }) as Node & { value: string };
const parent = (type: string, value: string, children: Node[]): Tree => ({ type, value, children });

const sample = (): Tree =>
  parent('root', 'r', [
    parent('a', 'a1', [leaf('b', 'b1'), parent('a', 'a2', [leaf('b', 'b2')]), leaf('c', 'c1')]),
    leaf('b', 'b3'),
    parent('a', 'a3', [leaf('c', 'c2')]),
  ]);
const name = (node: Node) => (node as Tree).value!;

describe('walk', () => {
  it('visits in the order unist-util-visit does, with the same index and parent, root included', () => {
    const ours: string[] = [];
    const theirs: string[] = [];
    walk(sample(), null, (node, index, up) => void ours.push(`${name(node)}@${index ?? '-'}<${up ? name(up) : '-'}`));
    unistVisit(sample(), (node, index, up) => void theirs.push(`${name(node)}@${index ?? '-'}<${up ? name(up as Node) : '-'}`));
    expect(ours).toEqual(theirs);
    expect(ours[0]).toBe('r@-<-');
  });

  it('visits only nodes of the type asked for, in their subtrees too', () => {
    const seen: string[] = [];
    walk(sample(), 'b', (node) => void seen.push(name(node)));
    expect(seen).toEqual(['b1', 'b2', 'b3']);
  });

  it('does not enter a node whose visitor returns SKIP, and stops on EXIT', () => {
    const skipped: string[] = [];
    walk(sample(), null, (node) => (skipped.push(name(node)), name(node) === 'a1' ? SKIP : undefined));
    expect(skipped).toEqual(['r', 'a1', 'b3', 'a3', 'c2']);
    const stopped: string[] = [];
    walk(sample(), null, (node) => (stopped.push(name(node)), name(node) === 'b2' ? EXIT : undefined));
    expect(stopped).toEqual(['r', 'a1', 'b1', 'a2', 'b2']);
  });

  it('goes on from the index a visitor returns, as unist-util-visit does after a replacement or a removal', () => {
    type Visit = (tree: Tree, visitor: (node: Node, index: number | undefined, up: Parent | undefined) => never) => void;
    const ours: Visit = (tree, visitor) => walk(tree, null, visitor);
    const theirs: Visit = (tree, visitor) => unistVisit(tree, visitor);
    // Each `b` becomes two `c`s, and the walk goes on after them; then each `c` is removed
    // and the walk visits its next sibling at the same index.
    const edit = (run: Visit) => {
      const tree = sample();
      const seen: string[] = [];
      run(tree, ((node: Node, index: number | undefined, up: Parent | undefined) => {
        seen.push(name(node));
        if (!up || index === undefined) return undefined;
        if (node.type === 'b') {
          up.children.splice(index, 1, leaf('c', `${name(node)}x`), leaf('c', `${name(node)}y`));
          return index + 2;
        }
        return undefined;
      }) as never);
      run(tree, ((node: Node, index: number | undefined, up: Parent | undefined) => {
        seen.push(name(node));
        if (node.type !== 'c' || !up || index === undefined) return undefined;
        up.children.splice(index, 1);
        return [run === ours ? SKIP : UNIST_SKIP, index];
      }) as never);
      return { tree, seen };
    };
    const mine = edit(ours);
    expect(mine).toEqual(edit(theirs));
    expect(mine.seen).toEqual(['r', 'a1', 'b1', 'a2', 'b2', 'c1', 'b3', 'a3', 'c2', 'r', 'a1', 'b1x', 'b1y', 'a2', 'b2x', 'b2y', 'c1', 'b3x', 'b3y', 'a3', 'c2']);
    expect(JSON.stringify(mine.tree)).not.toContain('"c"');
  });
});
