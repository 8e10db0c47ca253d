import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createHastToReact } from '../hast-to-react';
import { compileMarkdown } from './compile';

const DEPTH = 10_000;
/**
 * Far above what any input takes (well under a second each, unloaded): a guard against a
 * parser that hangs (exponential backtracking, quadratic work on a 1 MB line), not a speed
 * test that a loaded machine could fail.
 */
const LIMIT_MS = 15_000;
const toReact = createHastToReact();

/**
 * Inputs built to make parsers recurse or backtrack: each must compile and render to HTML
 * within the limit, without a crash (a stack overflow would throw). The time is the whole
 * page path: parse, dialect plugins, sanitiser, highlighting and React rendering.
 */
describe('pathological inputs', () => {
  it.each([
    ['10,000 nested emphasis', `${'*a '.repeat(DEPTH)}b${' a*'.repeat(DEPTH)}`],
    ['10,000 nested strong emphasis', `${'**'.repeat(DEPTH)}x${'**'.repeat(DEPTH)}`],
    ['10,000 nested strikethrough', `${'~a '.repeat(DEPTH)}b${' a~'.repeat(DEPTH)}`],
    ['10,000 nested double-tilde strikethrough', `${'~~a '.repeat(DEPTH)}b${' a~~'.repeat(DEPTH)}`],
    ['10,000 open brackets', `${'['.repeat(DEPTH)}a`],
    ['10,000 nested links', `${'[a'.repeat(DEPTH)}${'](b)'.repeat(DEPTH)}`],
    ['10,000 nested block quotes', `${'> '.repeat(DEPTH)}deep`],
    ['10,000 nested lists (one marker per level, on one line)', `${'- '.repeat(DEPTH)}x`],
    ['10,000 nested ordered lists', `${'1. '.repeat(DEPTH)}x`],
    ['10,000 alternating block quotes and lists', `${'> - '.repeat(DEPTH / 2)}x`],
    // Indenting each level on its own line makes the input grow with the square of the depth
    // (10,000 levels would be 100 MB), so this staircase stops at 1,000 levels (1 MB).
    ['1,000 nested lists, one level per line', Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')],
    ['10,000 unclosed backtick runs', '`a'.repeat(DEPTH)],
    ['10,000 nested raw HTML elements', `${'<div>'.repeat(DEPTH)}x${'</div>'.repeat(DEPTH)}`],
    ['a 1 MB line', 'word '.repeat(200_000)],
    ['a 1 MB line of emphasis markers', '*_'.repeat(500_000)],
    ['a 1 MB fenced code line', `\`\`\`jsx\n${'<a>'.repeat(333_333)}\n\`\`\``],
    ['a 1 MB line of link syntax', '[a](b) '.repeat(150_000)],
  ])(
    '%s: compiles and renders without hanging',
    (_, body) => {
      const compiled = compileMarkdown({ file: 'content/deep.md', body, bodyStartLine: 1 });
      const html = renderToStaticMarkup(toReact(compiled.hast));
      expect(html.length).toBeGreaterThan(0);
    },
    // The test's own timeout is the hang guard: nothing here measures the machine's speed.
    LIMIT_MS,
  );
});
