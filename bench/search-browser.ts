// Search in a real Chromium, on sites built by docs-site and served by `docs-site serve`'s
// server: the shared corpus (from a Joy UI page, its product searched first, as the dialog
// does) and the generated corpus (1000 pages by default).
//
//   npm run bench:search
//   npm run bench:search -- --pages 5000
//
// The browser's own search code (src/client/search/index-client.ts) is bundled and
// evaluated in the page. For each site: the bytes a first search downloads (the index files,
// compressed as served, median over fresh pages, one query each; the dialog's code apart), and
// the time a query takes once its files are loaded (median and p95 over 5 rounds of the queries).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build as bundle } from 'esbuild';
import { build } from '../src/node/build';
import { startStaticServer } from '../src/node/serve/static-server';
import { launchBrowser } from '../test/helpers/browser';
import { QUALITY_QUERIES } from '../test/search/quality-queries';
import { makeCorpusSite } from './corpus-site';
import { collectSearchPages, generatedQueries } from './search-pages';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '1000' }, 'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-bench-search') } } });
const workDir = path.resolve(values['work-dir']);
const quantile = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;

const harness = await bundle({
  stdin: {
    contents: "import { openSearchIndex } from './src/client/search/index-client';\n(globalThis as unknown as Record<string, unknown>).__docsSearch = { open: () => openSearchIndex(document) };",
    resolveDir: process.cwd(),
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  minify: true,
  write: false,
  platform: 'browser',
});
const harnessCode = harness.outputFiles[0]!.text;

interface Figures {
  site: string;
  firstQueryBytes: number;
  medianMs: number;
  p95Ms: number;
}

async function measureSite(label: string, root: string, route: string, scope: 'product' | 'all', queries: string[]): Promise<Figures> {
  const outDir = path.join(workDir, `out-${label.replace(/\W+/g, '-')}`);
  await rm(outDir, { recursive: true, force: true });
  const result = await build({ cwd: root, outDir, links: 'off' });
  if (!result.ok) throw new Error(`${label}: the build failed`);
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  const browser = await launchBrowser();
  try {
    // A first search on a fresh page: the index files it downloads, compressed as served.
    const firsts: number[] = [];
    for (const query of queries.slice(0, 12)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}${route}`);
      await page.evaluate(harnessCode);
      firsts.push(
        await page.evaluate(async ([q, s]) => {
          const api = (globalThis as unknown as { __docsSearch: { open(): Promise<{ search(query: string, scope: string): Promise<unknown> }> } }).__docsSearch;
          await (await api.open()).search(q!, s!);
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/assets/search/'))
            .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0);
        }, [query, scope]),
      );
      await context.close();
    }
    // Query time with the files loaded (every query once first), as a reader typing sees it.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${route}`);
    await page.evaluate(harnessCode);
    const times = await page.evaluate(
      async ([list, s]) => {
        const api = (globalThis as unknown as { __docsSearch: { open(): Promise<{ search(query: string, scope: string): Promise<unknown> }> } }).__docsSearch;
        const client = await api.open();
        for (const q of list as string[]) await client.search(q, s as string);
        const measured: number[] = [];
        for (let round = 0; round < 5; round += 1) {
          for (const q of list as string[]) {
            const started = performance.now();
            await client.search(q, s as string);
            measured.push(performance.now() - started);
          }
        }
        return measured;
      },
      [queries, scope] as const,
    );
    await context.close();
    return { site: label, firstQueryBytes: quantile(firsts, 0.5), medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
  } finally {
    await browser.close();
    await server.close();
  }
}

await mkdir(workDir, { recursive: true });
const rows: Figures[] = [];
rows.push(await measureSite('shared corpus', path.resolve('test/fixtures/corpus-mui'), '/joy-ui/react-button', 'product', QUALITY_QUERIES.map((q) => q.query)));
const size = Number(values.pages);
const generated = path.join(workDir, `corpus-${size}`);
await makeCorpusSite(generated, size);
const { pages } = await collectSearchPages(generated);
rows.push(await measureSite(`generated ${size} pages`, generated, '/docs', 'product', generatedQueries(pages)));

const table = [
  '| site | first search downloads (index, as served, median) | query time in Chromium, median / p95 |',
  '| --- | --- | --- |',
  ...rows.map((r) => `| ${r.site} | ${(r.firstQueryBytes / 1024).toFixed(1)} KB | ${r.medianMs.toFixed(2)} / ${r.p95Ms.toFixed(2)} ms |`),
].join('\n');
console.log(table);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/search-browser.md', `${table}\n`);
