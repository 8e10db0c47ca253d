import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openPartition, type FetchJson, type Partition } from '../../src/client/search/engine';
import { SEARCH_MANIFEST, type SearchCoreFile, type SearchManifest } from '../../src/shared/search-format';

/** Reads a built site's index files as the browser fetches them, noting each URL read. */
export function folderFetch(outDir: string, fetched: string[] = []): FetchJson {
  return async <T>(url: string) => {
    fetched.push(url);
    return JSON.parse(await readFile(path.join(outDir, url), 'utf8')) as T;
  };
}

/** Every partition of a built site's search index, opened as the dialog opens them. */
export async function openBuiltIndex(outDir: string, fetchJson = folderFetch(outDir)): Promise<{ manifest: SearchManifest; partitions: Partition[] }> {
  const manifest = await fetchJson<SearchManifest>(`/${SEARCH_MANIFEST}`);
  const partitions = await Promise.all(manifest.partitions.map(async (ref) => openPartition(ref, await fetchJson<SearchCoreFile>(ref.core), fetchJson)));
  return { manifest, partitions };
}
