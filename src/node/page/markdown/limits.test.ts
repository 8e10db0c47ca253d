import { describe, expect, it } from 'vitest';
import { limitPathological, MAX_CONTAINER_DEPTH, MAX_INLINE_MARKERS, MAX_PARAGRAPH_LENGTH } from './limits';

describe('limitPathological', () => {
  it('leaves ordinary markdown as it is', () => {
    const body = '# Title\n\n> quote\n> > nested\n\n- a\n  - b\n    - c\n\n*emphasis* and [link](x) and `code`\n\n```js\n' + '*'.repeat(5000) + '\n```';
    expect(limitPathological(body)).toEqual({ body, warnings: [] });
  });

  it('shows a paragraph nested deeper than the limit as written, keeping its lines', () => {
    const deep = '> '.repeat(MAX_CONTAINER_DEPTH + 1) + 'x';
    const { body, warnings } = limitPathological(`ok\n\n${deep}\nmore\n\nafter`);
    expect(body).toBe(`ok\n\n    ${deep}\n    more\n\nafter`);
    expect(warnings).toEqual([{ line: 3, message: `Paragraph with block quotes or lists nested more than ${MAX_CONTAINER_DEPTH} deep: shown as written` }]);
  });

  it('counts list nesting across lines from indentation', () => {
    const staircase = Array.from({ length: MAX_CONTAINER_DEPTH + 2 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n');
    expect(limitPathological(staircase).warnings).toHaveLength(1);
    const shallow = Array.from({ length: 500 }, (_, i) => `${'  '.repeat(i % 5)}- item`).join('\n');
    expect(limitPathological(shallow).warnings).toEqual([]);
  });

  it('shows a paragraph longer than the limit as written', () => {
    const text = 'word '.repeat(MAX_PARAGRAPH_LENGTH / 5 + 1);
    expect(limitPathological(text).warnings).toEqual([{ line: 1, message: `More than ${MAX_PARAGRAPH_LENGTH} characters in one paragraph: shown as written` }]);
  });

  it.each([
    ['emphasis markers', '*a '.repeat(MAX_INLINE_MARKERS + 1)],
    ['strikethrough markers', '~a '.repeat(MAX_INLINE_MARKERS + 1)],
    ['brackets', '[a'.repeat(MAX_INLINE_MARKERS + 1)],
    ['backtick runs', '`a'.repeat(MAX_INLINE_MARKERS + 1)],
    ['HTML tags', '<b>'.repeat(MAX_INLINE_MARKERS + 1)],
  ])('shows a paragraph with more than the limit of %s as written', (what, text) => {
    const { body, warnings } = limitPathological(text);
    expect(body).toBe(`    ${text}`);
    expect(warnings).toEqual([{ line: 1, message: `More than ${MAX_INLINE_MARKERS} ${what} in one paragraph: shown as written` }]);
  });
});
