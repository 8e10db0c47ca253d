import createCache from '@emotion/cache';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { compile, middleware, prefixer, RULESET, serialize, stringify, type Middleware } from 'stylis';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { addToSubject, bothDirections, DIRECTION_CONDITION, flipDeclarations, flipWithPlugin, type Direction } from './direction-css';

const C = '<c>';

describe('addToSubject', () => {
  it.each([
    ['.a', '.a<c>'],
    ['.a .b', '.a .b<c>'],
    ['.a>.b', '.a>.b<c>'],
    ['.a + .b ~ p', '.a + .b ~ p<c>'],
    ['.a::before', '.a<c>::before'],
    ['.a:hover::-webkit-scrollbar', '.a:hover<c>::-webkit-scrollbar'],
    ['.a:after', '.a<c>:after'],
    ['.a:first-child', '.a:first-child<c>'],
    ['*', '*<c>'],
    [':root', ':root<c>'],
    ['html', 'html<c>'],
    ['[data-mui-color-scheme="dark"] .a', '[data-mui-color-scheme="dark"] .a<c>'],
    ['.a [data-x="b c > d"]', '.a [data-x="b c > d"]<c>'],
    ['.a:not(.b .c)', '.a:not(.b .c)<c>'],
    ['.a>:not(style)~:not(style)', '.a>:not(style)~:not(style)<c>'],
    ['.a:is(.b::x)', '.a:is(.b::x)<c>'],
    ['.a\\:b', '.a\\:b<c>'],
  ])('%s', (selector, expected) => {
    expect(addToSubject(selector, C)).toBe(expected);
  });
});

/** What an Emotion cache with `plugins` writes for `styles` under the class `.x`. */
function emotionCss(styles: string, plugins: Middleware[] = [prefixer, bothDirections]): string {
  const cache = createCache({ key: 'test', stylisPlugins: plugins });
  cache.compat = true;
  cache.insert('.x', { name: 'x', styles, next: undefined }, cache.sheet, true);
  return cache.inserted.x as string;
}

/** The CSS as a page in `dir` sees it: the other direction's copies dropped, the conditions removed. */
function seenIn(css: string, dir: Direction): string {
  const other = DIRECTION_CONDITION[dir === 'ltr' ? 'rtl' : 'ltr'];
  const keep: Middleware = (element) => {
    if (element.type !== RULESET) return undefined;
    const selectors = element.props as string[];
    if (selectors.some((selector) => selector.includes(other))) element.children = [];
    else element.props = selectors.map((selector) => selector.replaceAll(DIRECTION_CONDITION[dir], ''));
    return undefined;
  };
  return serialize(compile(css), middleware([keep, stringify]));
}

describe('bothDirections', () => {
  it('leaves a rule that does not depend on the direction as it is', () => {
    expect(emotionCss('color:red;padding:4px 8px;')).toBe('.x{color:red;padding:4px 8px;}');
  });

  it('writes a direction-dependent rule once per direction, in place, the right-to-left copy flipped', () => {
    const css = emotionCss('color:red;margin-left:4px;&:hover{color:blue;}&::before{padding:1px 2px 3px 4px;}');
    expect(css).toBe(
      '.x' + DIRECTION_CONDITION.ltr + '{color:red;margin-left:4px;}' +
        '.x' + DIRECTION_CONDITION.rtl + '{color:red;margin-right:4px;}' +
        '.x:hover{color:blue;}' +
        '.x' + DIRECTION_CONDITION.ltr + '::before{padding:1px 2px 3px 4px;}' +
        '.x' + DIRECTION_CONDITION.rtl + '::before{padding:1px 4px 3px 2px;}',
    );
  });

  it.each([
    ['transforms, with their vendor prefixes', 'transform:translateX(-100%);transition:transform 1s;'],
    ['media queries', '@media (min-width:600px){text-align:left;border-radius:8px 0 0 8px;}color:red;'],
    ['selector lists and pseudo-elements', '& a, & b::after{float:left;}&:hover{box-shadow:2px 0 3px red;}'],
    ['a mix of rules that flip and rules that do not', 'display:flex;& > :not(style) ~ :not(style){margin-left:8px;}& .y{gap:2px;}'],
  ])('each direction sees what a cache for that direction alone writes: %s', (_name, styles) => {
    const css = emotionCss(styles);
    expect(seenIn(css, 'ltr')).toBe(emotionCss(styles, [prefixer]));
    expect(seenIn(css, 'rtl')).toBe(emotionCss(styles, [prefixer, rtlPlugin]));
  });

  it('leaves keyframes alone: their steps have no selector to scope', () => {
    const cache = createCache({ key: 'test', stylisPlugins: [bothDirections] });
    cache.compat = true;
    cache.insert('', { name: 'k', styles: '@keyframes k{from{left:0;}to{left:10px;}}', next: undefined }, cache.sheet, true);
    expect(cache.inserted.k).toBe('@keyframes k{from{left:0;}to{left:10px;}}');
  });
});

describe('flipDeclarations', () => {
  // Every rule the bundled site's pages (and the 100-page bench corpus's) hand the plugin, in
  // both languages: 455 rules, 70 of which flip.
  const rules = readFileSync(new URL('../../../test/fixtures/direction-css/rules.jsonl', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string);

  it('flips every rule of the bundled site as the RTL plugin does', () => {
    const differing = rules.filter((rule) => flipDeclarations(rule) !== flipWithPlugin(rule));
    expect(differing).toEqual([]);
    expect(rules.filter((rule) => flipWithPlugin(rule) !== rule).length).toBeGreaterThan(50);
  });

  it.each([
    ['float:left;'],
    ['margin-inline-end:0;padding-right:4px;'],
    ['direction:ltr;'],
    ['cursor:ne-resize;'],
    ['box-shadow:2px 0 3px red;'],
    ['text-shadow:1px 1px #000;'],
    ['transform:translate(4px, 0);'],
    ['-webkit-transform:translateX(4px);transform:translateX(4px);'],
    ['background-position:10% 0;'],
    ['background:url(a.png) 10% 0 no-repeat;'],
    ['background-position-x:25%;'],
    ['border-radius:8px 0 0 8px;'],
    ['border-radius:4px / 2px 8px;'],
    ['padding:1px 2px 3px 4px;'],
    ['scroll-margin:1px 2px 3px 4px;'],
    ['margin:calc(1px + 2px) 0 0 4px;'],
    ['border-width:1px 2px 3px 4px !important;'],
    ['border-color:red green blue black;'],
    ['border-style:solid dashed dotted none;'],
  ])('flips %s as the plugin does, and it changes', (rule) => {
    expect(flipWithPlugin(rule)).not.toBe(rule);
    expect(flipDeclarations(rule)).toBe(flipWithPlugin(rule));
  });

  it('reads a rule crafted to make a regular expression backtrack once, and leaves it as it is', () => {
    // Demos are content: their styles reach this. A value with two spaces and no end, after
    // two hundred thousand property names, made the first version of the check quadratic.
    const rule = `${'-color:x '.repeat(2)}${'-color:xx'.repeat(200_000)}`;
    expect(flipDeclarations(rule)).toBe(rule);
  });

  it.each([['color:red;'], ['margin:0 auto;'], ['padding:4px 8px 12px;'], ['border-radius:8px;'], ['background-color:var(--x);'], ['box-shadow:none;']])(
    'leaves %s as it is, as the plugin does',
    (rule) => {
      expect(flipDeclarations(rule)).toBe(rule);
      expect(flipWithPlugin(rule)).toBe(rule);
    },
  );
});
