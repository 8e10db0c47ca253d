import { byCodeUnits } from '../util/code-units';
import { SEARCH_FIELDS, tokenize } from '../../shared/search-format';
import type { IndexedSection } from '../../shared/search-options';

/**
 * A term's postings in one field: for each section that has it (ascending), the distance from
 * the previous one and the count, as unsigned LEB128 numbers (one byte each, nearly always).
 * A large site's index holds millions of postings: as objects keyed by section, or arrays of
 * numbers, they were the largest thing the build's heap held (figures in the commit).
 */
interface FieldPostings {
  bytes: Uint8Array;
  length: number;
  /** The last section written. */
  last: number;
}

const pushNumber = (postings: FieldPostings, value: number) => {
  let rest = value;
  while (true) {
    if (postings.length === postings.bytes.length) {
      const grown = new Uint8Array(postings.bytes.length * 2);
      grown.set(postings.bytes);
      postings.bytes = grown;
    }
    if (rest < 0x80) {
      postings.bytes[postings.length++] = rest;
      return;
    }
    postings.bytes[postings.length++] = (rest & 0x7f) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
};

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
  const byTerm = new Map<string, (FieldPostings | undefined)[]>();
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
        const counts = new Map<string, number>();
        for (const term of tokenize(String(value))) counts.set(term, (counts.get(term) ?? 0) + 1);
        lengths[fieldId] = counts.size;
        // MiniSearch's running mean, computed as it does, so the floating point comes out the same.
        averageFieldLength[fieldId] = ((averageFieldLength[fieldId] || 0) * id + counts.size) / (id + 1);
        for (const [term, occurrences] of counts) {
          let fields = byTerm.get(term);
          if (!fields) {
            fields = [];
            byTerm.set(term, fields);
          }
          const postings = (fields[fieldId] ??= { bytes: new Uint8Array(8), length: 0, last: 0 });
          pushNumber(postings, id - postings.last);
          pushNumber(postings, occurrences);
          postings.last = id;
        }
      });
    },
    finish() {
      const terms = [...byTerm.keys()].sort(byCodeUnits);
      const fieldIds = Object.fromEntries(SEARCH_FIELDS.map((field, fieldId) => [field, fieldId]));
      // As JSON.stringify writes objects of integer keys: in ascending order, fields and sections alike.
      const postingsJson = (index: number) => {
        const parts: string[] = [];
        byTerm.get(terms[index]!)!.forEach((postings, fieldId) => {
          if (!postings) return;
          const { bytes, length } = postings;
          const entries: string[] = [];
          let at = 0;
          const next = () => {
            let value = 0;
            let scale = 1;
            while (true) {
              const byte = bytes[at++]!;
              value += (byte & 0x7f) * scale;
              if (byte < 0x80) return value;
              scale *= 0x80;
            }
          };
          let section = 0;
          while (at < length) {
            section += next();
            entries.push(`"${section}":${next()}`);
          }
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
