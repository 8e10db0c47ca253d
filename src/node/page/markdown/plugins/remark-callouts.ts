import type { Node, Paragraph, Parent, Root, RootContent } from 'mdast';
import type { Transformer } from 'unified';
import type { VFile } from 'vfile';
import { constructNode, dropFromTwin, type ConstructTwin } from '../common/constructs';
import { trimEnd } from '../../../util/trim';
import type { DiagnosticCode } from '../../../diagnostics/codes';

/** The severities a callout may have (REFERENCE 11). */
export const CALLOUT_SEVERITIES = ['info', 'success', 'warning', 'error'] as const;

/**
 * The keyword of a `:::info` line (`''` for a bare `:::`), or null for another line.
 * `remark-own-lines` makes each such line a paragraph of its own. Trailing blanks are cut
 * first: a pattern with blanks on both sides of an optional keyword backtracks in quadratic
 * time over a long run of blanks.
 */
export function calloutMarker(line: string): string | null {
  return /^:::[ \t]*([A-Za-z0-9_-]*)$/.exec(trimEnd(line, ' \t'))?.[1] ?? null;
}

const isParent = (node: Node): node is Parent => Array.isArray((node as Parent).children);

/** The keyword of a `:::` line (`''` for a bare one), or null when the block is not one. */
function markerOf(node: Node): string | null {
  if (node.type !== 'paragraph') return null;
  const { children } = node as Paragraph;
  const only = children.length === 1 ? children[0] : undefined;
  return only?.type === 'text' ? calloutMarker(only.value) : null;
}

/**
 * Where a closing `:::` is, if the block is one or ends with one: a `:::` indented under a
 * list's last item is that item's last paragraph, yet it closes the callout around the list
 * (upstream finds its closer in the raw text, whatever the blocks).
 */
function closerOf(block: Node): { parent: Parent | null; node: Node } | null {
  let parent: Parent | null = null;
  let current: Node | undefined = block;
  while (current) {
    if (markerOf(current) === '') return { parent, node: current };
    if (!isParent(current) || current.type === 'docsBlock' || current.type === 'blockquote') return null;
    parent = current;
    current = current.children[current.children.length - 1];
  }
  return null;
}

/**
 * Callouts: `:::info` ... `:::` (also `success`, `warning`, `error`) around any blocks, in
 * any container. The blocks between become a `docs-callout`; each closes at the first `:::`
 * after it, as upstream's do (they do not nest). Another severity is an error; a bare `:::`
 * opener makes a neutral callout, as the original allows. An opener never closed is a
 * warning, and takes the blocks up to the next opener or the end of its container; a bare
 * `:::` that closes nothing is a warning and is dropped, never shown. Each container is
 * scanned once (where the closers and openers are is found before any is handled), so the
 * work stays linear whatever the input.
 */
export default function remarkCallouts(): Transformer<Root, Root> {
  return (tree, file) => {
    transformContainer(tree, file);
  };
}

