// How the time to compile one page grows with its size: a page of each shape at 16 KB, 64 KB,
// 256 KB, 1 MB and 4 MB (the page size limit, MAX_PAGE_BYTES), each compiled by
// `compileMarkdown` in a fresh process (after a small page, so that the JIT is warm), so that
// one size's garbage and peak memory do not weigh on the next.
//
//   npm run bench:page-size                                   both shapes, every size
//   npm run bench:page-size -- --shapes changelog --sizes 16,64,256 --runs 3
//
// Shapes (bench/page-shapes.ts): `docs` is the pages of test/fixtures/corpus-mui one after
// the other (demos, code blocks, tables, callouts, raw HTML); `changelog` is release notes in
// MUI's style (headings, and many short lists of changes with links, code and emphasis), the
// shape that used to be quadratic.
// For each page: wall and CPU time, CPU time per KB, the process's peak RSS, and the slope of
// log(CPU time) over log(size) from the size before (1 is linear, 2 quadratic), then a
// least-squares slope over all sizes. CPU time is the measure, as wall time also counts other
// work on the machine. Results go to stdout and bench/results/page-size.{json,md}.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compileMarkdown } from '../src/node/page/markdown/compile';
import { MAX_PAGE_BYTES } from '../src/node/page/markdown/limits';
import { makePage, PAGE_SHAPES, type PageShape } from './page-shapes';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '16,64,256,1024,4096' },
    shapes: { type: 'string', default: PAGE_SHAPES.join(',') },
    runs: { type: 'string', default: '1' },
    'timeout-min': { type: 'string', default: '15' },
    // Internal: compile one page in this process and print its measurement as JSON.
    one: { type: 'string' },
  },
});

// Run from the repository root (npm run does): this file runs bundled from node_modules/.cache.
const repoRoot = process.cwd();

interface Sample {
  bytes: number;
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  /** Codes of the errors the compile reported (a page over the limit is one). */
  errors: string[];
}

/** Compiles one page of `shape` of at most `kb` KB here, after a small one to warm up. */
function measureHere(shape: PageShape, kb: number): Sample {
  const compile = (body: string) => compileMarkdown({ file: `content/${shape}.md`, body, bodyStartLine: 1 });
  compile(makePage(repoRoot, shape, 16 * 1024));
  const body = makePage(repoRoot, shape, kb * 1024);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const compiled = compile(body);
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const codes = [...new Set(compiled.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code))];
  return { bytes: Buffer.byteLength(body), wallMs, cpuMs: (cpu.user + cpu.system) / 1000, peakRssBytes: process.resourceUsage().maxRSS * 1024, errors: codes };
}

if (values.one) {
  const [shape, kb] = values.one.split(':');
  process.stdout.write(JSON.stringify(measureHere(shape as PageShape, Number(kb))));
  process.exit(0);
}

const timeoutMs = Number(values['timeout-min']) * 60_000;

/** One page in a child process; null if it ran past the timeout. */
function measureInChild(shape: PageShape, kb: number): Promise<Sample | null> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [process.argv[1]!, '--one', `${shape}:${kb}`], { cwd: repoRoot, timeout: timeoutMs, maxBuffer: 1 << 20 }, (failure, stdout, stderr) => {
      if (failure?.killed) resolve(null);
      else if (failure) reject(new Error(`${shape} at ${kb} KB failed:\n${stderr}`));
      else resolve(JSON.parse(stdout) as Sample);
    });
  });
}

interface Row {
  shape: PageShape;
  kb: number;
  /** Median of the runs by CPU time; null when the page did not compile within the timeout. */
  sample: Sample | null;
  /** log(CPU time) over log(size), from the previous size. */
  slope: number | null;
}

const sizes = values.sizes.split(',').map(Number);
const shapes = values.shapes.split(',') as PageShape[];
const runs = Math.max(1, Number(values.runs));
const rows: Row[] = [];
for (const shape of shapes) {
  let previous: Sample | null = null;
  for (const kb of sizes) {
    process.stderr.write(`${shape} ${kb} KB\n`);
    const samples: (Sample | null)[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measureInChild(shape, kb));
    const done = samples.filter((s): s is Sample => s !== null).sort((a, b) => a.cpuMs - b.cpuMs);
    const sample = done.length === runs ? done[Math.floor(runs / 2)]! : null;
    const slope = sample && previous ? Math.log(sample.cpuMs / previous.cpuMs) / Math.log(sample.bytes / previous.bytes) : null;
    rows.push({ shape, kb, sample, slope });
    previous = sample;
    // A page that ran past the timeout here will not do better at a larger size.
    if (!sample) break;
  }
}

/** Least-squares slope of log(CPU time) over log(size). */
function fitSlope(samples: Sample[]): number | null {
  if (samples.length < 2) return null;
  const xs = samples.map((s) => Math.log(s.bytes));
  const ys = samples.map((s) => Math.log(s.cpuMs));
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const [mx, my] = [mean(xs), mean(ys)];
  const covariance = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const variance = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return covariance / variance;
}

const kbOf = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const mbOf = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function printTable(): string {
  const header = ['shape', 'page', 'wall', 'CPU', 'CPU ms/KB', 'peak RSS', 'slope', 'errors'];
  const lines = rows.map(({ shape, kb, sample: s, slope }) =>
    s
      ? [shape, kbOf(s.bytes), seconds(s.wallMs), seconds(s.cpuMs), (s.cpuMs / (s.bytes / 1024)).toFixed(2), `${(s.peakRssBytes / 1024 ** 3).toFixed(2)} GB`, slope === null ? '' : slope.toFixed(2), s.errors.join(' ')]
      : [shape, `${kb} KB`, `over ${values['timeout-min']} min`, '', '', '', '', ''],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

const fits = shapes.map((shape) => {
  const slope = fitSlope(rows.filter((r) => r.shape === shape && r.sample).map((r) => r.sample!));
  return `${shape}: ${slope === null ? '-' : slope.toFixed(2)}`;
});
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`;
const summary = `Slope of log(CPU time) over log(size), fitted over all sizes (1 is linear, 2 quadratic): ${fits.join(', ')}.\nPage size limit: ${mbOf(MAX_PAGE_BYTES)}. Machine: ${machine}; ${runs > 1 ? `median of ${runs} runs` : 'one run'}.`;
const table = printTable();
process.stdout.write(`${table}\n\n${summary}\n`);
const resultsDir = path.join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, 'page-size.json'), `${JSON.stringify({ machine, runs, rows }, null, 2)}\n`);
await writeFile(path.join(resultsDir, 'page-size.md'), `${table}\n\n${summary}\n`);
