import type { Element, Root } from 'hast';
import type { Transformer } from 'unified';

const isDescription = (node: Root['children'][number]): node is Element =>
  node.type === 'element' &&
  node.tagName === 'p' &&
  Array.isArray(node.properties.className) &&
  node.properties.className.includes('description');

/**
 * Places the page's ad slot, a `docs-ad` element, right after its description paragraph
 * (`<p class="description">` at the top level of the body), where the original site shows
 * its sponsor. A page without one gets no slot. Whether the slot shows anything is the
 * templates' business (ads may be off for the build); this only says where it goes.
 *
 * It runs after the sanitiser, so the element needs no nonce: an author cannot forge it.
 */
export default function rehypeAdSlot(): Transformer<Root, Root> {
  return (tree) => {
    const index = tree.children.findIndex(isDescription);
    if (index === -1) return;
    tree.children.splice(index + 1, 0, { type: 'element', tagName: 'docs-ad', properties: {}, children: [] });
  };
}
