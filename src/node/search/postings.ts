import { byCodeUnits } from '../util/code-units';
import { SEARCH_FIELDS, tokenize } from '../../shared/search-format';
import type { IndexedSection } from '../../shared/search-options';

/** A term's postings: for each field that has it, section number -> occurrences. */
type TermPostings = Record<number, Record<number, number>>;

/** What the browser's MiniSearch loads besides the postings (`MiniSearch#toJSON` without `index` and `documentIds`). */
export interface IndexedDocuments {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  fieldLength: Record<number, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, never>;
  dirtCount: number;
  serializationVersion: 2;
}

export interface SectionPostings {
  /** Adds the next section: sections are numbered from 0 in the order they are added. */
  add(section: Omit<IndexedSection, 'id'>): void;
  /** The postings sorted by term (code unit order), and the documents' statistics. */
  finish(): { postings: [term: string, postings: TermPostings][]; documents: IndexedDocuments };
}

/**
 * The index MiniSearch makes of sections with `INDEX_OPTIONS`, made directly: the same numbers
 * in the same JSON, which the browser loads with `MiniSearch.loadJSON` (a test holds the two
 * byte for byte). MiniSearch keeps its terms in a radix tree, for the prefix and fuzzy lookups
 * of a search; a build only writes the terms out, sorted, and a map is several times faster
 * to fill: at 1000 pages, MiniSearch's `add` was most of the second the build spent on the
 * index after the pages had rendered.
 */
export function createSectionPostings(): SectionPostings {
  const byTerm = new Map<string, TermPostings>();
  const fieldLength: Record<number, number[]> = {};
  const averageFieldLength: number[] = [];
  let count = 0;
  return {
    add(section) {
      const id = count;
      count += 1;
      const lengths: number[] = [];
      fieldLength[id] = lengths;
      SEARCH_FIELDS.forEach((field, fieldId) => {
        const value = section[field];
        // MiniSearch skips a missing field, and leaves its length out.
        if (value === undefined || value === null) return;
        const terms = tokenize(String(value));
        const unique = new Set(terms).size;
        lengths[fieldId] = unique;
        // MiniSearch's running mean, computed as it does, so the floating point comes out the same.
        averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + unique) / (id + 1);
        for (const term of terms) {
          let postings = byTerm.get(term);
          if (!postings) {
            postings = {};
            byTerm.set(term, postings);
          }
          const inField = (postings[fieldId] ??= {});
          inField[id] = (inField[id] ?? 0) + 1;
        }
      });
    },
    finish() {
      const postings = [...byTerm].sort(([a], [b]) => byCodeUnits(a, b));
      const fieldIds = Object.fromEntries(SEARCH_FIELDS.map((field, fieldId) => [field, fieldId]));
      return {
        postings,
        documents: { documentCount: count, nextId: count, fieldIds, fieldLength, averageFieldLength, storedFields: {}, dirtCount: 0, serializationVersion: 2 },
      };
    },
  };
}
