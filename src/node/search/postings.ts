import { byCodeUnits } from '../util/code-units';
import { SEARCH_FIELDS, tokenize } from '../../shared/search-format';
import type { IndexedSection } from '../../shared/search-options';

/**
 * A term's postings, field by field (by field number): the sections that have it, ascending,
 * each followed by its count (`[section, count, section, count, ...]`). Numbers in arrays, not
 * objects keyed by section: at 10,000 pages an index holds millions of postings, which as
 * objects took most of a gigabyte of the build's memory.
 */
type TermRuns = (number[] | undefined)[];

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
  /**
   * The terms sorted (code unit order); each one's postings as the JSON MiniSearch writes for
   * them (`{"<field>":{"<section>":<count>}}`), made when asked for; and the documents' statistics.
   */
  finish(): { terms: string[]; postingsJson(term: number): string; documents: IndexedDocuments };
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
  const byTerm = new Map<string, TermRuns>();
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
          let fields = byTerm.get(term);
          if (!fields) {
            fields = [];
            byTerm.set(term, fields);
          }
          const runs = (fields[fieldId] ??= []);
          // Sections come in order: this one's count, if it has one yet, is the last.
          if (runs.length > 0 && runs[runs.length - 2] === id) runs[runs.length - 1]! += 1;
          else runs.push(id, 1);
        }
      });
    },
    finish() {
      const terms = [...byTerm.keys()].sort(byCodeUnits);
      const fieldIds = Object.fromEntries(SEARCH_FIELDS.map((field, fieldId) => [field, fieldId]));
      // As JSON.stringify writes objects of integer keys: in ascending order, fields and sections alike.
      const postingsJson = (index: number) => {
        const parts: string[] = [];
        byTerm.get(terms[index]!)!.forEach((runs, fieldId) => {
          if (!runs) return;
          const entries: string[] = [];
          for (let i = 0; i < runs.length; i += 2) entries.push(`"${runs[i]}":${runs[i + 1]}`);
          parts.push(`"${fieldId}":{${entries.join(',')}}`);
        });
        return `{${parts.join(',')}}`;
      };
      return {
        terms,
        postingsJson,
        documents: { documentCount: count, nextId: count, fieldIds, fieldLength, averageFieldLength, storedFields: {}, dirtCount: 0, serializationVersion: 2 },
      };
    },
  };
}
