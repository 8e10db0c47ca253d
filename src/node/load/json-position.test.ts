import { describe, expect, it } from 'vitest';
import { jsonPositions } from './json-position';

describe('jsonPositions', () => {
  const positions = jsonPositions('{\n  "a\\"b": [[1, {"c": null}], "x"],\n  "d": {"e": true, "e": {"f": -1.5e3}},\n  "g": []\n}');
  it.each([
    // A key written with an escape, reached by its value.
    [['a"b'], { line: 2, column: 3 }],
    // Items of arrays in arrays, at their first character.
    [['a"b', 0, 1, 'c'], { line: 2, column: 17 }],
    [['a"b', 1], { line: 2, column: 30 }],
    // A key written twice: the last one, whose value JSON.parse keeps.
    [['d', 'e', 'f'], { line: 3, column: 26 }],
    // Past what the text has: the deepest key it has.
    [['g', 0], { line: 4, column: 3 }],
    [['nothing'], { line: 1, column: 1 }],
  ])('%j', (path, position) => {
    expect(positions.at(path)).toEqual(position);
  });

  it('is null for a text that is not JSON', () => {
    expect(jsonPositions('{ "a": [1, 2 }').at(['a'])).toBeNull();
    expect(jsonPositions('').at([])).toBeNull();
  });
});
