import type { Element, ElementContent, Root } from 'hast';
import type { Transformer } from 'unified';
import { SKIP, walk } from '../common/walk';
import type { ConstructProps } from '../common/constructs';

/**
 * Runs right after the sanitiser. A `docs-*` element made by our plugins carries the
 * compile's nonce: its props are decoded from their attribute into plain properties. One
 * without it was written as raw HTML by an author and is replaced by its children, as the
 * sanitiser does with any element it does not know.
 */
export default function rehypeTrust(): Transformer<Root, Root> {
  return (tree, file) => {
    const nonce = file.data.nonce;
    walk(tree, 'element', (node: Element, index, parent) => {
      if (!node.tagName.startsWith('docs-')) return;
      const { dataDocs, dataDocsNonce } = node.properties;
      if (nonce && dataDocsNonce === nonce && typeof dataDocs === 'string') {
        const props = JSON.parse(dataDocs) as ConstructProps;
        node.properties = {};
        for (const [key, value] of Object.entries(props)) {
          if (value !== null) node.properties[key] = value;
        }
        return;
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...(node.children as ElementContent[]));
        return [SKIP, index];
      }
    });
  };
}
