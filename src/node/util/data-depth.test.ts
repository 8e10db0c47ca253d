import { describe, expect, it } from 'vitest';
import { tooDeepOffset, tooDeepPath } from './data-depth';

describe('tooDeepOffset', () => {
  it.each([
    // The third level's bracket, with a limit of 2.
    ['[[[]]]', 2],
    ['{"a": {"b": [1]}}', 12],
    // Brackets in strings and comments do not count.
    ['["[[[", {"a": "{{{"}]', null],
    ['["\\"[[[", []]', null],
    ["// [[[\n/* {{{ */ ['[[[', `{{{`, [1]]", null],
    ['[[], [], []]', null],
  ])('%s', (text, offset) => {
    expect(tooDeepOffset(text, 2)).toBe(offset);
  });
});

describe('tooDeepPath', () => {
  it('gives the path to the first array or object past the limit', () => {
    expect(tooDeepPath({ a: [1, { b: 2 }], c: { d: { e: {} } } }, 3)).toEqual(['c', 'd', 'e']);
    expect(tooDeepPath([[[]]], 3)).toBeNull();
  });

  it('stops on a value that refers to itself', () => {
    const entry: { children: unknown[] } = { children: [] };
    entry.children.push(entry);
    expect(tooDeepPath([entry], 4)).toEqual([0, 'children', 0, 'children']);
  });
});
