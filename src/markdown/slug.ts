/**
 * The id of a heading, from its text (REFERENCE 11): lowercase, every run of characters that
 * are not letters or digits becomes one `-`, and `-` is trimmed from both ends. Letters and
 * digits of every script are kept, so non-English headings get readable ids.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Ids unique within a page: the second `usage` is `usage-2`, the third `usage-3`. An empty
 * slug (a heading of only punctuation or emoji) becomes `section`.
 */
export function createSlugger(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
