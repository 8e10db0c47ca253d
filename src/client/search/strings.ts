/**
 * The search texts of the page's language: the English ones (src/shared/search-strings.ts)
 * with the page's own, from the data block the engine wrote in its head, over them.
 */
import { SEARCH_STRINGS, SEARCH_STRINGS_ID, type SearchStrings } from '../../shared/search-strings';
import { jsonScriptText } from '../common/page-globals';

export function pageSearchStrings(doc: Document): SearchStrings {
  const json = jsonScriptText(doc, SEARCH_STRINGS_ID);
  let translated: unknown = null;
  try {
    translated = json ? JSON.parse(json) : null;
  } catch {
    // The English texts, then.
  }
  const own: Partial<SearchStrings> = {};
  if (translated !== null && typeof translated === 'object') {
    // Own keys only (not `constructor`); Safari 15.0 has no Object.hasOwn.
    for (const [key, text] of Object.entries(translated)) {
      if (Object.prototype.hasOwnProperty.call(SEARCH_STRINGS, key) && typeof text === 'string') own[key as keyof SearchStrings] = text;
    }
  }
  return { ...SEARCH_STRINGS, ...own };
}
