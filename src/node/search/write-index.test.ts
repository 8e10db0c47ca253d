import { describe, expect, it } from 'vitest';
import { SEARCH_MANIFEST, type SearchChunkFile, type SearchCoreFile, type SearchManifest, type SearchShardFile } from '../../shared/search-format';
import type { SearchPage } from '../model/search';
import { CHUNK_SECTIONS, writeSearchIndex as eachFile } from './write-index';

const writeSearchIndex = (...args: Parameters<typeof eachFile>) => [...eachFile(...args)];

const page = (url: string, product: string, sections: number, language = 'en'): SearchPage => ({
  url,
  title: `Title of ${url}`,
  product,
  language,
  sections: Array.from({ length: sections }, (_, i) => ({ anchor: i === 0 ? '' : `part-${i}`, heading: i === 0 ? '' : `Part ${i}`, text: `words ${url} number${i}`, code: i === 1 ? 'const x = 1;' : '' })),
});

const read = (files: { path: string; contents: string }[]) => {
  const byUrl = new Map(files.map((f) => [`/${f.path}`, JSON.parse(f.contents) as unknown]));
  const manifest = byUrl.get(`/${SEARCH_MANIFEST}`) as SearchManifest;
  return { byUrl, manifest, core: (url: string) => byUrl.get(url) as SearchCoreFile };
};

describe('writeSearchIndex', () => {
  it('writes one partition per language and product, named by its content, with the products named', () => {
    const files = writeSearchIndex([page('/a', 'joy-ui', 2), page('/b', 'system', 2), page('/fa/a', 'joy-ui', 2, 'fa')], { 'joy-ui': 'Joy UI', system: 'MUI System' });
    const { manifest } = read(files);
    expect(manifest.partitions.map((p) => [p.language, p.product, p.productName, p.sections])).toEqual([
      ['en', 'joy-ui', 'Joy UI', 2],
      ['en', 'system', 'MUI System', 2],
      ['fa', 'joy-ui', 'Joy UI', 2],
    ]);
    for (const file of files.filter((f) => f.path !== SEARCH_MANIFEST)) expect(file.path).toMatch(/^assets\/search\/[a-z0-9-]+-[A-Z2-7]{8}\.json$/);
  });

  it('gives the same bytes for the same pages', () => {
    const pages = [page('/a', 'joy-ui', 3), page('/b', 'joy-ui', 2)];
    expect(writeSearchIndex(pages, {})).toEqual(writeSearchIndex(pages, {}));
  });

  it('keeps every term in its dictionary, sorted, and each term in the shard its range names', () => {
    const files = writeSearchIndex(Array.from({ length: 400 }, (_, i) => page(`/p${i}`, 'joy-ui', 6)), {});
    const { manifest, core, byUrl } = read(files);
    const partition = core(manifest.partitions[0]!.core);
    expect(partition.terms).toEqual([...partition.terms].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(partition.shards.length).toBeGreaterThan(1);
    const inShards = partition.shards.flatMap((url) => (byUrl.get(url) as SearchShardFile).map(([term]) => term));
    expect(inShards).toEqual(partition.terms);
    partition.shards.forEach((url, n) => expect((byUrl.get(url) as SearchShardFile)[0]![0]).toBe(partition.terms[partition.shardStarts[n]!]));
  });

  it('puts whole pages in each text chunk, with each section\'s anchor, heading and text', () => {
    const pages = Array.from({ length: 30 }, (_, i) => page(`/p${i}`, 'joy-ui', 7));
    const { manifest, core, byUrl } = read(writeSearchIndex(pages, {}));
    const partition = core(manifest.partitions[0]!.core);
    const chunks = partition.chunks.map((url) => byUrl.get(url) as SearchChunkFile);
    for (const chunk of chunks) {
      const ids = Object.keys(chunk).map(Number);
      expect(ids.length).toBeLessThanOrEqual(CHUNK_SECTIONS);
      expect(ids.length % 7).toBe(0);
    }
    expect(chunks[0]![1]).toEqual(['part-1', 'Part 1', 'words /p0 number1\nconst x = 1;']);
    expect(partition.chunkStarts[1]).toBe(Object.keys(chunks[0]!).length);
  });

  it('writes a manifest with no partition when no page is indexed', () => {
    const { manifest } = read(writeSearchIndex([page('/empty', 'joy-ui', 0)], {}));
    expect(manifest.partitions).toEqual([]);
  });
});
