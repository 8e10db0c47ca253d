// What search adds to a cold build of the generated corpus (bench/make-corpus.mjs):
//
//   npm run bench:search-cost                       1000 and 5000 pages
//   npm run bench:search-cost -- --sizes 1000 --compare 1000
//
// Two figures per size. (1) The search work itself, timed in this process on the same pages:
// cutting every page into sections (src/node/page/search/extract-sections.ts, which a build runs on each
// compiled page) and writing the index (src/node/search/write-index.ts), against (2) a cold build
// (no output, no cache) by the command, wall and CPU time of the process tree; and for the
// sizes given to --compare, a cold build with `search: false` too: on a busy machine the
// difference of two builds is within their noise, which (1) is not.
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/node/config/load';
import { compileMarkdown } from '../src/node/page/markdown/compile';
import { createPageView } from '../src/node/page/create-view';
import { searchPageOf } from '../src/node/page/search/search-page';
import type { SearchPage } from '../src/node/model/search';
import { writeSearchIndex } from '../src/node/search/write-index';
import { loadSite } from '../src/node/site/load-site';
import { markdownContext } from '../src/node/page/markdown-context';
import { makeCorpusSite } from './corpus-site';
import { measure, type Measurement } from './measure';
import { loadedPage } from '../src/node/load/load-pages';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,5000' }, compare: { type: 'string', default: '1000' }, 'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-bench-search') } } });
const workDir = path.resolve(values['work-dir']);
const repoRoot = process.cwd();
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);

/** CPU milliseconds (user + system) this process spent since `since`. */
const cpuSince = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** The search work on a site's pages, in CPU milliseconds of this process (not wall time: the machine may be busy). */
async function searchWork(root: string): Promise<{ extractMs: number; writeMs: number; bytes: number }> {
  const loaded = await loadConfig(undefined, root);
  if (!loaded.config) throw new Error(`no config at ${root}`);
  const { site } = await loadSite(loaded.config, { cache: false });
  if (!site) throw new Error(`the site at ${root} does not load`);
  let extractMs = 0;
  const pages: SearchPage[] = [];
  for (const page of site.pages) {
    const compiled = compileMarkdown(loadedPage(page), markdownContext(site, page));
    const view = createPageView(site.model, page, compiled);
    const started = process.cpuUsage();
    pages.push(searchPageOf(view, compiled));
    extractMs += cpuSince(started);
  }
  const started = process.cpuUsage();
  const files = writeSearchIndex(pages, Object.fromEntries(loaded.config.products.map((p) => [p.id, p.name])));
  const writeMs = cpuSince(started);
  return { extractMs, writeMs, bytes: files.reduce((sum, f) => sum + Buffer.byteLength(f.contents), 0) };
}

async function coldBuild(site: string): Promise<Measurement> {
  await rm(path.join(site, 'dist'), { recursive: true, force: true });
  const result = await measure(process.execPath, [path.join(repoRoot, 'bin', 'docs-site.mjs'), 'build', '--no-cache'], { cwd: site, env: { ...process.env, CI: 'true' }, timeoutMs: 60 * 60_000 });
  if (!result.ok) throw new Error(`the build failed:\n${result.output}`);
  return result;
}

const rows = ['| pages | search work, CPU (extract + write index) | cold build with search: wall / CPU | with `search: false`: wall / CPU | search work / cold build CPU |', '| --- | --- | --- | --- | --- |'];
for (const size of values.sizes.split(',').map(Number)) {
  const site = path.join(workDir, `cost-${size}`);
  await makeCorpusSite(site, size);
  const work = await searchWork(site);
  const withSearch = await coldBuild(site);
  let without: Measurement | null = null;
  if (values.compare.split(',').map(Number).includes(size)) {
    const config = path.join(site, 'docs-site.config.ts');
    const original = await readFile(config, 'utf8');
    await writeFile(config, original.replace('  routes,\n', '  routes,\n  search: false,\n'));
    without = await coldBuild(site);
    await writeFile(config, original);
  }
  const workMs = work.extractMs + work.writeMs;
  rows.push(
    `| ${size} | ${seconds(workMs)} (${seconds(work.extractMs)} + ${seconds(work.writeMs)}), ${(work.bytes / 1024 / 1024).toFixed(1)} MB written | ` +
      `${seconds(withSearch.wallMs)} / ${seconds(withSearch.cpuMs)} | ${without ? `${seconds(without.wallMs)} / ${seconds(without.cpuMs)}` : 'not run'} | ` +
      `${withSearch.cpuMs ? `${((100 * workMs) / withSearch.cpuMs).toFixed(1)}%` : '-'} |`,
  );
  console.log(rows.at(-1));
}
const table = `${rows.join('\n')}\n\nMachine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`;
console.log(table);
await writeFile('bench/results/search-cost.md', table);
