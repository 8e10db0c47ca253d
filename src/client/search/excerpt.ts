/**
 * The part of a section's text a result shows, with the words the query matched marked. Pure:
 * it returns pieces, which the dialog turns into text nodes and `<mark>` elements (the text is
 * the site's content, never parsed as HTML).
 */

export interface Piece {
  text: string;
  marked: boolean;
}

/** Characters of text around the first match. */
export const EXCERPT_LENGTH = 160;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A pattern matching the terms where they occur in the text: a Latin term at the start of a
 * word, as the index matched it (a prefix match marks the whole word's start); a CJK term
 * (character pair) anywhere.
 */
function termPattern(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  const alternatives = usable.map((term) => (CJK.test(term) ? escapeRegExp(term) : `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}[\\p{L}\\p{N}]*`));
  return new RegExp(alternatives.join('|'), 'giu');
}

/** Splits text into marked and unmarked pieces. */
export function markTerms(text: string, terms: readonly string[]): Piece[] {
  const pattern = termPattern(terms);
  if (!pattern) return text ? [{ text, marked: false }] : [];
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match[0] === '') continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index), marked: false });
    pieces.push({ text: match[0], marked: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), marked: false });
  return pieces;
}

/**
 * A window of the text around its first match (its beginning when nothing matches), cut at
 * word boundaries, with `…` where it was cut, and its matches marked.
 */
export function excerpt(text: string, terms: readonly string[], length = EXCERPT_LENGTH): Piece[] {
  if (text.length <= length) return markTerms(text, terms);
  const pattern = termPattern(terms);
  const first = pattern ? (text.search(pattern) ?? -1) : -1;
  let start = Math.max(0, (first === -1 ? 0 : first) - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < start + 20) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > end - 20) end = space;
  }
  const pieces = markTerms(text.slice(start, end), terms);
  if (start > 0) pieces.unshift({ text: '…', marked: false });
  if (end < text.length) pieces.push({ text: '…', marked: false });
  return pieces;
}
