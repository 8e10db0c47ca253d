import type { Node, Paragraph, Parent, Root, RootContent } from 'mdast';
import type { Transformer } from 'unified';
import type { VFile } from 'vfile';
import { constructNode } from '../constructs';

/** The severities a callout may have (REFERENCE 11). */
export const CALLOUT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

const OPENER = /^:::([A-Za-z0-9_-]*)[ \t]*(?:\n|$)/;
const CLOSER = /(?:^|\n)[ \t]*:::[ \t]*$/;

const isParent = (node: Node): node is Parent => Array.isArray((node as Parent).children);

/** The paragraph a block ends with, following last children down (a list's last item...). */
function lastParagraph(node: Node): Paragraph | null {
  let current: Node | undefined = node;
  while (current) {
    if (current.type === 'paragraph') return current as Paragraph;
    if (!isParent(current) || current.type === 'docsBlock' || current.type === 'blockquote') return null;
    current = current.children[current.children.length - 1];
  }
  return null;
}

/** Removes a trailing `:::` line from the block's last paragraph; true when there was one. */
function takeCloser(block: Node): boolean {
  const paragraph = lastParagraph(block);
  const last = paragraph?.children[paragraph.children.length - 1];
  if (!paragraph || last?.type !== 'text' || !CLOSER.test(last.value)) return false;
  last.value = last.value.replace(CLOSER, '');
  if (last.value === '') paragraph.children.pop();
  return true;
}

const isEmptyParagraph = (node: Node) => node.type === 'paragraph' && (node as Paragraph).children.length === 0;

/**
 * Callouts: `:::info` ... `:::` (also `success`, `warning`, `error`) around any blocks, in
 * any container. The blocks between become a `docs-callout`. Another severity is an error;
 * a bare `:::` opener makes a neutral callout, as the original allows; an opener never closed
 * is a warning and the callout runs to the end of its container.
 */
export default function remarkCallouts(): Transformer<Root, Root> {
  return (tree, file) => {
    transformContainer(tree, file);
  };
}

function transformContainer(parent: Parent, file: VFile): void {
  const children = parent.children as RootContent[];
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    const head = node.type === 'paragraph' ? node.children[0] : undefined;
    const first = head?.type === 'text' ? head : undefined;
    const opener = first ? OPENER.exec(first.value) : null;
    if (!opener || !first) {
      if (isParent(node)) transformContainer(node, file);
      continue;
    }
    const keyword = opener[1] ?? '';
    let severity = keyword || 'neutral';
    if (keyword && !(CALLOUT_SEVERITIES as readonly string[]).includes(keyword)) {
      const message = file.message(
        `Unknown callout severity "${keyword}": expected ${CALLOUT_SEVERITIES.join(', ')}`,
        { place: node.position, ruleId: 'callout-severity', source: 'markdown' },
      );
      message.fatal = true;
      severity = 'neutral';
    }
    first.value = first.value.slice(opener[0].length);
    if (first.value === '') (node as Paragraph).children.shift();

    let end = i;
    let closed = takeCloser(node);
    while (!closed && end + 1 < children.length) {
      end += 1;
      closed = takeCloser(children[end]!);
    }
    if (!closed) {
      file.message('This callout is never closed: end it with a line holding only :::', {
        place: node.position,
        ruleId: 'callout-unclosed',
        source: 'markdown',
      });
    }
    const body = children.slice(i, end + 1).filter((block) => !isEmptyParagraph(block));
    const wrapper: Parent = { type: 'root', children: body };
    transformContainer(wrapper, file);
    const start = node.position?.start;
    const stop = children[end]!.position?.end;
    children.splice(
      i,
      end - i + 1,
      constructNode(file, 'docs-callout', { severity }, wrapper.children, start && stop ? { start, end: stop } : undefined),
    );
  }
}
