/**
 * The search index's files, as the build writes them and the browser reads them, and the
 * rules both sides must share (how text becomes terms). Pure: no Node, no DOM.
 *
 * Under `/assets/search/` (every file but the manifest named by its content's hash):
 * - `index.json`: the manifest, naming each partition (one per language and product: a reader
 *   searches their product first, and widens to the others on demand);
 * - a partition's core: its pages, its sorted dictionary of terms and MiniSearch's document
 *   data (field lengths), but none of the postings;
 * - its term shards: the postings of a contiguous range of the dictionary. A query looks its
 *   words up in the dictionary (exactly, as a prefix, within one or two edits) and fetches only
 *   the shards holding the terms it matched;
 * - its text chunks (whole pages): each section's anchor, heading and text, fetched only for
 *   the results shown.
 */

export const SEARCH_DIR = 'assets/search';
export const SEARCH_MANIFEST = `${SEARCH_DIR}/index.json`;
/** Bumped whenever the files' shape changes: an open page with an older script ignores a newer index. */
export const SEARCH_FORMAT = 1;

export interface SearchManifest {
  format: number;
  partitions: SearchPartitionRef[];
}

export interface SearchPartitionRef {
  language: string;
  product: string;
  /** The product's name, for the "all products" results. */
  productName: string;
  /** URL of the partition's core file. */
  core: string;
  sections: number;
}

/** A partition's core file. */
export interface SearchCoreFile {
  /** The partition's pages: url and title, by page number. */
  pages: [url: string, title: string][];
  /** The page number of each section (sections are numbered from 0 in page order). */
  sectionPages: number[];
  /** The first section of each text chunk, and the chunks' URLs. */
  chunkStarts: number[];
  chunks: string[];
  /** Every term of the partition, sorted (code unit order). */
  terms: string[];
  /** The index in `terms` of the first term of each shard, and the shards' URLs. */
  shardStarts: number[];
  shards: string[];
  /** MiniSearch's serialised index without its postings (`index: []`): loaded with the shards' postings. */
  documents: unknown;
}

/** A term shard: MiniSearch's postings (`[term, { field: { document: count } }]`) for a range of terms. */
export type SearchShardFile = [term: string, postings: unknown][];

/** A text chunk: section number -> its anchor (`''` for a page's introduction), heading and text. */
export type SearchChunkFile = Record<string, [anchor: string, heading: string, text: string]>;

/** Fields of an indexed section. */
export const SEARCH_FIELDS = ['title', 'heading', 'text', 'code'] as const;

/** Weights of the fields: a word in a page title counts most, then in a heading, then the prose; code least. */
export const FIELD_BOOST = { title: 5, heading: 3, text: 1, code: 0.4 } as const;

/** Scripts written without spaces between words: searched by substring (character pairs). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD_SEPARATOR = /[\s\p{P}\p{S}]+/u;

/**
 * Text to terms, the same at build time and query time: words split at spaces, punctuation and
 * symbols, lowercased; a run of CJK characters gives its character pairs and its last
 * character, so that any substring is found (a query's pairs all match, in any order).
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().split(WORD_SEPARATOR)) {
    if (word === '') continue;
    if (!CJK.test(word)) {
      terms.push(word);
      continue;
    }
    // A word mixing CJK and Latin ("react组件"): the Latin parts are words, the CJK runs pairs.
    for (const latin of word.split(CJK_RUN)) if (latin !== '') terms.push(latin);
    for (const run of word.match(CJK_RUN) ?? []) {
      const chars = [...run];
      for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i]! + chars[i + 1]!);
      // The last character alone: every character then begins a term, so one character is
      // found (as a prefix) wherever it is.
      terms.push(chars[chars.length - 1]!);
    }
  }
  return terms;
}

/** Whether a term is CJK (a character pair or a lone character), which is never matched fuzzily. */
export const isCjkTerm = (term: string): boolean => CJK.test(term);
