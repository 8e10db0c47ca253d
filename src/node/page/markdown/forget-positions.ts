/** A node of a compiled tree, as far as its position and children go. */
interface Positioned {
  position?: unknown;
  children?: unknown[];
}

/**
 * Drops the source positions of a compiled tree's nodes. The markdown stage has used them (its
 * diagnostics have their lines) and no later stage reads them; they are a quarter of the JSON
 * the side thread sends (src/node/run/side-thread.ts), which the build's thread would parse for
 * nothing. Set to undefined rather than deleted, which would change the objects' shapes; JSON
 * leaves them out.
 */
export function forgetPositions(node: Positioned): void {
  if (node.position !== undefined) node.position = undefined;
  if (node.children) for (const child of node.children) forgetPositions(child as Positioned);
}
