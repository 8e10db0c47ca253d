import MiniSearch from 'minisearch';
import { hashedAssetPath } from '../output/asset-names';
import { INDEX_OPTIONS, type IndexedSection } from './search-options';
import {
  SEARCH_FORMAT,
  SEARCH_MANIFEST,
  type SearchChunkFile,
  type SearchCoreFile,
  type SearchManifest,
  type SearchPartitionRef,
  type SearchShardFile,
} from './search-format';
import type { SearchPage } from './types';

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
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The pages of each language and product, in the order given. */
function partitions(pages: readonly SearchPage[]): SearchPage[][] {
  const byKey = new Map<string, SearchPage[]>();
  for (const page of pages) {
    const key = `${page.language}\0${page.product}`;
    byKey.set(key, [...(byKey.get(key) ?? []), page]);
  }
  return [...byKey.keys()].sort(byCodeUnits).map((key) => byKey.get(key)!);
}

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

/** Postings in shards of contiguous terms; returns the files and the first term of each. */
function writeShards(postings: SearchShardFile, name: string): { files: SearchFile[]; starts: number[] } {
  const files: SearchFile[] = [];
  const starts: number[] = [];
  let shard: SearchShardFile = [];
  let bytes = 0;
  const flush = () => {
    const text = JSON.stringify(shard);
    files.push({ path: hashedAssetPath(`${name}-t${files.length}`, 'json', text), contents: text });
    shard = [];
    bytes = 0;
  };
  postings.forEach((entry, index) => {
    if (shard.length === 0) starts.push(index);
    shard.push(entry);
    bytes += JSON.stringify(entry).length;
    if (bytes >= SHARD_BYTES) flush();
  });
  if (shard.length > 0) flush();
  return { files, starts };
}

/** One partition's files, and its entry in the manifest. */
function writePartition(pages: readonly SearchPage[], productName: string): { ref: SearchPartitionRef; files: SearchFile[] } {
  const first = pages[0]!;
  const name = `search/${fileName(first.language)}-${fileName(first.product)}`;
  const documents: IndexedSection[] = [];
  const sectionPages: number[] = [];
  pages.forEach((page, pageNumber) => {
    for (const section of page.sections) {
      sectionPages.push(pageNumber);
      documents.push({ id: documents.length, title: page.title, heading: section.heading, text: section.text, code: section.code });
    }
  });
  const mini = new MiniSearch<IndexedSection>(INDEX_OPTIONS);
  mini.addAll(documents);
  // MiniSearch numbers the sections as they are added, as `id` does: its map from its numbers
  // to the ids is the identity, which the browser rebuilds rather than downloads.
  const { index, documentIds: _identity, ...rest } = mini.toJSON();
  const postings = (index as SearchShardFile).sort(([a], [b]) => byCodeUnits(a, b));
  const chunks = writeChunks(pages, name);
  const shards = writeShards(postings, name);
  const core: SearchCoreFile = {
    pages: pages.map((page) => [page.url, page.title]),
    sectionPages,
    chunkStarts: chunks.starts,
    chunks: chunks.files.map((f) => `/${f.path}`),
    terms: postings.map(([term]) => term),
    shardStarts: shards.starts,
    shards: shards.files.map((f) => `/${f.path}`),
    documents: { ...rest, documentIds: {}, index: [] },
  };
  const coreText = JSON.stringify(core);
  const coreFile = { path: hashedAssetPath(name, 'json', coreText), contents: coreText };
  return {
    ref: { language: first.language, product: first.product, productName, core: `/${coreFile.path}`, sections: documents.length },
    files: [coreFile, ...shards.files, ...chunks.files],
  };
}

/**
 * The search index of the given pages (see search-format.ts): a manifest, and for each
 * language and product a core file, term shards and text chunks. The same pages give the
 * same bytes.
 */
export function writeSearchIndex(pages: readonly SearchPage[], productNames: Readonly<Record<string, string>>): SearchFile[] {
  const manifest: SearchManifest = { format: SEARCH_FORMAT, partitions: [] };
  const files: SearchFile[] = [];
  for (const group of partitions(pages.filter((page) => page.sections.length > 0))) {
    const product = group[0]!.product;
    const written = writePartition(group, productNames[product] ?? product);
    manifest.partitions.push(written.ref);
    files.push(...written.files);
  }
  return [{ path: SEARCH_MANIFEST, contents: `${JSON.stringify(manifest)}\n` }, ...files];
}
