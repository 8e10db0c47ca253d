import { hashedAssetPath } from '../routing/asset-names';
import { byCodeUnits } from '../util/code-units';
import { createSectionPostings, type SectionPostings } from './postings';
import {
  SEARCH_FORMAT,
  SEARCH_MANIFEST,
  type SearchChunkFile,
  type SearchCoreFile,
  type SearchManifest,
  type SearchPartitionRef,
  type SearchShardFile,
} from '../../shared/search-format';
import type { SearchPage } from '../model/search';

/** Sections per text chunk (whole pages, so a page's sections come in one file): about 15 KB gzip. */
export const CHUNK_SECTIONS = 40;
/** Bytes of postings (JSON) per term shard: about 12 KB gzip, a few of which a query fetches. */
export const SHARD_BYTES = 48 * 1024;

export interface SearchFile {
  /** Posix path inside the output folder. */
  path: string;
  contents: string;
}

const fileName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'x';

/** Text chunks of whole pages; returns the files and the first section of each. */
function writeChunks(pages: readonly SearchPage[], name: string): { files: SearchFile[]; starts: number[] } {
  const files: SearchFile[] = [];
  const starts: number[] = [];
  let chunk: SearchChunkFile = {};
  let inChunk = 0;
  let id = 0;
  const flush = () => {
    const text = JSON.stringify(chunk);
    files.push({ path: hashedAssetPath(`${name}-${files.length}`, 'json', text), contents: text });
    chunk = {};
    inChunk = 0;
  };
  for (const page of pages) {
    if (inChunk > 0 && inChunk + page.sections.length > CHUNK_SECTIONS) flush();
    if (inChunk === 0) starts.push(id);
    for (const section of page.sections) {
      chunk[id] = [section.anchor, section.heading, section.code ? `${section.text}\n${section.code}` : section.text];
      id += 1;
      inChunk += 1;
    }
  }
  if (inChunk > 0) flush();
  return { files, starts };
}

/**
 * Postings in shards of contiguous terms; returns the files and the first term of each. Each
 * term's entry is written as JSON text when its shard is (the postings of a whole partition,
 * made at once, were the largest thing a 10,000-page build held).
 */
function writeShards(terms: readonly string[], postingsJson: (term: number) => string, name: string): { files: SearchFile[]; starts: number[] } {
  const files: SearchFile[] = [];
  const starts: number[] = [];
  // Entries of the shard, each as JSON.stringify writes `[term, postings]`: a shard is their list.
  let shard: string[] = [];
  let bytes = 0;
  const flush = () => {
    const text = `[${shard.join(',')}]`;
    files.push({ path: hashedAssetPath(`${name}-t${files.length}`, 'json', text), contents: text });
    shard = [];
    bytes = 0;
  };
  terms.forEach((term, index) => {
    if (shard.length === 0) starts.push(index);
    const entry = `[${JSON.stringify(term)},${postingsJson(index)}]`;
    shard.push(entry);
    bytes += entry.length;
    if (bytes >= SHARD_BYTES) flush();
  });
  if (shard.length > 0) flush();
  return { files, starts };
}

/** One language and product's sections, indexed as its pages come. */
interface Partition {
  pages: SearchPage[];
  sectionPages: number[];
  sections: number;
  postings: SectionPostings;
}

function addToPartition(partition: Partition, page: SearchPage): void {
  const pageNumber = partition.pages.length;
  partition.pages.push(page);
  for (const section of page.sections) {
    partition.sectionPages.push(pageNumber);
    partition.postings.add({ title: page.title, heading: section.heading, text: section.text, code: section.code });
    partition.sections += 1;
  }
}

/** One partition's files, and its entry in the manifest. */
function writePartition({ pages, sectionPages, sections, postings: indexed }: Partition, productName: string): { ref: SearchPartitionRef; files: SearchFile[] } {
  const first = pages[0]!;
  const name = `search/${fileName(first.language)}-${fileName(first.product)}`;
  const { terms, postingsJson, documents } = indexed.finish();
  const chunks = writeChunks(pages, name);
  const shards = writeShards(terms, postingsJson, name);
  const core: SearchCoreFile = {
    pages: pages.map((page) => [page.url, page.title]),
    sectionPages,
    chunkStarts: chunks.starts,
    chunks: chunks.files.map((f) => `/${f.path}`),
    terms,
    shardStarts: shards.starts,
    shards: shards.files.map((f) => `/${f.path}`),
    // The sections are numbered as MiniSearch numbers its documents: its map from its numbers
    // to the ids is the identity, which the browser rebuilds rather than downloads.
    documents: { ...documents, documentIds: {}, index: [] },
  };
  const coreText = JSON.stringify(core);
  const coreFile = { path: hashedAssetPath(name, 'json', coreText), contents: coreText };
  return {
    ref: { language: first.language, product: first.product, productName, core: `/${coreFile.path}`, sections },
    files: [coreFile, ...shards.files, ...chunks.files],
  };
}

/**
 * The search index (see search-format.ts), built a page at a time: a build adds each page as
 * soon as it (and every page before it) is rendered, so indexing overlaps rendering instead of
 * following it. `files` gives a manifest, and for each language and product a core file, term
 * shards and text chunks. The same pages added in the same order give the same bytes.
 */
export function createSearchIndexer(productNames: Readonly<Record<string, string>>): { add(page: SearchPage): void; files(): SearchFile[] } {
  const byKey = new Map<string, Partition>();
  return {
    add(page) {
      if (page.sections.length === 0) return;
      const key = `${page.language}\0${page.product}`;
      let partition = byKey.get(key);
      if (!partition) {
        partition = { pages: [], sectionPages: [], sections: 0, postings: createSectionPostings() };
        byKey.set(key, partition);
      }
      addToPartition(partition, page);
    },
    files() {
      const manifest: SearchManifest = { format: SEARCH_FORMAT, partitions: [] };
      const files: SearchFile[] = [];
      for (const key of [...byKey.keys()].sort(byCodeUnits)) {
        const partition = byKey.get(key)!;
        const product = partition.pages[0]!.product;
        const written = writePartition(partition, productNames[product] ?? product);
        manifest.partitions.push(written.ref);
        files.push(...written.files);
      }
      return [{ path: SEARCH_MANIFEST, contents: `${JSON.stringify(manifest)}\n` }, ...files];
    },
  };
}

/** The search index of the given pages, in the order given (see `createSearchIndexer`). */
export function writeSearchIndex(pages: readonly SearchPage[], productNames: Readonly<Record<string, string>>): SearchFile[] {
  const indexer = createSearchIndexer(productNames);
  for (const page of pages) indexer.add(page);
  return indexer.files();
}
