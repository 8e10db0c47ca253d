import type { Element, Root, RootContent } from 'hast';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { Transformer } from 'unified';
import type { DiagnosticCode } from '../../../diagnostics/codes';
import { MAX_ELEMENT_DEPTH } from '../../../util/limits';

/** The code of the error for a page whose elements nest deeper than `MAX_ELEMENT_DEPTH`. */
export const ELEMENTS_TOO_DEEP = 'markdown/elements-too-deep' satisfies DiagnosticCode;

/** The element that goes past `MAX_ELEMENT_DEPTH`: its tag and its line in the body. */
export interface TooDeep {
  tagName: string;
  line: number | null;
}

/** Elements HTML never gives an end tag (of those markdown makes, and raw HTML may hold). */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The first element of a hast tree, in document order, nested deeper than the limit; found without recursion. */
function tooDeepInTree(tree: Root): TooDeep | null {
  const stack: { node: RootContent; depth: number }[] = tree.children.map((node) => ({ node, depth: 1 })).reverse();
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node.type !== 'element') continue;
    if (depth > MAX_ELEMENT_DEPTH) return { tagName: node.tagName, line: node.position?.start.line ?? null };
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push({ node: node.children[i]!, depth: depth + 1 });
  }
  return null;
}

/** Where a stretch of the HTML given to the parser starts, and the body's line it comes from. */
interface Stretch {
  offset: number;
  line: number | null;
  /** A raw node's HTML, for lines inside it; null for a tag written for an element markdown made. */
  raw: string | null;
}

/**
 * The page as one HTML text, for the parser to nest as rehype-raw's would: the elements
 * markdown made as bare tags, raw HTML as written, text as one character (text reopens
 * formatting elements left open, so it counts; what it says does not). Written without
 * recursion: before the check, the tree is as deep as markdown made it.
 */
function pageHtml(tree: Root): { html: string; stretches: Stretch[] } {
  let html = '';
  const stretches: Stretch[] = [];
  const stack: (RootContent | string)[] = [...tree.children].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') html += item;
    else if (item.type === 'element') {
      stretches.push({ offset: html.length, line: item.position?.start.line ?? null, raw: null });
      html += `<${item.tagName}>`;
      if (!VOID.has(item.tagName)) stack.push(`</${item.tagName}>`);
      for (let i = item.children.length - 1; i >= 0; i -= 1) stack.push(item.children[i]!);
    } else if (item.type === 'text') html += /\S/.test(item.value) ? 'x' : ' ';
    else if (item.type === 'raw') {
      stretches.push({ offset: html.length, line: item.position?.start.line ?? null, raw: item.value });
      html += item.value;
    }
  }
  return { html, stretches };
}

/** The body's line of an offset in `pageHtml`'s text. */
function lineAt(stretches: readonly Stretch[], offset: number): number | null {
  let low = 0;
  let high = stretches.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (stretches[middle]!.offset <= offset) low = middle;
    else high = middle - 1;
  }
  const stretch = stretches[low];
  if (!stretch || stretch.offset > offset || stretch.line === null) return null;
  if (stretch.raw === null) return stretch.line;
  let line = stretch.line;
  for (let i = 0; i < offset - stretch.offset; i += 1) if (stretch.raw.charCodeAt(i) === 10) line += 1;
  return line;
}

type ParsedNode = DefaultTreeAdapterMap['node'];

/**
 * The first element of a parsed fragment nested deeper than the limit, with where it (or the
 * nearest of its ancestors the parser did not make up itself, such as an implied <tbody> or a
 * reopened <b>) starts in the text, when the parser kept locations; found without recursion.
 */
function tooDeepInFragment(fragment: DefaultTreeAdapterMap['documentFragment']): { tagName: string; offset: number | undefined } | null {
  const stack: { node: ParsedNode; depth: number; offset: number | undefined }[] = fragment.childNodes.map((node) => ({ node, depth: 1, offset: undefined })).reverse();
  while (stack.length > 0) {
    const { node, depth, offset: above } = stack.pop()!;
    if (!('tagName' in node)) continue;
    const offset = node.sourceCodeLocation?.startOffset ?? above;
    if (depth > MAX_ELEMENT_DEPTH) return { tagName: node.tagName, offset };
    const children = node.tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : node.childNodes;
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ node: children[i]!, depth: depth + 1, offset });
  }
  return null;
}

/**
 * The first element nested deeper than the limit once raw HTML is parsed. The HTML parser
 * (parse5) works without recursion at any depth; what turns its tree into hast
 * (hast-util-from-parse5, inside rehype-raw) recurses, and overflows the stack a few thousand
 * levels down. So the page is parsed here first, and its tree measured without recursion (2% of
 * the compile time of the real corpus's pages). Locations, which make parsing a third slower, are
 * asked for only to place an error.
 */
function tooDeepOnceParsed(tree: Root): TooDeep | null {
  const { html, stretches } = pageHtml(tree);
  if (!tooDeepInFragment(parseFragment(html))) return null;
  const found = tooDeepInFragment(parseFragment(html, { sourceCodeLocationInfo: true }))!;
  return { tagName: found.tagName, line: found.offset === undefined ? null : lineAt(stretches, found.offset) };
}

/** Whether the tree holds raw HTML. */
const hasRaw = (tree: Root): boolean => {
  const stack: RootContent[] = [...tree.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'raw') return true;
    if (node.type === 'element') for (const child of node.children) stack.push(child);
  }
  return false;
};

/** The first element, in document order, that the page nests deeper than `MAX_ELEMENT_DEPTH`, raw HTML parsed; null when none does. */
export function findTooDeepElement(tree: Root): TooDeep | null {
  return tooDeepInTree(tree) ?? (hasRaw(tree) ? tooDeepOnceParsed(tree) : null);
}

/**
 * Runs right after remark-rehype, before anything that walks the tree by recursion (rehype-raw
 * and the sanitiser first, then the React renderer, search, the share card): a page whose
 * elements nest deeper than `MAX_ELEMENT_DEPTH` is an error at the line of the element that
 * goes past it, and its tree is emptied, so no later stage meets it. The page is not rendered.
 */
export default function rehypeElementDepth(): Transformer<Root, Root> {
  return (tree, file) => {
    const found = findTooDeepElement(tree);
    if (!found) return;
    const message = file.message(
      `A <${found.tagName}> nested ${MAX_ELEMENT_DEPTH + 1} elements deep: a page may nest elements ${MAX_ELEMENT_DEPTH} deep at most, so it is not rendered`,
      { ...(found.line !== null && { place: { line: found.line, column: 1 } }), ruleId: ELEMENTS_TOO_DEEP, source: 'markdown' },
    );
    message.fatal = true;
    message.note = 'close the elements the page opens (an unclosed <div> or <details> holds all that follows it), or nest fewer';
    tree.children = [];
  };
}
