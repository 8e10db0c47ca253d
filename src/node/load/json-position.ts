import { positionAt } from '../diagnostics/diagnostic';

/**
 * Where a value sits in a JSON text, by its path (`['props', 'color', 'type']`): the line and
 * column of the deepest key of the path that the text has, so a message about
 * `props.color.type` points at `"type"` in the file. JSON.parse keeps no positions, and the
 * files are small (tens of KB), so this scans the text once more, only when there is a
 * problem to report. Null when the text is not JSON.
 */
export function jsonPathPosition(source: string, path: readonly PropertyKey[]): { line: number; column: number } | null {
  let at = 0;
  let found = 0;
  let position = 0;
  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at += 1;
  };
  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < source.length && source[at] !== '"') at += source[at] === '\\' ? 2 : 1;
    at += 1;
    return JSON.parse(source.slice(start, at)) as string;
  };
  /** Skips one value; when `depth` is the next step of the path, goes into it. Returns false on a syntax error. */
  const value = (depth: number): boolean => {
    skipSpace();
    const char = source[at];
    const wanted = path[depth];
    if (char === '{') {
      at += 1;
      for (;;) {
        skipSpace();
        if (source[at] === '}') return (at += 1), true;
        if (source[at] !== '"') return false;
        const keyAt = at;
        const key = readString();
        skipSpace();
        if (source[at] !== ':') return false;
        at += 1;
        if (depth === found && key === wanted) {
          found = depth + 1;
          position = keyAt;
          if (!value(depth + 1)) return false;
        } else if (!value(-1)) return false;
        skipSpace();
        if (source[at] === ',') at += 1;
      }
    }
    if (char === '[') {
      at += 1;
      for (let index = 0; ; index += 1) {
        skipSpace();
        if (source[at] === ']') return (at += 1), true;
        const itemAt = at;
        if (depth === found && index === wanted) {
          found = depth + 1;
          position = itemAt;
          if (!value(depth + 1)) return false;
        } else if (!value(-1)) return false;
        skipSpace();
        if (source[at] === ',') at += 1;
      }
    }
    if (char === '"') return readString(), true;
    const literal = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(source.slice(at, at + 64));
    if (!literal) return false;
    at += literal[0].length;
    return true;
  };
  // `found` only grows along the path; a step the text lacks leaves the position at its parent.
  const parsed = value(0);
  if (!parsed && found === 0) return null;
  return positionAt(source, position);
}
