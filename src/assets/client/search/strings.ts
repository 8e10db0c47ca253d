/**
 * The search texts of the page's language: the English ones (src/assets/search-strings.ts)
 * with the translations the server rendered into `[data-search-strings]` over them.
 */
import { SEARCH_STRINGS, SEARCH_STRINGS_ATTRIBUTE, type SearchStrings } from '../../search-strings';

export function pageSearchStrings(doc: Document): SearchStrings {
  const json = doc.querySelector(`[${SEARCH_STRINGS_ATTRIBUTE}]`)?.getAttribute(SEARCH_STRINGS_ATTRIBUTE);
  let translated: unknown = null;
  try {
    translated = json ? JSON.parse(json) : null;
  } catch {
    // The English texts, then.
  }
  const own: Partial<SearchStrings> = {};
  if (translated !== null && typeof translated === 'object') {
    for (const [key, text] of Object.entries(translated)) if (key in SEARCH_STRINGS && typeof text === 'string') own[key as keyof SearchStrings] = text;
  }
  return { ...SEARCH_STRINGS, ...own };
}
