// Build speed, memory and page weight at scale, side by side with the generators docs-site is
// measured against, all in one run on the same generated corpus (bench/make-corpus.mjs).
//
//   npm run bench                                  docs-site at 100, 1000 and 5000 pages
//   npm run bench -- --anchors                     the same, and Docusaurus, Starlight (0.42 on Astro 7, and
//                                                  0.37 on Astro 5) and VitePress
//   npm run bench -- --sizes 1000 --runs 3         median of three cold builds at 1000 pages
//   npm run bench -- --anchors --only starlight    one anchor
//   npm run bench -- --anchors --anchor-sizes 1000 --runs 3 --anchor-runs 1
//   npm run bench -- --demos --sizes 1000          also the same corpus with a live demo on every page
//   npm run bench -- --no-cards --anchors --only starlight   also docs-site without share cards
//                                                  (`ogImages: false`): the anchors draw none; built in
//                                                  turn with the default, and the ratio of their cold
//                                                  CPU run by run
//   npm run bench -- --sizes 1000 --workers 0,2 --runs 3   also cold builds with each number of
//                                                  render threads (0: the main thread renders),
//                                                  alternating, and the speed-up of the most over the fewest
//
// For each size: a cold build (no output, no cache), then a warm build (nothing changed),
// each measured as a process tree (wall time, CPU time, peak of the summed RSS sampled from
// /proc), then what a reader downloads per page (gzip): the HTML, the JavaScript that runs
// before any interaction, the CSS; and the output folder's size. Anchors are installed from
// npm into the work folder once and reused. Results go to stdout and bench/results/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANCHORS, anchorEnv, clearAnchorCaches, installAnchor, type Anchor } from './anchors';
import { cachedCorpusSite } from './corpus-site';
import { measure, type Measurement } from './measure';
import { measurePageWeight, type PageWeight } from './page-weight';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100,1000,5000' },
    anchors: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true, default: [] },
    runs: { type: 'string', default: '1' },
    // The anchors take minutes per build: measure them at fewer sizes or runs if need be.
    'anchor-sizes': { type: 'string' },
    'anchor-runs': { type: 'string' },
    'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-bench') },
    'timeout-min': { type: 'string', default: '60' },
    demos: { type: 'boolean', default: false },
    'no-cards': { type: 'boolean', default: false },
    workers: { type: 'string' },
  },
});

// Run from the repository root (npm run does): this file runs bundled from node_modules/.cache.
const repoRoot = process.cwd();
const sizes = values.sizes.split(',').map(Number);
const runs = Math.max(1, Number(values.runs));
const anchorSizes = new Set((values['anchor-sizes'] ?? values.sizes).split(',').map(Number));
const anchorRuns = Math.max(1, Number(values['anchor-runs'] ?? values.runs));
const workDir = path.resolve(values['work-dir']);
const timeoutMs = Number(values['timeout-min']) * 60_000;
const workerCounts = values.workers === undefined ? [] : [...new Set(values.workers.split(',').map(Number))].sort((a, b) => a - b);

interface Row {
  generator: string;
  pages: number;
  kind: 'cold' | 'warm';
  measurement: Measurement;
  weight: PageWeight | null;
}

const median = (list: Measurement[]): Measurement => [...list].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(list.length / 2)]!;

/** The corpus of `pages` pages as a docs-site, generated once into the work folder. */
const corpusSite = (pages: number, demos = false) => cachedCorpusSite(workDir, pages, { demos });

async function benchDocsSite(pages: number, site: string, label = 'docs-site'): Promise<Row[]> {
  return (await benchDocsSites(pages, [{ site, label }])).rows;
}

/**
 * Cold then warm builds of each site, the sites taken in turn run after run, in the reverse order
 * every other run (A B, B A, ...), so that a change in the machine's speed falls on all alike;
 * the median of each, and each run's cold CPU of every site after the first over the first's.
 */