function transformContainer(parent: Parent, file: VFile): void {
  const children = parent.children as RootContent[];
  const markers = children.map(markerOf);
  // nextCloser[j]: the first block at or after j that is or ends with a bare `:::`;
  // nextOpener[j]: the first `:::keyword` at or after j.
  const nextCloser: number[] = new Array<number>(children.length + 1).fill(-1);
  const nextOpener: number[] = new Array<number>(children.length + 1).fill(-1);
  for (let j = children.length - 1; j >= 0; j -= 1) {
    nextCloser[j] = closerOf(children[j]!) ? j : nextCloser[j + 1]!;
    nextOpener[j] = markers[j] ? j : nextOpener[j + 1]!;
  }
  const replacements: { start: number; end: number; node: RootContent | null }[] = [];
  const unclosed: RootContent[] = [];
  const stray: RootContent[] = [];

  for (let i = 0; i < children.length; i += 1) {
    const node = children[i]!;
    const keyword = markers[i];
    if (keyword === null || keyword === undefined) {
      if (isParent(node)) transformContainer(node, file);
      continue;
    }
    let end = nextCloser[i + 1] ?? -1;
    if (end === -1 && keyword === '') {
      // A `:::` with no `:::` after it closes nothing: upstream would show it as text.
      stray.push(node);
      dropFromTwin(file, node);
      replacements.push({ start: i, end: i, node: null });
      continue;
    }
    let severity = keyword || 'neutral';
    if (keyword && !(CALLOUT_SEVERITIES as readonly string[]).includes(keyword)) {
      const message = file.message(
        `Unknown callout severity "${keyword}": expected ${CALLOUT_SEVERITIES.join(', ')}`,
        { place: node.position, ruleId: 'markdown/callout-severity' satisfies DiagnosticCode, source: 'markdown' },
      );
      message.fatal = true;
      severity = 'neutral';
    }
    let body: RootContent[];
    if (end === -1) {
      unclosed.push(node);
      const opener = nextOpener[i + 1] ?? -1;
      end = (opener === -1 ? children.length : opener) - 1;
      body = children.slice(i + 1, end + 1);
    } else {
      const closer = closerOf(children[end]!)!;
      if (closer.parent) {
        dropFromTwin(file, closer.node);
        closer.parent.children.splice(closer.parent.children.indexOf(closer.node as RootContent), 1);
        body = children.slice(i + 1, end + 1);
      } else {
        body = children.slice(i + 1, end);
      }
    }
    const wrapper: Parent = { type: 'root', children: body };
    transformContainer(wrapper, file);
    const start = node.position?.start;
    const stop = children[end]!.position?.end;
    replacements.push({
      start: i,
      end,
      node: constructNode(file, 'docs-callout', { severity }, wrapper.children, start && stop ? { start, end: stop } : undefined, calloutTwin),
    });
    i = end;
  }
  // One message of each kind per container: a page of thousands of openers must not make thousands.
  const report = (nodes: RootContent[], message: string, ruleId: DiagnosticCode, what: string) => {
    if (nodes.length === 0) return;
    const more = nodes.length > 1 ? ` (and ${nodes.length - 1} more ${what} after it)` : '';
    file.message(`${message}${more}`, { place: nodes[0]!.position, ruleId, source: 'markdown' });
  };
  report(unclosed, 'This callout is never closed: end it with a line holding only :::', 'markdown/callout-unclosed', 'callouts');
  report(stray, 'This ::: line closes no callout, so it is left out', 'markdown/callout-stray', 'such lines');
  // Spliced once at the end, from the last, so the scan's indexes stay valid.
  for (const { start, end, node } of replacements.reverse()) children.splice(start, end - start + 1, ...(node ? [node] : []));
}

/**
 * A callout in the page's twin: a blockquote, headed by its kind (`> **Warning**`) unless it is
 * a neutral one, its blocks quoted line by line; its `:::` lines are not shown.
 */
export const calloutTwin: ConstructTwin = (node, writer) => {
  const { source } = writer;
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  const openerEnd = source.indexOf('\n', start);
  const keyword = calloutMarker(source.slice(start, openerEnd === -1 ? end : openerEnd)) ?? '';
  // It ends at its closing `:::` line, unless it is never closed.
  const lastLine = source.lastIndexOf('\n', end - 1) + 1;
  const closed = lastLine > start && calloutMarker(source.slice(lastLine, end).trim()) === '';
  const inner = openerEnd === -1 || openerEnd >= end ? null : writer.span(openerEnd + 1, closed ? Math.max(openerEnd + 1, lastLine - 1) : end, node.children);
  // In a list item, its lines are indented as its opener is: quoted without it (the twin indents the quote).
  const indent = /^[ \t]*$/.exec(source.slice(source.lastIndexOf('\n', start - 1) + 1, start))?.[0] ?? '';
  const lines = [
    ...(keyword ? [`> **${keyword[0]!.toUpperCase()}${keyword.slice(1)}**`, '>'] : []),
    ...(inner === null || (closed && lastLine - 1 <= openerEnd) ? [] : inner.split('\n').map((line) => `> ${line.startsWith(indent) ? line.slice(indent.length) : line}`.trimEnd())),
  ];
  return `${lines.join('\n')}${closed ? '\n' : ''}`;
};
