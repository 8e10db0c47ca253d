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

/** The text node holding a trailing `:::` line of the block's last paragraph, if it has one. */
function closerOf(block: Node): { paragraph: Paragraph; text: { value: string } } | null {
  const paragraph = lastParagraph(block);
  const last = paragraph?.children[paragraph.children.length - 1];
  return paragraph && last?.type === 'text' && CLOSER.test(last.value) ? { paragraph, text: last } : null;
}

/** Removes the trailing `:::` line of a block found by `closerOf`. */
function takeCloser(block: Node): void {
  const closer = closerOf(block);
  if (!closer) return;
  closer.text.value = closer.text.value.replace(CLOSER, '');
  if (closer.text.value === '') closer.paragraph.children.pop();
}

const isEmptyParagraph = (node: Node) => node.type === 'paragraph' && (node as Paragraph).children.length === 0;

/**
 * Callouts: `:::info` ... `:::` (also `success`, `warning`, `error`) around any blocks, in
 * any container. The blocks between become a `docs-callout`. Another severity is an error;
 * a bare `:::` opener makes a neutral callout, as the original allows; an opener never closed
 * is a warning, and only its own paragraph becomes the callout. Each container is scanned
 * once (where the closers are is found before any opener is handled), so the work stays
 * linear whatever the input.
 */
export default function remarkCallouts(): Transformer<Root, Root> {
  return (tree, file) => {
    transformContainer(tree, file);
  };
}

function transformContainer(parent: Parent, file: VFile): void {
  const children = parent.children as RootContent[];
  // nextCloser[j]: the first block at or after j that ends with a `:::` line.
  const nextCloser: number[] = new Array<number>(children.length + 1).fill(-1);
  for (let j = children.length - 1; j >= 0; j -= 1) nextCloser[j] = closerOf(children[j]!) ? j : nextCloser[j + 1]!;
  const replacements: { start: number; end: number; node: RootContent }[] = [];
  const unclosed: RootContent[] = [];

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

    // The opener's own paragraph may end the callout (`:::info` / text / `:::`).
    const own = closerOf(node) ? i : -1;
    let end = own !== -1 ? own : (nextCloser[i + 1] ?? -1);
    if (end === -1) {
      unclosed.push(node);
      end = i;
    } else {
      takeCloser(children[end]!);
    }
    const body = children.slice(i, end + 1).filter((block) => !isEmptyParagraph(block));
    const wrapper: Parent = { type: 'root', children: body };
    transformContainer(wrapper, file);
    const start = node.position?.start;
    const stop = children[end]!.position?.end;
    replacements.push({
      start: i,
      end,
      node: constructNode(file, 'docs-callout', { severity }, wrapper.children, start && stop ? { start, end: stop } : undefined),
    });
    i = end;
  }
  // One message per container: a page of thousands of openers must not make thousands.
  if (unclosed.length > 0) {
    const more = unclosed.length > 1 ? ` (and ${unclosed.length - 1} more callouts after it)` : '';
    file.message(`This callout is never closed: end it with a line holding only :::${more}`, {
      place: unclosed[0]!.position,
      ruleId: 'callout-unclosed',
      source: 'markdown',
    });
  }
  // Spliced once at the end, from the last, so the scan's indexes stay valid.
  for (const { start, end, node } of replacements.reverse()) children.splice(start, end - start + 1, node);
}
