import rtlPlugin from '@mui/stylis-plugin-rtl';
import { compile, middleware, RULESET, serialize, stringify, type Element, type Middleware } from 'stylis';

/**
 * CSS for both writing directions in one style sheet.
 *
 * Templates write their styles for left-to-right. A reader may switch any page to the other
 * direction (the settings drawer sets `dir` on `<html>`), so the page's CSS must be right for
 * both. Most rules do not depend on the direction; the others (about a tenth: a `margin-left`,
 * a four-value `padding`, a `translateX`) are written twice, once as authored and once as the
 * stylis RTL plugin flips them, each limited to its direction by a `:where()` condition on the
 * root's `dir`. `:where()` weighs nothing, and both copies sit where the rule was, so the
 * cascade is the one the author wrote. `npm run bench:weight` measures what this costs.
 */

export type Direction = 'ltr' | 'rtl';

/** Matches an element of a page whose root says `dir="rtl"`, or of a page whose root does not. Zero specificity. */
export const DIRECTION_CONDITION: Record<Direction, string> = {
  ltr: ':where(:root:not([dir=rtl]),:root:not([dir=rtl]) *)',
  rtl: ':where(:root[dir=rtl],:root[dir=rtl] *)',
};

/** Legacy one-colon pseudo-elements; every other pseudo-element is written with `::`. */
const LEGACY_PSEUDO_ELEMENT = /^:(before|after|first-line|first-letter)(?![\w-])/i;

/**
 * Adds `condition` to the subject (the last compound) of one complex selector, before any
 * pseudo-element: `.a > .b::before` becomes `.a > .b<condition>::before`. Brackets, strings
 * and parentheses are skipped, so `[data-x="a b"]` or `:not(.c .d)` do not count as combinators.
 */
export function addToSubject(selector: string, condition: string): string {
  const text = selector.trim();
  let subjectStart = 0;
  scanTopLevel(text, 0, (i) => {
    if (COMBINATORS.has(text[i]!)) subjectStart = i + 1;
    return false;
  });
  const pseudoElement = scanTopLevel(text, subjectStart, (i) => text[i] === ':' && (text[i + 1] === ':' || LEGACY_PSEUDO_ELEMENT.test(text.slice(i))));
  return pseudoElement < 0 ? `${text}${condition}` : `${text.slice(0, pseudoElement)}${condition}${text.slice(pseudoElement)}`;
}

const COMBINATORS = new Set([' ', '>', '+', '~']);

/**
 * The first index from `from` on, outside strings, escapes, parentheses and brackets, for
 * which `found` is true; -1 when there is none.
 */
function scanTopLevel(text: string, from: number, found: (index: number) => boolean): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i]!;
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && found(i)) return i;
  }
  return -1;
}

/**
 * Whether the RTL plugin may change these declarations: whether they hold anything one of
 * cssjanus's rules looks for (left or right, ltr or rtl, an e- or w-resize cursor, a shadow, a
 * translation, a background position, a comment, a border-radius of several values, a margin,
 * padding, border width, colour or style of four). Most rules hold none: of the 234 rules a
 * build of the 100-page bench corpus hands the plugin, 39 do and 19 change; of the bundled
 * site's 455, 146 and 70. The plugin parses a rule, writes it again and runs some twenty
 * regular expressions over it: 0.1 s of the build's thread at 100 pages, most of the cost of
 * writing CSS for both directions. Conservative: what this lets through is flipped, and
 * compared, as before; a test holds the two paths equal over every rule of the bundled site.
 */
const MAY_FLIP_WORDS = /left|right|ltr|rtl|resize|shadow|translate|background(?:-position(?:-x)?)?\s*:|\/\*|`/i;
/** A border-radius and its value (up to the declaration's end). */
const RADIUS = /border-radius\s*:([^;}]*)/gi;
/** A property cssjanus flips when it has four values, and its value. */
const FOUR_VALUES = /(?:margin|padding|border-width|-color|border-style)\s*:([^;}]*)/gi;

/**
 * Each value is read once: a single regular expression for "four values" would try every
 * split of a value, and a demo's styles, which are content, could make that quadratic.
 */
function mayFlip(body: string): boolean {
  if (MAY_FLIP_WORDS.test(body)) return true;
  for (const [, value = ''] of body.matchAll(RADIUS)) if (/[\s/]/.test(value)) return true;
  for (const [, value = ''] of body.matchAll(FOUR_VALUES)) if ((value.match(/\s/g)?.length ?? 0) >= 3) return true;
  return false;
}

/** The declarations of one rule as the RTL plugin flips them. */
export function flipDeclarations(body: string): string {
  return mayFlip(body) ? flipWithPlugin(body) : body;
}

/** The declarations as the RTL plugin flips them, through stylis. */
export function flipWithPlugin(body: string): string {
  const flipped = serialize(compile(`a{${body}}`), middleware([rtlPlugin as Middleware, stringify]));
  return flipped.slice(2, -1);
}

const isKeyframes = (element: Element | null | undefined) => Boolean(element && /keyframes$/.test(element.type));

/**
 * The stylis plugin of the server's Emotion caches: a rule whose declarations the RTL plugin
 * would change is written once per direction, as described above. Keyframes are left as they
 * are (their steps have no selector to put a condition on).
 */
export const bothDirections: Middleware = (element, _index, _children, callback) => {
  if (element.type !== RULESET || isKeyframes(element.parent) || !Array.isArray(element.children)) return undefined;
  // Serialised through the whole chain, so the vendor prefixes are in.
  const body = serialize(element.children, callback);
  if (!body) return undefined;
  const flipped = flipDeclarations(body);
  if (flipped === body) return undefined;
  const selectors = element.props as string[];
  const scoped = (direction: Direction) => selectors.map((selector) => addToSubject(selector, DIRECTION_CONDITION[direction])).join(',');
  // Nothing left for `stringify` to write: the rule is written here, twice.
  element.children = [];
  element.return = '';
  return `${scoped('ltr')}{${body}}${scoped('rtl')}{${flipped}}`;
};
