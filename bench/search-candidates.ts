// Search libraries measured on the same sections (what the build extracts, src/node/search/):
// MiniSearch (docs-site's choice: src/node/search/write-index.ts and src/client/search/engine.ts,
// the code the site runs), FlexSearch 0.8 and Pagefind 1.6 (installed here with
// `npm install --no-save flexsearch pagefind`, which the script checks for).
//
//   npm run bench:search-candidates                   shared corpus and the 1000-page corpus
//   npm run bench:search-candidates -- --pages 5000
//
// For each: index bytes per page (gzip, every file of the index), bytes a first query downloads
// (gzip: what the search reads before it can rank, plus the text of the results shown),
// query time (median and p95 in Node, same V8 as Chromium; the index is loaded before timing)
// and, on the shared corpus, the share of the quality set (test/search/quality-queries.ts)
// found in the top 3. Pagefind ranks in its WebAssembly runtime in the browser: its queries are
// not run here, its bytes are read from the files it writes.
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { openPartition, searchPartitions, showSections, type FetchJson } from '../src/client/search/engine';
import { SEARCH_MANIFEST, type SearchCoreFile, type SearchManifest } from '../src/shared/search-format';
import type { SearchPage } from '../src/node/model/search';
import { writeSearchIndex } from '../src/node/search/write-index';
import { QUALITY_QUERIES } from '../test/search/quality-queries';
import { makeCorpusSite } from './corpus-site';
import { collectSearchPages, generatedQueries } from './search-pages';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '1000' }, 'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-bench-search') } } });
const workDir = path.resolve(values['work-dir']);
const gz = (text: string | Uint8Array) => gzipSync(text, { level: 9 }).byteLength;
const quantile = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;

/** A ranked answer: urls with anchors, best first; the quality set asks for its answer in the first 3 pages. */
type Ranked = { url: string; anchors: string[] }[];
interface Candidate {
  name: string;
  indexBytes: number;
  firstQueryBytes: (query: string) => number;
  /** Milliseconds to rank one query (index loaded). */
  time: ((query: string) => Promise<number>) | null;
  query: ((query: string) => Ranked) | null;
}

/** Optional packages, imported by a name the type checker does not resolve: they are not dependencies. */
const optional = (name: string): Promise<Record<string, unknown> | null> => import(name).catch(() => null);
interface FlexDocument {
  add(document: Record<string, unknown>): void;
  search(query: string, options: Record<string, unknown>): unknown;
  export(handler: (key: string, data: string) => void): Promise<void> | void;
}
interface PagefindIndex {
  addHTMLFile(file: { url: string; content: string }): Promise<unknown>;
  writeFiles(options: { outputPath: string }): Promise<unknown>;
}

function found(ranked: Ranked, expect: string[]): boolean {
  const top = ranked.slice(0, 3);
  return expect.some((answer) => {
    const [url, anchor] = answer.split('#');
    const page = top.find((p) => p.url === url);
    return page !== undefined && (anchor === undefined || page.anchors.includes(anchor));
  });
}

async function miniSearchCandidate(pages: SearchPage[], productNames: Record<string, string>, queries: string[]): Promise<Candidate> {
  const files = new Map(writeSearchIndex(pages, productNames).map((f) => [`/${f.path}`, f.contents]));
  const sizes = new Map([...files].map(([url, text]) => [url, gz(text)]));
  let fetched: string[] = [];
  const fetchJson: FetchJson = async <T>(url: string) => {
    fetched.push(url);
    return JSON.parse(files.get(url)!) as T;
  };
  const open = async () => {
    const manifest = await fetchJson<SearchManifest>(`/${SEARCH_MANIFEST}`);
    return Promise.all(manifest.partitions.map(async (ref) => openPartition(ref, await fetchJson<SearchCoreFile>(ref.core), fetchJson)));
  };
  // A reader's first query in the biggest product: the manifest, the product's core, the shards
  // the query's words need and the text of the results shown (8 sections).
  const firstQuery = new Map<string, number>();
  for (const query of queries) {
    fetched = [];
    const partitions = await open();
    const biggest = [...partitions].sort((a, b) => b.ref.sections - a.ref.sections)[0]!;
    fetched = fetched.filter((url) => url === `/${SEARCH_MANIFEST}` || url === biggest.ref.core);
    const hits = await searchPartitions([biggest], query);
    const shown: typeof hits = [];
    for (const page of hits) {
      if (shown.reduce((n, p) => n + p.sections.length, 0) >= 8) break;
      shown.push(page);
    }
    await showSections(shown, fetchJson);
    firstQuery.set(query, [...new Set(fetched)].reduce((sum, url) => sum + sizes.get(url)!, 0));
  }
  const partitions = await open();
  for (const query of queries) await searchPartitions(partitions, query);
  const answers = new Map<string, Ranked>();
  for (const query of queries) {
    const pages = await showSections((await searchPartitions(partitions, query)).slice(0, 3), fetchJson);
    answers.set(query, pages.map((p) => ({ url: p.url, anchors: p.shown.map((s) => s.anchor) })));
  }
  return {
    name: 'MiniSearch 7.2 (chosen)',
    indexBytes: [...sizes.values()].reduce((a, b) => a + b, 0),
    firstQueryBytes: (query) => firstQuery.get(query) ?? 0,
    time: async (query) => {
      const started = performance.now();
      await searchPartitions(partitions, query);
      return performance.now() - started;
    },
    query: (query) => answers.get(query) ?? [],
  };
}

