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

/** Text chunks of whole pages, one file at a time; pushes the first section of each to `starts`. */
function* chunkFiles(pages: readonly SearchPage[], name: string, starts: number[]): Generator<SearchFile> {
  let count = 0;
  let chunk: SearchChunkFile = {};
  let inChunk = 0;
  let id = 0;
  const flush = (): SearchFile => {
    const text = JSON.stringify(chunk);
    const file = { path: hashedAssetPath(`${name}-${count}`, 'json', text), contents: text };
    count += 1;
    chunk = {};
    inChunk = 0;
    return file;
  };
  for (const page of pages) {
    if (inChunk > 0 && inChunk + page.sections.length > CHUNK_SECTIONS) yield flush();
    if (inChunk === 0) starts.push(id);
    for (const section of page.sections) {
      chunk[id] = [section.anchor, section.heading, section.code ? `${section.text}\n${section.code}` : section.text];
      id += 1;
      inChunk += 1;
    }
  }
  if (inChunk > 0) yield flush();
}

/**
 * Postings in shards of contiguous terms, one file at a time; pushes the first term of each to
 * `starts`. Each term's entry is made as JSON text when its shard is: the postings of a whole
 * partition, made at once, were the largest thing a large build held.
 */
function* shardFiles(terms: readonly string[], postingsJson: (term: number) => string, name: string, starts: number[]): Generator<SearchFile> {
  let count = 0;
  // Entries of the shard, each as JSON.stringify writes `[term, postings]`: a shard is their list.
  let shard: string[] = [];
  let bytes = 0;
  const flush = (): SearchFile => {
    const text = `[${shard.join(',')}]`;
    const file = { path: hashedAssetPath(`${name}-t${count}`, 'json', text), contents: text };
    count += 1;
    shard = [];
    bytes = 0;
    return file;
  };
  for (const [index, term] of terms.entries()) {
    if (shard.length === 0) starts.push(index);
    const entry = `[${JSON.stringify(term)},${postingsJson(index)}]`;
    shard.push(entry);
    bytes += entry.length;
    if (bytes >= SHARD_BYTES) yield flush();
  }
  if (shard.length > 0) yield flush();
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

/** One partition's files, one at a time (text chunks, term shards, then the core file that lists them); returns its entry in the manifest. */
function* partitionFiles({ pages, sectionPages, sections, postings: indexed }: Partition, productName: string): Generator<SearchFile, SearchPartitionRef> {
  const first = pages[0]!;
  const name = `search/${fileName(first.language)}-${fileName(first.product)}`;
  const chunkStarts: number[] = [];
  const chunkPaths: string[] = [];
  for (const file of chunkFiles(pages, name, chunkStarts)) {
    chunkPaths.push(`/${file.path}`);
    yield file;
  }
  const { terms, postingsJson, documents } = indexed.finish();
  const shardStarts: number[] = [];
  const shardPaths: string[] = [];
  for (const file of shardFiles(terms, postingsJson, name, shardStarts)) {
    shardPaths.push(`/${file.path}`);
    yield file;
  }
  const core: SearchCoreFile = {
    pages: pages.map((page) => [page.url, page.title]),
    sectionPages,
    chunkStarts,
    chunks: chunkPaths,
    terms,
    shardStarts,
    shards: shardPaths,
    // The sections are numbered as MiniSearch numbers its documents: its map from its numbers
    // to the ids is the identity, which the browser rebuilds rather than downloads.
    documents: { ...documents, documentIds: {}, index: [] },
  };
  const coreText = JSON.stringify(core);
  const coreFile = { path: hashedAssetPath(name, 'json', coreText), contents: coreText };
  yield coreFile;
  return { language: first.language, product: first.product, productName, core: `/${coreFile.path}`, sections };
}

/**
 * The search index (see search-format.ts), built a page at a time: a build adds each page as
 * soon as it (and every page before it) is rendered, so indexing overlaps rendering instead of
 * following it. `files` gives, for each language and product, its text chunks, term shards and
 * core file, then the manifest, one file at a time (a build writes each before the next is
 * made: a large site's are hundreds of megabytes). The same pages added in the same order give the same
 * files in the same order.
 */
export function createSearchIndexer(productNames: Readonly<Record<string, string>>): { add(page: SearchPage): void; files(): Generator<SearchFile> } {
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
    *files() {
      const manifest: SearchManifest = { format: SEARCH_FORMAT, partitions: [] };
      for (const key of [...byKey.keys()].sort(byCodeUnits)) {
        const partition = byKey.get(key)!;
        const product = partition.pages[0]!.product;
        manifest.partitions.push(yield* partitionFiles(partition, productNames[product] ?? product));
      }
      yield { path: SEARCH_MANIFEST, contents: `${JSON.stringify(manifest)}\n` };
    },
  };
}

/** The search index of the given pages, in the order given, one file at a time (see `createSearchIndexer`). */
export function writeSearchIndex(pages: readonly SearchPage[], productNames: Readonly<Record<string, string>>): Generator<SearchFile> {
  const indexer = createSearchIndexer(productNames);
  for (const page of pages) indexer.add(page);
  return indexer.files();
}
