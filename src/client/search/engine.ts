/**
 * Ranks the sections of the index's partitions for a query, fetching only the files it needs
 * through the `fetchJson` it is given. No DOM: the dialog runs it in the browser, the quality
 * test in Node, on the same files.
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchChunkFile, SearchCoreFile, SearchPartitionRef, SearchShardFile } from '../../shared/search-format';
import { tokenize } from '../../shared/search-format';
import { fuzzyDistance, INDEX_OPTIONS, searchOptions, usesPrefix, type IndexedSection } from '../../shared/search-options';

export type FetchJson = <T>(url: string) => Promise<T>;

export interface SectionHit {
  /** The section's number in its partition. */
  id: number;
  /** The page's first section, its introduction. */
  introduction: boolean;
  /** URL of the text chunk holding its anchor, heading and text. */
  chunk: string;
  score: number;
  /** The indexed terms the query matched, to highlight. */
  terms: string[];
}

export interface PageHit {
  url: string;
  title: string;
  product: string;
  productName: string;
  score: number;
  /**
   * How much the query names the page (`namesTitle`): pages it names come first, the page
   * itself before its API page, and their introduction is shown first.
   */
  naming: number;
  /** The page's best sections, best first. */
  sections: SectionHit[];
}

/** A section of a result, ready to show. */
export interface ShownSection extends SectionHit {
  anchor: string;
  heading: string;
  text: string;
}

/** Sections shown per page: the best few, the others are a click away on the page. */
export const SECTIONS_PER_PAGE = 3;
/** What a component's API page ("Button API") gets of the naming of its component's page. */
const API_PAGE_SHARE = 0.9;
/** Dictionary terms one query word may pull in as a prefix (`b` would be half the dictionary). */
const MAX_PREFIX_TERMS = 40;

export interface Partition {
  ref: SearchPartitionRef;
  /** The sections matching the query, with their raw scores. */
  search(query: string): Promise<{ id: number; score: number; terms: string[] }[]>;
  core: SearchCoreFile;
}

/** The first index `i` with `starts[i] <= value` from the end: the shard or chunk holding `value`. */
function holder(starts: readonly number[], value: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Opens a partition from its core file: shards are fetched as queries need them. */
export function openPartition(ref: SearchPartitionRef, core: SearchCoreFile, fetchJson: FetchJson): Partition {
  const dictionary = new SearchableMap<number>();
  core.terms.forEach((term, index) => dictionary.set(term, index));
  const loaded = new Map<number, SearchShardFile>();
  let mini: MiniSearch<IndexedSection> | null = null;

  /** The shards holding every dictionary term the query's words match. */
  const shardsFor = (query: string): Set<number> => {
    const needed = new Set<number>();
    const add = (index: number) => needed.add(holder(core.shardStarts, index));
    for (const word of tokenize(query)) {
      const exact = dictionary.get(word);
      if (exact !== undefined) add(exact);
      if (usesPrefix(word)) {
        let count = 0;
        for (const [, index] of dictionary.atPrefix(word)) {
          add(index);
          if (++count >= MAX_PREFIX_TERMS) break;
        }
      }
      const distance = fuzzyDistance(word);
      if (distance) for (const [, [index]] of dictionary.fuzzyGet(word, distance)) add(index);
    }
    return needed;
  };

  return {
    ref,
    core,
    async search(query) {
      const missing = [...shardsFor(query)].filter((shard) => !loaded.has(shard));
      if (missing.length > 0 || !mini) {
        const files = await Promise.all(missing.map((shard) => fetchJson<SearchShardFile>(core.shards[shard]!)));
        missing.forEach((shard, i) => loaded.set(shard, files[i]!));
        const postings = [...loaded.values()].flat();
        const documents = core.documents as { documentCount: number };
        const documentIds = Object.fromEntries(core.sectionPages.map((_, id) => [id, id]));
        mini = MiniSearch.loadJS({ ...documents, documentIds, index: postings } as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
      }
      const all = mini.search(query, searchOptions('AND'));
      const results = all.length > 0 ? all : mini.search(query, searchOptions('OR'));
      return results.map((r) => ({ id: r.id as number, score: r.score, terms: r.terms }));
    },
  };
}

/**
 * How much the query names the page: 1 when its words are the title's words (`button group` is
 * the "Button Group" page), typed right or matched through a typo or as a prefix (`butoon`);
 * a little less when they are the title's but for a last "API" (the "Button API" page comes
 * right after the Button page); 0 otherwise.
 */
function namesTitle(title: string, queryWords: number, matched: readonly string[]): number {
  const words = tokenize(title);
  const named = (list: string[]) => list.length === queryWords && list.every((word) => matched.includes(word));
  if (named(words)) return 1;
  if (words.length > 1 && words[words.length - 1] === 'api' && named(words.slice(0, -1))) return API_PAGE_SHARE;
  return 0;
}

/** Pages the query names first (the page itself, then its API page), then by the score given. */
export const byRank =
  (score: (page: PageHit) => number) =>
  (a: PageHit, b: PageHit): number =>
    b.naming - a.naming || score(b) - score(a) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/**
 * The pages whose sections match the query, best first, each with its best sections: a page
 * ranks by its best section, and a page whose title is the query comes first.
 */
export async function searchPartitions(partitions: readonly Partition[], query: string, limit = 20): Promise<PageHit[]> {
  const queryWords = tokenize(query).length;
  if (queryWords === 0) return [];
  const pages = new Map<string, PageHit>();
  const found = await Promise.all(partitions.map((partition) => partition.search(query)));
  partitions.forEach((partition, p) => {
    const { core, ref } = partition;
    for (const result of found[p]!) {
      const [url, title] = core.pages[core.sectionPages[result.id] ?? -1] ?? ['', ''];
      if (!url) continue;
      const naming = namesTitle(title, queryWords, result.terms);
      const introduction = core.sectionPages[result.id - 1] !== core.sectionPages[result.id];
      const score = result.score;
      const hit: SectionHit = { id: result.id, introduction, chunk: core.chunks[holder(core.chunkStarts, result.id)] ?? '', score, terms: result.terms };
      const page = pages.get(url);
      if (page) {
        page.sections.push(hit);
        page.score = Math.max(page.score, score);
        page.naming = Math.max(page.naming, naming);
      } else {
        pages.set(url, { url, title, product: ref.product, productName: ref.productName, score, naming, sections: [hit] });
      }
    }
  });
  const ranked = [...pages.values()].sort(byRank((page) => page.score)).slice(0, limit);
  // The page the query names: its introduction is where a reader looking for it lands.
  const order = (page: PageHit) => (a: SectionHit, b: SectionHit) => (page.naming > 0 ? Number(b.introduction) - Number(a.introduction) : 0) || b.score - a.score;
  for (const page of ranked) page.sections = page.sections.sort(order(page)).slice(0, SECTIONS_PER_PAGE);
  return ranked;
}

/** The anchor, heading and text of the sections shown, from their chunks (each fetched once). */
export async function showSections(hits: readonly PageHit[], fetchJson: FetchJson): Promise<(PageHit & { shown: ShownSection[] })[]> {
  const urls = [...new Set(hits.flatMap((page) => page.sections.map((s) => s.chunk)))];
  const chunks = new Map(await Promise.all(urls.map(async (url) => [url, await fetchJson<SearchChunkFile>(url)] as const)));
  return hits.map((page) => ({
    ...page,
    shown: page.sections.map((section) => {
      const [anchor, heading, text] = chunks.get(section.chunk)?.[section.id] ?? ['', '', ''];
      return { ...section, anchor, heading, text };
    }),
  }));
}