async function flexSearchCandidate(pages: SearchPage[]): Promise<Candidate | null> {
  const imported = await optional('flexsearch');
  if (!imported) return null;
  const flex = (imported.default ?? imported) as { Document: new (options: Record<string, unknown>) => FlexDocument; Charset: Record<string, unknown> };
  const { Document, Charset } = flex;
  const fields = ['title', 'heading', 'text', 'code'] as const;
  const boost: Record<string, number> = { title: 5, heading: 3, text: 1, code: 0.4 };
  const index = new Document({
    document: { id: 'id', index: fields.map((field) => ({ field, tokenize: 'forward', encoder: Charset.LatinAdvanced, resolution: 9 })) },
  });
  const sections: { url: string; anchor: string }[] = [];
  let textBytes = 0;
  for (const page of pages) {
    for (const section of page.sections) {
      index.add({ id: sections.length, title: page.title, heading: section.heading, text: section.text, code: section.code });
      sections.push({ url: page.url, anchor: section.anchor });
      textBytes += gz(JSON.stringify([page.url, section.anchor, section.heading, section.text, section.code]));
    }
  }
  const exported: string[] = [];
  await index.export((key: string, data: string) => {
    exported.push(`${key}:${data ?? ''}`);
  });
  const indexBytes = gz(exported.join('\n'));
  return {
    name: 'FlexSearch 0.8 (Document, forward, LatinAdvanced)',
    // Its export is one set of files for the whole index; the text is stored apart, as ours.
    indexBytes: indexBytes + textBytes,
    firstQueryBytes: () => indexBytes + Math.round((textBytes / Math.max(1, sections.length)) * 8),
    time: async (query) => {
      const started = performance.now();
      index.search(query, { limit: 60, suggest: true });
      return performance.now() - started;
    },
    query: (query) => {
      // Per-field ranked ids, fused by rank with the fields' weights (FlexSearch gives no scores).
      const results = index.search(query, { limit: 60, suggest: true }) as { field: string; result: number[] }[];
      const score = new Map<number, number>();
      for (const { field, result } of results) result.forEach((id, rank) => score.set(id, (score.get(id) ?? 0) + (boost[field] ?? 1) / (rank + 1)));
      const byPage = new Map<string, { score: number; anchors: string[] }>();
      for (const [id, s] of [...score].sort((a, b) => b[1] - a[1])) {
        const section = sections[id]!;
        const page = byPage.get(section.url) ?? { score: 0, anchors: [] };
        page.score = Math.max(page.score, s);
        if (page.anchors.length < 3) page.anchors.push(section.anchor);
        byPage.set(section.url, page);
      }
      return [...byPage].sort((a, b) => b[1].score - a[1].score).map(([url, p]) => ({ url, anchors: p.anchors }));
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function pagefindCandidate(pages: SearchPage[], dir: string): Promise<Candidate | null> {
  const pagefind = (await optional('pagefind')) as { createIndex(config: object): Promise<{ index?: PagefindIndex }>; close(): Promise<void> } | null;
  if (!pagefind) return null;
  const { index } = await pagefind.createIndex({});
  if (!index) return null;
  for (const page of pages) {
    const body = page.sections
      .map((s) => (s.anchor ? `<h2 id="${escapeHtml(s.anchor)}">${escapeHtml(s.heading)}</h2>` : '') + `<p>${escapeHtml(s.text)}</p><pre>${escapeHtml(s.code)}</pre>`)
      .join('');
    await index.addHTMLFile({ url: page.url, content: `<html lang="en"><body><main data-pagefind-body><h1>${escapeHtml(page.title)}</h1>${body}</main></body></html>` });
  }
  await rm(dir, { recursive: true, force: true });
  await index.writeFiles({ outputPath: dir });
  await pagefind.close();
  const files = await readdir(dir, { recursive: true });
  const size = async (file: string) => (await stat(path.join(dir, file))).size;
  const sized = await Promise.all(files.map(async (file) => ({ file: String(file), bytes: (await stat(path.join(dir, String(file)))).isFile() ? await size(String(file)) : 0 })));
  // Its index and fragment files are gzip-compressed already; its runtime files are not.
  const onDisk = (match: RegExp) => sized.filter((f) => match.test(f.file));
  const sum = (list: { bytes: number }[]) => list.reduce((a, b) => a + b.bytes, 0);
  const runtime = await Promise.all(onDisk(/^(pagefind\.js|pagefind-entry\.json)$/).map(async (f) => gz(await readFile(path.join(dir, f.file)))));
  // The runtime for the page's language (English here) is the one a reader downloads.
  const wasm = sum(onDisk(/^wasm\.en\.pagefind$/));
  const meta = sum(onDisk(/^pagefind\.[^.]*\.pf_meta$|pf_meta$/));
  const indexChunks = onDisk(/\.pf_index$/);
  const fragments = onDisk(/\.pf_fragment$/);
  const indexBytes = sum(indexChunks) + sum(fragments) + meta;
  const firstQuery = runtime.reduce((a, b) => a + b, 0) + wasm + meta + sum(indexChunks) / Math.max(1, indexChunks.length) + (sum(fragments) / Math.max(1, fragments.length)) * 5;
  return { name: 'Pagefind 1.6 (estimated from its files)', indexBytes, firstQueryBytes: () => Math.round(firstQuery), time: null, query: null };
}

async function measureCorpus(label: string, pages: SearchPage[], productNames: Record<string, string>, withQuality: boolean): Promise<string[]> {
  const queries = withQuality ? QUALITY_QUERIES.map((q) => q.query) : generatedQueries(pages);
  const candidates = [await miniSearchCandidate(pages, productNames, queries), await flexSearchCandidate(pages), await pagefindCandidate(pages, path.join(workDir, `pagefind-${label}`))].filter((c): c is Candidate => c !== null);
  const rows: string[] = [];
  for (const candidate of candidates) {
    const times: number[] = [];
    let hits = 0;
    if (candidate.time) for (let round = 0; round < 5; round += 1) for (const query of queries) times.push(await candidate.time(query));
    if (candidate.query) {
      if (withQuality) {
        const missed = QUALITY_QUERIES.filter((q) => !found(candidate.query!(q.query), q.expect));
        hits = QUALITY_QUERIES.length - missed.length;
        if (missed.length) console.log(`${candidate.name} missed: ${missed.map((q) => q.query).join(', ')}`);
      }
    }
    const firstQuery = quantile(queries.map((q) => candidate.firstQueryBytes(q)), 0.5);
    rows.push(
      `| ${label} | ${candidate.name} | ${(candidate.indexBytes / pages.length / 1024).toFixed(2)} KB | ${(firstQuery / 1024).toFixed(1)} KB | ` +
        (candidate.query ? `${quantile(times, 0.5).toFixed(2)} / ${quantile(times, 0.95).toFixed(2)} ms` : 'not run') +
        ` | ${withQuality && candidate.query ? `${hits}/${QUALITY_QUERIES.length} (${Math.round((100 * hits) / QUALITY_QUERIES.length)}%)` : '-'} |`,
    );
  }
  return rows;
}

await mkdir(workDir, { recursive: true });
const rows = ['| corpus | library | index / page (gzip) | first query (gzip, median) | query median / p95 | quality (top 3) |', '| --- | --- | --- | --- | --- | --- |'];
const shared = await collectSearchPages(path.resolve('test/fixtures/corpus-mui'));
const sharedIndexed = shared.pages.filter((p) => !p.url.startsWith('/experiments/'));
rows.push(...(await measureCorpus(`shared (${sharedIndexed.length} pages)`, sharedIndexed, shared.productNames, true)));
const size = Number(values.pages);
const generatedDir = path.join(workDir, `corpus-${size}`);
await makeCorpusSite(generatedDir, size);
const generated = await collectSearchPages(generatedDir);
rows.push(...(await measureCorpus(`generated (${size} pages)`, generated.pages, generated.productNames, false)));
const table = rows.join('\n');
console.log(table);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/search-candidates.md', `${table}\n`);
