/**
 * Heading ids as upstream computes them (REFERENCE 11), so that links written for upstream's
 * pages (`#whats-changed`, `#row-gap-amp-column-gap`) reach the same headings here. Upstream
 * renders the heading with marked, then hashes that HTML (`textToHash` of its markdown
 * package, at the corpus's commit): tags go, the escapes of `'`, `<`, `=>` and ` />` go,
 * every run of punctuation and white space becomes `-` (so `&amp;` leaves `amp`, `&quot;`
 * leaves `quot`), emoji go, and `-` is trimmed from both ends.
 */

/** marked's escapes of HTML's special characters. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as marked writes a code span's content: every special character escaped. */
export const escapeCode = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Text as marked writes it from the markdown source of a text run: a backslash escape gives
 * its character, escaped; an entity reference (`&amp;`, `&nbsp;`, `&#39;`, even an unknown
 * `&name;`) is written as it was; other special characters are escaped.
 */
export const escapeSource = (source: string): string =>
  source.replace(/\\([!-/:-@[-`{-~])|&(?:#\d{1,7}|#[xX][a-fA-F0-9]{1,6}|\w+);|[&<>"']/g, (match, escaped: string | undefined) =>
    escaped !== undefined ? (ESCAPES[escaped] ?? escaped) : match.length > 1 ? match : ESCAPES[match]!,
  );

/** Emoji and symbols upstream removes: private use, the surrogate pairs of emoji, U+2011 to U+26FF. */
const EMOJI = /([\uE000-\uF8FF]|\uD83C[\uDC00-\uDFFF]|\uD83D[\uDC00-\uDFFF]|[\u2011-\u26FF]|\uD83E[\uDD10-\uDDFF])/g;

/**
 * The id of a heading from its HTML as marked renders it (see `escapeSource`, `escapeCode`).
 * Upstream ends with `encodeURI`; the id here is the decoded form (`déjà-vu` where upstream
 * writes `d%C3%A9j%C3%A0-vu`): a browser looks a fragment up as written, then percent-decoded,
 * so every link that reaches upstream's id reaches this one, and the scroll-spy and the link
 * check, which compare decoded fragments, find it too.
 */
export function textToHash(html: string): string {
  return html
    .toLowerCase()
    .replace(/<\/?[^>]+(>|$)/g, '')
    .replace(/=&gt;|&lt;| \/&gt;|<code>|<\/code>|&#39;/g, '')
    .replace(/[!@#$%^&*()=_+[\]{}`~;:'"|,.<>/?\s]+/g, '-')
    .replace(EMOJI, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Ids unique within a page, from headings' HTML: the second `usage` is `usage-2`, the third
 * `usage-3`, each the first `usage-n` (n from 2) no heading has yet, so a heading written
 * `Usage 2` is never given an id a repeat of `Usage` already took, nor the reverse. A heading
 * that hashes to nothing (only punctuation or emoji) gets `section`, where upstream writes an
 * empty id that nothing can link to.
 *
 * The search for a free `n` starts where the last one for the same text stopped: ids are only
 * ever added, so every smaller `n` is still taken. Starting from 2 each time made a page of
 * many equal headings cost time quadratic in their number (20,000 `## Same` took 33 s).
 */
export function createSlugger(): (html: string) => string {
  const used = new Set<string>();
  /** For each base id given more than once, the `n` to try first for its next repeat. */
  const nextSuffix = new Map<string, number>();
  return (html) => {
    const base = textToHash(html) || 'section';
    let id = base;
    if (used.has(base)) {
      let n = nextSuffix.get(base) ?? 2;
      for (id = `${base}-${n}`; used.has(id); id = `${base}-${n}`) n += 1;
      nextSuffix.set(base, n + 1);
    }
    used.add(id);
    return id;
  };
}
