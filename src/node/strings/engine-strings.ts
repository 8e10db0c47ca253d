import { API_STRINGS } from './api-strings';
import { SEARCH_STRINGS, SEARCH_STRINGS_PREFIX } from '../../shared/search-strings';

/**
 * The English texts of what docs-site shows itself, whatever the theme: the pages it makes
 * (404 title, offline page, /search page) and the search dialog. They are interface strings
 * like the theme's: the theme's `strings` may change them, translation files translate them,
 * and a language that lacks one is warned about. The API pages' own are in `API_STRINGS`.
 */
export const ENGINE_STRINGS: Readonly<Record<string, string>> = {
  'notFound.title': 'Page not found',
  'offline.title': 'You are offline',
  'offline.notSaved': 'This page has not been saved for reading offline yet.',
  'offline.available': 'The pages you have already opened are available; this one will be as soon as you are back online.',
  'search.title': 'Search',
  'search.submit': 'Search',
  'search.needsJavaScript': 'Search runs in your browser: it needs JavaScript.',
  ...API_STRINGS,
  ...Object.fromEntries(Object.entries(SEARCH_STRINGS).map(([key, text]) => [`${SEARCH_STRINGS_PREFIX}${key}`, text])),
};