async function benchDocsSites(pages: number, sites: { site: string; label: string }[]): Promise<{ rows: Row[]; coldCpuRatios: number[][] }> {
  const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');
  const clear = async (site: string) => {
    await rm(path.join(site, 'dist'), { recursive: true, force: true });
    await rm(path.join(site, 'node_modules'), { recursive: true, force: true });
  };
  const build = (site: string) => measure(process.execPath, [cli, 'build'], { cwd: site, env: { ...process.env, CI: 'true' }, timeoutMs });
  const cold: Measurement[][] = sites.map(() => []);
  const warm: Measurement[][] = sites.map(() => []);
  for (let i = 0; i < runs; i += 1) {
    const order = sites.map((_, j) => (i % 2 === 0 ? j : sites.length - 1 - j));
    for (const j of order) {
      await clear(sites[j]!.site);
      cold[j]!.push(await build(sites[j]!.site));
      warm[j]!.push(await build(sites[j]!.site));
    }
  }
  for (const m of [...cold.flat(), ...warm.flat()]) if (!m.ok) throw new Error(`docs-site failed on ${pages} pages:\n${m.output}`);
  const rows = sites.flatMap(({ site, label }, j): Row[] => [
    { generator: label, pages, kind: 'cold', measurement: median(cold[j]!), weight: measurePageWeight(path.join(site, 'dist')) },
    { generator: label, pages, kind: 'warm', measurement: median(warm[j]!), weight: null },
  ]);
  const coldCpuRatios = sites.slice(1).map((_, k) => cold[k + 1]!.map((m, i) => (cold[0]![i]!.cpuMs ?? Number.NaN) / (m.cpuMs ?? Number.NaN)));
  return { rows, coldCpuRatios };
}

/**
 * Cold builds with each number of render threads, taken in turn (0, 2, 0, 2...) so that a change
 * in the machine's load falls on all of them alike; the median of each.
 */
