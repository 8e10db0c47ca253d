/**
 * Where values sit in a JSON text, by their path (`['props', 'color', 'type']`): the line and
 * column of the deepest key of the path that the text has, so a message about
 * `props.color.type` points at `"type"` in the file (an array's item, at its first character).
 * JSON.parse keeps no positions, so the text is read once more, the first time a position is
 * asked for, into an index of every key's offset; each position after that is a lookup. (Each
 * used to scan the text from the start: an API JSON with thousands of props without a
 * description took minutes to report them.)
 *
 * Meant for text JSON.parse accepted, nested no deeper than `MAX_DATA_DEPTH` (the reading is a
 * loop, not a recursion, but the index holds a level per level of the text). Where a key is
 * written twice, the index keeps the last one, whose value JSON.parse keeps.
 */
export interface JsonPositions {
  /** The position of a path's deepest key that the text has; line 1, column 1 for the empty path. Null when the text is not JSON. */
  at(path: readonly PropertyKey[]): { line: number; column: number } | null;
}

/** A key or an array item: where it is written, and, when its value is an array or object, its own keys or items. */
interface Entry {
  offset: number;
  children: Map<string, Entry> | null;
}

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const COLON = 58;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const isSpace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;
/** What ends a number, `true`, `false` or `null`. */
const endsLiteral = (code: number) => code === COMMA || code === CLOSE_ARRAY || code === CLOSE_OBJECT || isSpace(code) || Number.isNaN(code);

/** Every key's and item's offset, in one pass over the text; null when it is not JSON. */
function indexOf(source: string): Entry | null {
  const root: Entry = { offset: 0, children: null };
  /** The arrays and objects open at `at`, innermost last, with the number of items an array has so far. */
  const open: { entry: Entry; array: boolean; items: number }[] = [];
  let at = 0;
  const skipSpace = () => {
    while (isSpace(source.charCodeAt(at))) at += 1;
  };
  const skipString = () => {
    for (at += 1; at < source.length; at += 1) {
      const code = source.charCodeAt(at);
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) break;
    }
    at += 1;
  };
  /** The entry the next value belongs to: the root's, then each key's or item's in turn. */
  let slot = root;
  let expectValue = true;
  /** Right after a `[` or `{`: the first item or key needs no comma before it. */
  let opened = false;
  for (;;) {
    skipSpace();
    const code = source.charCodeAt(at);
    if (expectValue) {
      expectValue = false;
      opened = code === OPEN_ARRAY || code === OPEN_OBJECT;
      if (opened) {
        slot.children = new Map();
        open.push({ entry: slot, array: code === OPEN_ARRAY, items: 0 });
        at += 1;
      } else if (code === QUOTE) skipString();
      else {
        const start = at;
        while (!endsLiteral(source.charCodeAt(at))) at += 1;
        if (at === start) return null;
      }
      continue;
    }
    const container = open[open.length - 1];
    if (!container) return skipSpace(), at >= source.length ? root : null;
    if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      open.pop();
      opened = false;
      at += 1;
      continue;
    }
    if (!opened) {
      if (code !== COMMA) return null;
      at += 1;
      skipSpace();
    }
    opened = false;
    if (container.array) {
      slot = { offset: at, children: null };
      container.entry.children!.set(String(container.items), slot);
      container.items += 1;
    } else {
      if (source.charCodeAt(at) !== QUOTE) return null;
      const keyAt = at;
      skipString();
      const written = source.slice(keyAt, at);
      const key = written.includes('\\') ? (JSON.parse(written) as string) : written.slice(1, -1);
      skipSpace();
      if (source.charCodeAt(at) !== COLON) return null;
      at += 1;
      slot = { offset: keyAt, children: null };
      container.entry.children!.set(key, slot);
    }
    expectValue = true;
  }
}

/** The offsets at which the text's lines start. */
function lineStarts(source: string): number[] {
  const starts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** Positions in one JSON text; the index is made the first time one is asked for. */
export function jsonPositions(source: string): JsonPositions {
  let index: { root: Entry | null; lines: number[] } | null = null;
  return {
    at(path) {
      index ??= { root: indexOf(source), lines: lineStarts(source) };
      const { root, lines } = index;
      if (!root) return null;
      let entry = root;
      for (const step of path) {
        const next = typeof step === 'symbol' ? undefined : entry.children?.get(String(step));
        if (!next) break;
        entry = next;
      }
      // The last line starting at or before the offset.
      let low = 0;
      let high = lines.length - 1;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (lines[middle]! <= entry.offset) low = middle;
        else high = middle - 1;
      }
      return { line: low + 1, column: entry.offset - lines[low]! + 1 };
    },
  };
}

/** The position of one path in a JSON text (see `jsonPositions`, for more than one path of a text). */
export function jsonPathPosition(source: string, path: readonly PropertyKey[]): { line: number; column: number } | null {
  return jsonPositions(source).at(path);
}
