import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Transformer } from 'unified';
import '../common/constructs';

const hasClass = (node: Element, name: string) => {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes(name);
};

/**
 * Takes the page's `# ` heading out of the body (the layout places it, with the page's
 * chrome around it) and records it and the description paragraph's text for the head.
 */
export default function rehypePageHeading(): Transformer<Root, Root> {
  return (tree, file) => {
    const index = tree.children.findIndex((node) => node.type === 'element' && node.tagName === 'h1');
    if (index !== -1) {
      file.data.heading = toString(tree.children[index]!).trim();
      tree.children.splice(index, 1);
    }
    const description = tree.children.find(
      (node): node is Element => node.type === 'element' && node.tagName === 'p' && hasClass(node, 'description'),
    );
    if (description) file.data.description = toString(description).replace(/\s+/g, ' ').trim();
  };
}
