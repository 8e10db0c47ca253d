/**
 * String cuts that patterns such as `/\/+$/` or `/[?#].*$/` would make, in linear time: on
 * content (a link, a navigation pathname), a long run of `/` or `#` followed by anything else
 * makes those patterns read the run again from each of its characters.
 */

/** `text` without its trailing characters of `chars`, keeping at least `keep` characters (`/a//` -> `/a`; `/` stays with `keep` 1). */
export function trimEnd(text: string, chars: string, keep = 0): string {
  let end = text.length;
  while (end > keep && chars.includes(text[end - 1]!)) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without its leading and trailing `char`s. */
export function trimBoth(text: string, char: string): string {
  let start = 0;
  while (start < text.length && text[start] === char) start += 1;
  return trimEnd(text.slice(start), char);
}

/** `text` up to the first of `stops` (`a?b#c` -> `a` for `?#`), all of it when there is none. */
export function cutAt(text: string, stops: string): string {
  for (let i = 0; i < text.length; i += 1) if (stops.includes(text[i]!)) return text.slice(0, i);
  return text;
}
