import type { Definition, Html, Nodes, Parent, Root, RootContent } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import type { Processor, Transformer } from 'unified';
import type { Point } from 'unist';
import { walk } from '../common/walk';
import type { VFile } from 'vfile';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    docsOwnLine: 'docsOwnLine';
  }
}

/** A callout line: `:::`, `:::info`, `::::`; upstream's rule is colons, then no colon up to the line end. */
export const CALLOUT_LINE = /^:{3,}[^:]*$/;
/** An embed line, as upstream cuts its pages at them: `{{"demo": ...}}` or `{{"component": ...}}`. */
export const EMBED_LINE = /^\{\{"(?:demo|component)":.*\}\}$/;

/** Whether a line (without its indentation) is one of the dialect's own lines. */
export const isOwnLine = (line: string): boolean => {
  const text = line.trimEnd();
  return CALLOUT_LINE.test(text) || EMBED_LINE.test(text);
};

/**
 * The dialect's own lines, `:::` callout lines and `{{...}}` embed lines, are blocks of their
 * own wherever they are, because upstream finds them in the raw text: it cuts a page at its
 * embed lines before parsing, and its callout rule cuts a paragraph at `:::`. So here such a
 * line ends the paragraph above it (`Text\n:::warning` opens a callout, `{{"demo": ...}}\n<br/>`
 * is a demo then HTML) and becomes a one-line paragraph of its own, which the callout and
 * embed plugins read.
 *
 * An HTML block (CommonMark kinds 6 and 7, `<details>`, `<div>`, a lone tag) otherwise runs
 * to the next blank line and would swallow a `:::` or an embed line written right under it;
 * such a block is cut before each of those lines and what follows is parsed as markdown.
 * Raw kinds (`<pre>`, `<script>`, `<style>`, `<textarea>`, comments) keep their text as written.
 */
export default function remarkOwnLines(this: Processor<Root>): Transformer<Root, Root> {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(ownLineSyntax);
  (data.fromMarkdownExtensions ??= []).push(ownLineFromMarkdown);
  const parse = (text: string): Root => this.parse(text);
  return (tree, file) => {
    splitHtmlBlocks(tree, file, parse);
  };
}

// --- Syntax: a one-line flow construct, tried at the start of every line, so it interrupts paragraphs.

const ownLine: Construct = { name: 'docsOwnLine', tokenize: tokenizeOwnLine };
const COLON = 58;
const LEFT_BRACE = 123;
const ownLineSyntax: Extension = { flow: { [COLON]: ownLine, [LEFT_BRACE]: ownLine } };

function tokenizeOwnLine(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let text = '';
  const inside = (code: Code): State | undefined => {
    // micromark codes below -2 are line endings; -2 is a tab, -1 the virtual spaces after one.
    if (code === null || code < -2) {
      if (!isOwnLine(text)) return nok(code);
      effects.exit('docsOwnLine');
      return ok(code);
    }
    text += code === -2 ? '\t' : code === -1 ? '' : String.fromCodePoint(code);
    effects.consume(code);
    return inside;
  };
  return (code) => {
    effects.enter('docsOwnLine');
    return inside(code);
  };
}

const pointOf = (point: Point): Point => ({ line: point.line, column: point.column, offset: point.offset });

const ownLineFromMarkdown: FromMarkdownExtension = {
  enter: {
    docsOwnLine(token) {
      const position = { start: pointOf(token.start), end: pointOf(token.end) };
      this.enter({ type: 'paragraph', children: [{ type: 'text', value: this.sliceSerialize(token).trimEnd(), position }] }, token);
    },
  },
  exit: {
    docsOwnLine(token) {
      this.exit(token);
    },
  },
};

// --- HTML blocks: cut before each own line.

/** HTML block kinds 1 to 5, which end at their own closing marker and hold raw text. */
const RAW_HTML = /^ {0,3}<(?:(?:script|pre|style|textarea)(?:[\s>]|$)|!--|\?|![A-Za-z]|!\[CDATA\[)/i;
const FLOW_CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition']);

/** Source lines of the file, for positions of what is parsed again. */
function sourceLines(file: VFile): { text: string[]; starts: number[] } {
  const text = String(file.value).split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of text) {
    starts.push(offset);
    offset += line.length + 1;
  }
  return { text, starts };
}

function splitHtmlBlocks(tree: Root, file: VFile, parse: (text: string) => Root): void {
  let lines: ReturnType<typeof sourceLines> | null = null;
  let definitions: string | null = null;
  const walk = (parent: Parent): void => {
    const next: RootContent[] = [];
    let changed = false;
    for (const child of parent.children as RootContent[]) {
      if (child.type === 'html' && !RAW_HTML.test(child.value) && child.position) {
        lines ??= sourceLines(file);
        definitions ??= definitionsOf(tree);
        const parts = splitHtml(child, lines, definitions, parse);
        if (parts) {
          next.push(...parts);
          changed = true;
          continue;
        }
      } else if (FLOW_CONTAINERS.has(child.type) && 'children' in child) {
        walk(child);
      }
      next.push(child);
    }
    if (changed) parent.children = next;
  };
  walk(tree);
}

/** The block cut before each own line, or null when it holds none. */
function splitHtml(node: Html, source: ReturnType<typeof sourceLines>, definitions: string, parse: (text: string) => Root): RootContent[] | null {
  const lines = node.value.split('\n');
  const cuts: number[] = [];
  lines.forEach((line, index) => {
    const indented = /^ {0,3}(\S.*)$/.exec(line.replace(/\r$/, ''));
    if (index > 0 && indented && isOwnLine(indented[1]!)) cuts.push(index);
  });
  if (cuts.length === 0) return null;
  const first = node.position!.start;
  // The block's lines have their container prefix (`> `, a list item's indent) taken off.
  const prefix = (index: number): number => {
    if (index === 0) return first.column - 1;
    const written = source.text[first.line - 1 + index] ?? '';
    return written.endsWith(lines[index]!) ? written.length - lines[index]!.length : 0;
  };
  const at = (index: number, column: number): Point => {
    const line = first.line + index;
    return { line, column: column + prefix(index), offset: (source.starts[line - 1] ?? 0) + prefix(index) + column - 1 };
  };
  const head = lines.slice(0, cuts[0]);
  const parts: RootContent[] = [
    { type: 'html', value: head.join('\n'), position: { start: node.position!.start, end: at(head.length - 1, head[head.length - 1]!.length + 1) } },
  ];
  cuts.forEach((start, n) => {
    const end = cuts[n + 1] ?? lines.length;
    const text = lines.slice(start, end).join('\n');
    // Reference links in the part still need the page's definitions: they go after it, and out again.
    const parsed = parse(definitions && text.includes(']') ? `${text}\n\n${definitions}` : text);
    walk(parsed, null, (inner: Nodes) => {
      if (!inner.position) return;
      const { start: from, end: to } = inner.position;
      inner.position = { start: at(start + from.line - 1, from.column), end: at(start + to.line - 1, to.column) };
    });
    parts.push(...parsed.children.filter((block) => !(block.type === 'definition' && (block.position?.start.line ?? 0) >= first.line + end)));
  });
  return parts;
}

/** The page's link reference definitions, written out again. */
function definitionsOf(tree: Root): string {
  const written: string[] = [];
  walk(tree, 'definition', (node: Definition) => {
    const title = node.title == null ? '' : ` "${node.title.replace(/["\\]/g, '\\$&')}"`;
    written.push(`[${node.label ?? node.identifier}]: <${node.url.replace(/[<>\\]/g, '\\$&')}>${title}`);
  });
  return written.join('\n');
}
