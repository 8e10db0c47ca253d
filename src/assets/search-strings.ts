/**
 * The texts the search dialog and the /search page's script show, in English, by the key the
 * theme's strings use them under (`search.<key>`). The server renders a page's translations of
 * those that differ from these into the page (`data-search-strings` on an inert JSON script),
 * so an English page carries none and the always-on script carries no translations at all.
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

/** The attribute of the `<script type="application/json">` that holds a page's translated search texts. */
export const SEARCH_STRINGS_ATTRIBUTE = 'data-search-strings';

/** `{{name}}` replaced by `values[name]`; a name without a value stays as written. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
