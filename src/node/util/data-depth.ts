import { MAX_DATA_DEPTH } from './limits';

/**
 * How deep a data file nests, checked before anything walks it. JSON.parse reads any depth
 * without recursion, but what comes after it (a schema's validation, flattening translations,
 * finding a key's line, JSON.stringify) recurses once per level, and a file a few thousand
 * levels deep overflowed the stack: the build ended as a crash (exit 70) instead of an error
 * at the file. Both checks below are one loop, at any depth.
 */

/**
 * The offset of the first `[` or `{` of a text that opens a level deeper than `limit`
 * (`MAX_DATA_DEPTH`: the outermost array or object is level 1), or null when the text never
 * goes that deep. Strings are skipped, with `'` and `` ` `` strings and comments too, so the
 * scan also finds the place in a TypeScript or JavaScript module that writes its data out
 * (not in one that builds it by code).
 */
export function tooDeepOffset(source: string, limit = MAX_DATA_DEPTH): number | null {
  let depth = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at]!;
    if (char === '"' || char === "'" || char === '`') {
      for (at += 1; at < source.length && source[at] !== char; at += 1) if (source[at] === '\\') at += 1;
    } else if (char === '/' && source[at + 1] === '/') {
      const end = source.indexOf('\n', at);
      at = end === -1 ? source.length : end;
    } else if (char === '/' && source[at + 1] === '*') {
      const end = source.indexOf('*/', at + 2);
      at = end === -1 ? source.length : end + 1;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > limit) return at;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return null;
}

/**
 * The path to the first array or object of a value (in the order `Object.keys` gives) that is
 * nested deeper than `limit` (`MAX_DATA_DEPTH`), or null when none is: for data a module made,
 * which may nest by code, or refer to itself.
 */
export function tooDeepPath(value: unknown, limit = MAX_DATA_DEPTH): (string | number)[] | null {
  interface Level {
    value: unknown;
    depth: number;
    key: string | number | null;
    parent: Level | null;
  }
  const stack: Level[] = [{ value, depth: 1, key: null, parent: null }];
  while (stack.length > 0) {
    const level = stack.pop()!;
    if (level.value === null || typeof level.value !== 'object') continue;
    if (level.depth > limit) {
      const path: (string | number)[] = [];
      for (let at: Level | null = level; at && at.key !== null; at = at.parent) path.unshift(at.key);
      return path;
    }
    const entries: [string | number, unknown][] = Array.isArray(level.value)
      ? level.value.map((item, index) => [index, item])
      : Object.keys(level.value).map((key) => [key, (level.value as Record<string, unknown>)[key]]);
    for (let i = entries.length - 1; i >= 0; i -= 1) stack.push({ value: entries[i]![1], depth: level.depth + 1, key: entries[i]![0], parent: level });
  }
  return null;
}
