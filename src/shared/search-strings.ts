/**
 * The texts the search dialog and the /search page's script show, in English, by the key the
 * interface strings use them under (`search.<key>`, so a site's translation files translate
 * them as any other). A page whose texts differ from these carries its own in a data block the
 * engine writes (`<script type="application/json" id="docs-search-strings">`, only those that
 * differ), so an English page carries none and the always-on script carries no translations.
 *
 * `{{name}}` in a text is replaced by the value of that name.
 */
export const SEARCH_STRINGS = {
  label: 'Search the docs',
  close: 'Esc: close search',
  scope: 'Where to search',
  results: 'Search results',
  keyboardHints: '↑ ↓ to choose · Enter to open · Esc to close',
  recent: 'Recent searches',
  recentCountOne: '1 recent search',
  recentCount: '{{count}} recent searches',
  allProducts: 'All products',
  notAvailable: 'Search is not available: its index could not be loaded (are you offline?)',
  noResults: 'No results for “{{query}}”',
  noResultsIn: 'No results for “{{query}}” in {{product}}',
  /** `{{results}}` and `{{pages}}` are the texts of `resultCount*` and `pageCount*`. */
  count: '{{results}} on {{pages}}',
  countIn: '{{results}} on {{pages}} in {{product}}',
  resultCountOne: '1 result',
  resultCount: '{{count}} results',
  pageCountOne: '1 page',
  pageCount: '{{count}} pages',
} as const;

export type SearchStringKey = keyof typeof SEARCH_STRINGS;
export type SearchStrings = Record<SearchStringKey, string>;

/** The id of the data block that holds a page's own search texts. */
export const SEARCH_STRINGS_ID = 'docs-search-strings';

/** The prefix of the search texts among the interface strings. */
export const SEARCH_STRINGS_PREFIX = 'search.';

/** Of a page's interface strings, the search texts that differ from the English ones; null when none do. */
export function ownSearchStrings(strings: Readonly<Record<string, string>>): Partial<SearchStrings> | null {
  const own: Partial<SearchStrings> = {};
  for (const key of Object.keys(SEARCH_STRINGS) as SearchStringKey[]) {
    const text = strings[`${SEARCH_STRINGS_PREFIX}${key}`];
    if (text !== undefined && text !== SEARCH_STRINGS[key]) own[key] = text;
  }
  return Object.keys(own).length > 0 ? own : null;
}

/**
 * `{{name}}` replaced by `values[name]`; a name without a value stays as written. Own values
 * only: a translation's `{{constructor}}` is not Object's (Safari 15.0 has no Object.hasOwn).
 */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole));
}
