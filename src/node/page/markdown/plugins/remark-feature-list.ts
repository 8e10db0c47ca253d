import type { Html, List, ListItem, Node, Parent, Root, RootContent } from 'mdast';
import type { Transformer } from 'unified';
import type { VFile } from 'vfile';
import type { DiagnosticCode } from '../../../diagnostics/codes';

const OPEN = /^<featureList(?:\s[^>]*)?>/;
const CLOSE = /<\/featureList>\s*$/;

const isParent = (node: Node): node is Parent => Array.isArray((node as Parent).children);

/** A list that the templates style as a feature list (upstream: `<ul class="feature-list">`). */
const featureList = (children: ListItem[], position: List['position']): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children,
  data: { hProperties: { className: ['feature-list'] } },
  ...(position && { position }),
});

/**
 * Feature lists: `<featureList>`, lines written `- item`, `</featureList>`. Upstream cuts
 * the block out of the page and makes each `- ` line an item of `<ul class="feature-list">`,
 * its text taken as HTML; here the same list, which the templates show with a check mark
 * per item. Without blank lines the block is one HTML block; with them, the list between the
 * two tags is markdown, and becomes the feature list as it is.
 */
export default function remarkFeatureList(): Transformer<Root, Root> {
  return (tree, file) => {
    transformContainer(tree, file);
  };
}

function transformContainer(parent: Parent, file: VFile): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    if (node.type !== 'html' || !OPEN.test(node.value)) {
      if (isParent(node)) transformContainer(node, file);
      continue;
    }
    if (CLOSE.test(node.value)) {
      children[i] = featureList(itemsOf(node), node.position);
      continue;
    }
    const close = children.findIndex((block, j) => j > i && block.type === 'html' && CLOSE.test(block.value) && !OPEN.test(block.value));
    const list = children[i + 1];
    if (close !== i + 2 || list?.type !== 'list' || list.ordered) {
      file.message('<featureList> holds `- item` lines and ends with </featureList>', { place: node.position, ruleId: 'markdown/feature-list' satisfies DiagnosticCode, source: 'markdown' });
      continue;
    }
    children.splice(i, 3, featureList(list.children, list.position));
  }
}

/** The `- ` lines of a one-block feature list, each an item holding its text as HTML. */
function itemsOf(node: Html): ListItem[] {
  const start = node.position?.start;
  // Lines map to the file one to one at the top level; in a container, items go without a place.
  let offset = start?.column === 1 ? start.offset : undefined;
  const items: ListItem[] = [];
  node.value.split('\n').forEach((line, index) => {
    const at = offset;
    offset = offset === undefined ? undefined : offset + line.length + 1;
    if (!line.startsWith('- ')) return;
    const position =
      start && at !== undefined
        ? { start: { line: start.line + index, column: 1, offset: at }, end: { line: start.line + index, column: line.length + 1, offset: at + line.length } }
        : undefined;
    items.push({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'html', value: line.slice(2) }] }],
      ...(position && { position }),
    });
  });
  return items;
}
