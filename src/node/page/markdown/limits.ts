/**
 * Guards against pathological markdown: input shaped to make the parser recurse thousands of
 * levels deep or match delimiters in quadratic time (nested emphasis or strikethrough, brackets,
 * code spans, block quotes, lists, raw HTML). A paragraph that nests deeper, or holds more inline
 * markers, than any real page comes near is shown as written (as a code block) instead, and
 * reported. Lines are never added or removed, so every position still points at its line in
 * the file. Fenced code is left alone.
 */

import { MAX_CONTAINER_DEPTH, MAX_INLINE_MARKERS, MAX_PARAGRAPH_LENGTH } from '../../util/limits';

export { MAX_CONTAINER_DEPTH, MAX_INLINE_MARKERS, MAX_PAGE_BYTES, MAX_PARAGRAPH_LENGTH } from '../../util/limits';

export interface LimitWarning {
  /** 1-based line of the body. */
  line: number;
  message: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^([ \t]*)(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
/** One container marker on a line: a block quote `>` or a list marker. */
const CONTAINER = /^[ \t]*(?:>|(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$))[ \t]?/;

/** How many containers a line opens by itself (`> > - x` opens three), counting up to `limit + 1`. */
function markersOnLine(line: string, limit: number): number {
  let rest = line;
  let depth = 0;
  while (depth <= limit) {
    const marker = CONTAINER.exec(rest);
    if (!marker || marker[0] === '') break;
    depth += 1;
    rest = rest.slice(marker[0].length);
  }
  return depth;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** What makes a paragraph too costly to parse inline, if anything. */
function inlineExcess(text: string): string | null {
  if (text.length > MAX_PARAGRAPH_LENGTH) return 'characters';
  if (count(text, /[*_]/g) > MAX_INLINE_MARKERS) return 'emphasis markers';
  // GFM strikethrough nests as emphasis does (`~a ~b x b~ a~`).
  if (count(text, /~/g) > MAX_INLINE_MARKERS) return 'strikethrough markers';
  if (count(text, /[[\]]/g) > MAX_INLINE_MARKERS) return 'brackets';
  if (count(text, /`+/g) > MAX_INLINE_MARKERS) return 'backtick runs';
  if (count(text, /<[A-Za-z/!?]/g) > MAX_INLINE_MARKERS) return 'HTML tags';
  return null;
}

/** The body with pathological paragraphs turned into code blocks, and one warning per kind (at its first line). */
export function limitPathological(body: string): { body: string; warnings: LimitWarning[] } {
  const lines = body.split('\n');
  const found = new Map<string, { line: number; count: number }>();
  const report = (line: number, message: string) => {
    const seen = found.get(message);
    if (seen) seen.count += 1;
    else found.set(message, { line, count: 1 });
  };

  let fence: string | null = null;
  let blockStart = -1;
  let blockDepth = 0;
  // Indentation of the open list items, outermost first: kept across blank lines, as lists are.
  let listIndents: number[] = [];

  const endBlock = (end: number) => {
    if (blockStart === -1) return;
    const excess = blockDepth > MAX_CONTAINER_DEPTH ? `block quotes or lists nested more than ${MAX_CONTAINER_DEPTH} deep` : inlineExcess(lines.slice(blockStart, end).join('\n'));
    if (excess) {
      // Four spaces make the paragraph an indented code block: shown as written, parsed in linear time.
      for (let i = blockStart; i < end; i += 1) lines[i] = `    ${lines[i]!}`;
      const limit = excess === 'characters' ? MAX_PARAGRAPH_LENGTH : MAX_INLINE_MARKERS;
      report(blockStart + 1, blockDepth > MAX_CONTAINER_DEPTH ? `Paragraph with ${excess}: shown as written` : `More than ${limit} ${excess} in one paragraph: shown as written`);
    }
    blockStart = -1;
    blockDepth = 0;
  };

  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (open) {
      endBlock(i);
      fence = open[1]![0]!.repeat(open[1]!.length);
      continue;
    }
    if (line.trim() === '') {
      endBlock(i);
      continue;
    }
    if (blockStart === -1) blockStart = i;
    const item = LIST_ITEM.exec(line);
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (item) {
      while (listIndents.length > 0 && listIndents[listIndents.length - 1]! >= indent) listIndents.pop();
      listIndents.push(indent);
    } else if (indent === 0 && !line.startsWith('>')) {
      listIndents = [];
    }
    const depth = Math.max(listIndents.length - (item ? 1 : 0), 0) + markersOnLine(line, MAX_CONTAINER_DEPTH);
    blockDepth = Math.max(blockDepth, depth);
  }
  endBlock(lines.length);
  if (found.size === 0) return { body, warnings: [] };
  return {
    body: lines.join('\n'),
    warnings: [...found].map(([message, { line, count: times }]) => ({ line, message: times > 1 ? `${message} (${times} paragraphs)` : message })),
  };
}
