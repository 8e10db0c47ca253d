/**
 * The search index as the browser reads it: the manifest, then the partitions a search needs,
 * each file fetched once (the service worker keeps them for offline use).
 */
import { SEARCH_FORMAT, SEARCH_MANIFEST, type SearchCoreFile, type SearchManifest } from '../../shared/search-format';
import { byRank, openPartition, searchPartitions, showSections, type FetchJson, type Partition, type PageHit, type ShownSection } from './engine';

export type Scope = 'product' | 'all';

/** Pages a search shows (each with its best sections). */
export const MAX_PAGES_SHOWN = 10;
const OWN_PRODUCT_BOOST = 1.5;
export type SearchResults = (PageHit & { shown: ShownSection[] })[];

export interface SearchIndexClient {
  /** The name of the page's product when the index has a partition for it (null: search all). */
  productName: string | null;
  search(query: string, scope: Scope): Promise<SearchResults>;
}

/** `fetch` for JSON files, each URL fetched once (a failed fetch is tried again next time). */
export function cachedFetchJson(): FetchJson {
  const cache = new Map<string, Promise<unknown>>();
  return <T>(url: string) => {
    let pending = cache.get(url);
    if (!pending) {
      pending = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      });
      pending.catch(() => cache.delete(url));
      cache.set(url, pending);
    }
    return pending as Promise<T>;
  };
}

/** The page's product (its `mui:productId` meta tag) and language (`<html lang>`). */
function pageContext(doc: Document): { product: string | null; language: string } {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="mui:productId"]');
  return { product: meta?.content ?? null, language: doc.documentElement.lang || 'en' };
}

/** Opens the index: fetches its manifest (and nothing else until a query needs it). */
export async function openSearchIndex(doc: Document, fetchJson: FetchJson = cachedFetchJson()): Promise<SearchIndexClient> {
  const manifest = await fetchJson<SearchManifest>(`/${SEARCH_MANIFEST}`);
  if (manifest.format !== SEARCH_FORMAT) throw new Error(`search index format ${manifest.format}, this page reads ${SEARCH_FORMAT}`);
  const { product, language } = pageContext(doc);
  const ofLanguage = manifest.partitions.filter((p) => p.language === language);
  const inLanguage = ofLanguage.length > 0 ? ofLanguage : manifest.partitions.filter((p) => p.language === 'en');
  const own = inLanguage.find((p) => p.product === product) ?? null;
  const opened = new Map<string, Promise<Partition>>();
  const open = (ref: (typeof inLanguage)[number]) => {
    let partition = opened.get(ref.core);
    if (!partition) {
      partition = fetchJson<SearchCoreFile>(ref.core).then((core) => openPartition(ref, core, fetchJson));
      partition.catch(() => opened.delete(ref.core));
      opened.set(ref.core, partition);
    }
    return partition;
  };
  return {
    productName: own?.productName ?? null,
    async search(query, scope) {
      const refs = scope === 'product' && own ? [own] : inLanguage;
      const partitions = await Promise.all(refs.map(open));
      // Across products, the page's own weighs more: a reader searches the docs they are reading.
      const weight = (hit: PageHit) => hit.score * (own && hit.product === own.product ? OWN_PRODUCT_BOOST : 1);
      const ranked = [...(await searchPartitions(partitions, query))].sort(byRank(weight));
      return showSections(ranked.slice(0, MAX_PAGES_SHOWN), fetchJson);
    },
  };
}