async function benchWorkers(pages: number, site: string): Promise<Row[]> {
  const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');
  const byCount = new Map<number, Measurement[]>(workerCounts.map((count) => [count, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const count of workerCounts) {
      await rm(path.join(site, 'dist'), { recursive: true, force: true });
      await rm(path.join(site, 'node_modules'), { recursive: true, force: true });
      const m = await measure(process.execPath, [cli, 'build', '--workers', String(count)], { cwd: site, env: { ...process.env, CI: 'true' }, timeoutMs });
      if (!m.ok) throw new Error(`docs-site --workers ${count} failed on ${pages} pages:\n${m.output}`);
      byCount.get(count)!.push(m);
    }
  }
  return workerCounts.map((count) => ({ generator: `docs-site --workers ${count}`, pages, kind: 'cold', measurement: median(byCount.get(count)!), weight: null }));
}

/** `--workers 2 over --workers 0 at 1000 pages: 1.30x` for each size, from the rows of benchWorkers. */
function speedUps(rows: Row[]): string[] {
  if (workerCounts.length < 2) return [];
  const fewest = workerCounts[0]!;
  const most = workerCounts.at(-1)!;
  const wall = (pages: number, count: number) => rows.find((r) => r.pages === pages && r.generator === `docs-site --workers ${count}`)?.measurement.wallMs;
  return sizes.flatMap((pages) => {
    const [slow, fast] = [wall(pages, fewest), wall(pages, most)];
    return slow && fast ? [`--workers ${most} over --workers ${fewest} at ${pages} pages: ${(slow / fast).toFixed(2)}x`] : [];
  });
}

async function benchAnchor(anchor: Anchor, pages: number, corpus: string): Promise<Row> {
  const project = path.join(workDir, 'anchors', anchor.id);
  process.stderr.write(`  installing ${anchor.packages.join(' ')}\n`);
  await installAnchor(anchor, project);
  await anchor.prepare(project, corpus);
  const { command, args } = anchor.command(project);
  const results: Measurement[] = [];
  for (let i = 0; i < anchorRuns; i += 1) {
    await clearAnchorCaches(anchor, project);
    results.push(await measure(command, args, { cwd: project, env: anchorEnv(anchor, project, { ...process.env, CI: 'true', NODE_ENV: 'production' }), timeoutMs }));
  }
  const measurement = median(results);
  const output = path.join(project, anchor.output);
  return {
    generator: anchor.name,
    pages,
    kind: 'cold',
    measurement,
    weight: measurement.ok && existsSync(output) ? measurePageWeight(output) : null,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function printTable(rows: Row[]): string {
  const header = ['generator', 'pages', 'build', 'wall', 'CPU', 'peak RSS', 'pages/s', 'HTML/page', 'JS/page', 'CSS/page', 'output'];
  const lines = rows.map((r) => {
    const m = r.measurement;
    const failed = !m.ok ? ` (failed: exit ${m.exitCode})` : '';
    return [
      r.generator + failed,
      String(r.pages),
      r.kind,
      `${(m.wallMs / 1000).toFixed(1)} s`,
      m.cpuMs === null ? '-' : `${(m.cpuMs / 1000).toFixed(1)} s`,
      `${(m.peakRssBytes / 1024 / 1024 / 1024).toFixed(2)} GB`,
      m.ok ? (r.pages / (m.wallMs / 1000)).toFixed(0) : '-',
      r.weight ? kb(r.weight.htmlGzip) : '',
      r.weight ? kb(r.weight.jsGzip) : '',
      r.weight ? kb(r.weight.cssGzip) : '',
      r.weight ? mb(r.weight.outputBytes) : '',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

// The commit measured: the one compiled now (the working tree may move on while the benchmark runs).
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compile.mjs')], { cwd: repoRoot, stdio: 'inherit' });
await mkdir(workDir, { recursive: true });
const anchors = values.anchors ? ANCHORS.filter((a) => values.only.length === 0 || values.only.some((o) => a.name.toLowerCase().startsWith(o.toLowerCase()))) : [];
const rows: Row[] = [];
/** Ratios of builds taken in turn (`--no-cards`), one line each. */
const pairedLines: string[] = [];
for (const pages of sizes) {
  process.stderr.write(`${pages} pages: generating the corpus\n`);
  const site = await corpusSite(pages);
  process.stderr.write(`${pages} pages: docs-site${values['no-cards'] ? ', with and without share cards, in turn' : ''}\n`);
  if (values['no-cards']) {
    const both = await benchDocsSites(pages, [
      { site, label: 'docs-site' },
      { site: await cachedCorpusSite(workDir, pages, { cards: false }), label: 'docs-site (no share cards)' },
    ]);
    rows.push(...both.rows);
    const ratios = both.coldCpuRatios[0]!;
    const sorted = [...ratios].sort((a, b) => a - b);
    pairedLines.push(`share cards at ${pages} pages, cold CPU with them / without, run by run (in turn): ${ratios.map((r) => `${r.toFixed(2)}x`).join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)}x`);
  } else rows.push(...(await benchDocsSite(pages, site)));
  if (workerCounts.length > 0) {
    process.stderr.write(`${pages} pages: docs-site with --workers ${workerCounts.join(', ')}\n`);
    rows.push(...(await benchWorkers(pages, site)));
  }
  if (values.demos) {
    process.stderr.write(`${pages} pages: docs-site, a demo on every page\n`);
    rows.push(...(await benchDocsSite(pages, await corpusSite(pages, true), 'docs-site (a demo per page)')));
  }
  for (const anchor of anchorSizes.has(pages) ? anchors : []) {
    process.stderr.write(`${pages} pages: ${anchor.name}\n`);
    const row = await benchAnchor(anchor, pages, site);
    if (!row.measurement.ok) process.stderr.write(`  ${anchor.name} failed:\n${row.measurement.output.split('\n').slice(-30).join('\n')}\n`);
    rows.push(row);
  }
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GiB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const table = printTable(rows);
const repeats = `docs-site: ${runs > 1 ? `median of ${runs} runs` : 'one run'}${anchors.length ? `; anchors: ${anchorRuns > 1 ? `median of ${anchorRuns} runs` : 'one run'}` : ''}`;
const threads = [...speedUps(rows), ...pairedLines].map((line) => `${line}\n`).join('');
process.stdout.write(`${table}\n\n${threads}${threads && '\n'}Machine: ${machine}; ${repeats}; HTML, JS and CSS per page are gzip sizes.\n`);
const resultsDir = path.join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
// The results keep the latest figure of each generator, size and kind of build: this run's rows
// replace those of earlier runs, the others stay, each with the run it comes from. The manual's
// performance page is generated from this file (`npm run manual`).
const resultsFile = path.join(resultsDir, 'build-scale.json');
const run = { date: new Date().toISOString().slice(0, 10), commit, machine, runs };
const fresh = rows.map((r) => ({ ...r, measurement: { ...r.measurement, output: undefined }, run }));
const sameRow = (a: Pick<Row, 'generator' | 'pages' | 'kind'>, b: Pick<Row, 'generator' | 'pages' | 'kind'>) => a.generator === b.generator && a.pages === b.pages && a.kind === b.kind;
const earlier = existsSync(resultsFile) ? ((JSON.parse(await readFile(resultsFile, 'utf8')) as { rows?: (Row & { run?: unknown })[] }).rows ?? []) : [];
const kept = earlier.filter((row) => row.run && !fresh.some((r) => sameRow(r, row)));
const all = [...kept, ...fresh].sort((a, b) => a.pages - b.pages || a.generator.localeCompare(b.generator) || a.kind.localeCompare(b.kind));
await writeFile(resultsFile, `${JSON.stringify({ rows: all }, null, 2)}\n`);
// The manual's performance page is made from these results: make it again.
execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'run-ts.mjs'), path.join(repoRoot, 'scripts', 'manual.ts')], { cwd: repoRoot, stdio: 'inherit' });
