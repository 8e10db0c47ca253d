import type { Options, SearchOptions } from 'minisearch';
import { FIELD_BOOST, isCjkTerm, SEARCH_FIELDS, tokenize } from './search-format';

/** A section as MiniSearch indexes it (its id is its number in the partition). */
export interface IndexedSection {
  id: number;
  title: string;
  heading: string;
  text: string;
  code: string;
}

/**
 * How sections are indexed, the same when the build writes an index and when the browser loads
 * it. Terms are already lowercased by `tokenize`.
 */
export const INDEX_OPTIONS: Options<IndexedSection> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  tokenize,
  processTerm: (term) => term,
};

/**
 * How a query is matched: every word must match (the search widens to any word when none
 * matches them all); each word also matches the words it begins (`autocompl`), and words of
 * four letters or more match words one edit away (two from nine letters on: `butoon` finds
 * Button). CJK character pairs match exactly or as a prefix.
 */
export function searchOptions(combineWith: 'AND' | 'OR'): SearchOptions {
  return {
    boost: { ...FIELD_BOOST },
    combineWith,
    prefix: usesPrefix,
    fuzzy: (term) => fuzzyDistance(term) || false,
    maxFuzzy: 2,
    weights: { fuzzy: 0.3, prefix: 0.5 },
  };
}

/** Whether a query word also matches the words it begins. */
export const usesPrefix = (term: string): boolean => term.length >= 2 || isCjkTerm(term);

/** The edits a query word may be away from a word it matches (0: none). */
export const fuzzyDistance = (term: string): number => (isCjkTerm(term) || term.length < 4 ? 0 : term.length >= 9 ? 2 : 1);
