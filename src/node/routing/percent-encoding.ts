/**
 * Percent-encoding for URLs the servers send (a redirect's `Location`): what a URL may not hold
 * as it is becomes UTF-8 `%XX` escapes, and nothing else changes, so a header never carries a
 * raw byte, a space or a CR/LF, whatever the request or a `_redirects` rule contained.
 */

/** Lone surrogates cannot be UTF-8 encoded (`encodeURIComponent` throws on them): U+FFFD stands in, as `toWellFormed` does. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/**
 * A decoded path segment as it must appear in a URL: everything but unreserved characters,
 * sub-delims, `:` and `@` is escaped, so `/`, `?`, `#`, `%`, spaces and non-ASCII text stay
 * part of the segment.
 */
export function encodePathSegment(segment: string): string {
  return wellFormed(segment).replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/gu, encodeURIComponent);
}

/**
 * A URL (or path) made valid: characters no URL holds (controls, spaces, `"<>\^`{|}`,
 * non-ASCII) are escaped, as is a `%` that starts no escape; existing escapes and the
 * characters that give a URL its structure (`/?#:@&=`...) are kept as they are.
 */
export function encodeUrl(url: string): string {
  return wellFormed(url).replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gu, encodeURIComponent);
}
