// Found while pinning the quadratic costs of issue 34 (a scan of every regular expression in
// src/ with `recheck`, of those that read content): patterns that backtrack over a long run of
// one character cost quadratic time (a callout line of 20,000 blanks took 0.23 s, a heading line
// of 20,000 `#`s 0.89 s: at the 200,000 below, about a hundred times that), one navigation
// pattern exponential time (40 characters of `\n` in an unclosed pathname string), and an entity
// past U+10FFFF (`&#99999999;`) threw a RangeError (exit 70) in an API description or a twin's
// heading.
//
// Each input below is long enough that the old pattern takes tens of seconds or more, while the
// new code takes milliseconds: a bound of 2 s of CPU leaves a margin of ten times or more either
// way, and other processes on the machine do not count against it.
import { describe, expect, it } from 'vitest';
import { pathnameLines } from '../../src/node/nav/build-nav';
import { deriveTitle } from '../../src/node/nav/titles';
import { typeHtmlToText } from '../../src/node/page/api/type-text';
import { calloutMarker } from '../../src/node/page/markdown/plugins/remark-callouts';
import { parseCodeMeta } from '../../src/node/page/markdown/plugins/remark-code-blocks';
import { looksEmpty } from '../../src/node/page/page-elements';
import { htmlToText } from '../../src/node/util/html-text';
import { twinPath } from '../../src/node/routing/paths';

const LONG = 200_000;

/**
 * The result of `run`, after checking it used under two seconds of CPU (the old patterns took
 * tens of seconds or more). CPU time, not the clock: a loaded machine lengthens the clock.
 */
function quickly<T>(run: () => T): T {
  const started = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(started);
  expect((used.user + used.system) / 1000).toBeLessThan(2000);
  return result;
}

describe('content with long runs of one character', () => {
  it('reads a callout line with a long run of blanks, and still knows a callout', () => {
    expect(quickly(() => calloutMarker(`:::${'\t'.repeat(LONG)}!`))).toBeNull();
    expect(calloutMarker(`:::${'\t'.repeat(LONG)}x`)).toBe('x');
    expect(calloutMarker(':::warning  \t')).toBe('warning');
    expect(calloutMarker(':::')).toBe('');
  });

  it('turns HTML with a long run of < into text', () => {
    expect(quickly(() => htmlToText(`${'<'.repeat(LONG)}text`))).toHaveLength(LONG + 4);
    expect(quickly(() => typeHtmlToText(`${'<'.repeat(LONG)}`))).toHaveLength(LONG);
    expect(quickly(() => looksEmpty(`${'<!--'.repeat(LONG / 4)}x`))).toBe(false);
    expect(looksEmpty('<div><!-- a --><span></span></div>')).toBe(true);
  });

  it('reads a code block info string with a long run of word characters', () => {
    expect(quickly(() => parseCodeMeta(`${'0-'.repeat(LONG / 2)}\t0==`)).title).toBeNull();
    expect(parseCodeMeta('title="App.js" tab')).toEqual({ title: 'App.js', tab: 'tab' });
  });

  it('cuts trailing slashes of a long run of them', () => {
    expect(quickly(() => twinPath(`/a${'/'.repeat(LONG)}b`))).toBe(`a${'/'.repeat(LONG)}b.md`);
    expect(quickly(() => deriveTitle({ pathname: `/joy-ui/${'/'.repeat(LONG)}x/react-button//` }))).toBe('Button');
  });
});

describe('a navigation source with an unclosed pathname string full of escapes', () => {
  it('finds the lines of the pathnames (once exponential time)', () => {
    const lines = quickly(() => pathnameLines(`[{ "pathname": "/a" },\n{ pathname: "${'t\\n'.repeat(40)}\``));
    expect(lines.get('/a')).toEqual([1]);
    expect(pathnameLines('{ "pathname": "/a\\"b" }').get('/a"b')).toEqual([1]);
  });
});

describe('an entity past the last code point', () => {
  it('is left as written instead of throwing', () => {
    expect(typeHtmlToText('a&#99999999;b&#x110000;c&#x41;')).toBe('a&#99999999;b&#x110000;cA');
    expect(htmlToText('a&#99999999;b&#65;')).toBe('a&#99999999;bA');
  });
});
