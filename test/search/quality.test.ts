// Search quality over the shared corpus (test/fixtures/corpus-mui), built once per run, its
// index read as the browser reads it and ranked by the browser's engine. The query set is in
// quality-queries.ts; the share found in the top 3 must be at least 90%.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchPartitions, showSections, type Partition } from '../../src/client/search/engine';
import type { SearchManifest } from '../../src/shared/search-format';
import { corpusSiteFolder } from '../helpers/shared';
import { folderFetch, openBuiltIndex } from './load-index';
import { QUALITY_QUERIES } from './quality-queries';

let outDir: string;
let manifest: SearchManifest;
let partitions: Partition[];
const search = async (query: string) => showSections(await searchPartitions(partitions, query), folderFetch(outDir));

beforeAll(async () => {
  outDir = await corpusSiteFolder();
  ({ manifest, partitions } = await openBuiltIndex(outDir));
}, 240_000);

describe('search over the shared corpus', () => {
  it('finds at least 90% of the quality set in the top 3', async () => {
    const missed: string[] = [];
    for (const { query, expect: answers } of QUALITY_QUERIES) {
      const top = (await search(query)).slice(0, 3);
      const found = answers.some((answer) => {
        const [url, anchor] = answer.split('#');
        const page = top.find((p) => p.url === url);
        return page !== undefined && (anchor === undefined || page.shown.some((s) => s.anchor === anchor));
      });
      if (!found) missed.push(`${query} -> ${top.map((p) => `${p.url}#${p.shown.map((s) => s.anchor).join(',')}`).join(' ')}`);
    }
    const share = (QUALITY_QUERIES.length - missed.length) / QUALITY_QUERIES.length;
    console.log(`search quality: ${QUALITY_QUERIES.length - missed.length}/${QUALITY_QUERIES.length} (${Math.round(share * 100)}%) in the top 3${missed.length ? `; missed:\n${missed.join('\n')}` : ''}`);
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the page a component name names first, a typo of it too', async () => {
    for (const query of ['Button', 'button', 'butoon', 'Tooltip']) {
      const [first] = await search(query);
      expect(first?.url, query).toBe(query === 'Tooltip' ? '/joy-ui/react-tooltip' : '/joy-ui/react-button');
      // Its introduction is where the reader lands.
      expect(first?.shown[0]?.anchor, query).toBe('');
    }
  });

  it('indexes every product but the docs-infra test pages under /experiments/, left out by default', () => {
    expect(manifest.partitions.map((p) => `${p.language}/${p.product}`)).toEqual(['en/joy-ui', 'en/system']);
  });

  it('is offered on every page: the app bar links to the search page, which the build wrote', async () => {
    const pages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html') && !file.startsWith('assets'));
    expect(pages.length).toBeGreaterThan(99);
    for (const file of pages) expect(await readFile(path.join(outDir, file), 'utf8'), file).toMatch(/<a href="\/search"[^>]*data-search-button/);
    expect(pages).toContain(path.join('search', 'index.html'));
  });

  it('leads each result to a heading that the built page has', async () => {
    for (const query of ['loading indicator', 'responsive values', 'nested modals']) {
      const [first] = await search(query);
      const html = await readFile(path.join(outDir, first!.url, 'index.html'), 'utf8');
      expect(html).toContain(`id="${first!.shown[0]!.anchor}"`);
    }
  });
});
