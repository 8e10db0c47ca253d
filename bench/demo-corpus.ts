// What real demos cost: builds the shared corpus (Joy UI, MUI System and docs-infra pages,
// test/fixtures/corpus-mui) with the Joy UI demos beside its pages (bench/corpus/mui-demos,
// 1,292 files as upstream wrote them) and the packages they import installed (its
// package.json and lockfile, `npm ci` once into the work folder). Cold (no cache) and warm
// (nothing changed) builds, measured as process trees, with the build's own step timings
// (DOCS_SITE_TIMINGS) of the last cold run, and the CPU per demo: the cold build's CPU less a
// cold build of the same site without its demo files, over the demos. CPU is the process
// tree's, esbuild's included (bench/measure.ts).
//
//   npm run bench:demos                         one cold and one warm build
//   npm run bench:demos -- --runs 3 --workers 2
//   npm run bench:demos -- --keep                leaves the site in the work folder, to profile it:
//                                                npm run profile -- /tmp/docs-site-demos/site
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packageRoot } from '../src/node/util/package-root';
import { measure, type Measurement } from './measure';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    workers: { type: 'string' },
    'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-demos') },
    keep: { type: 'boolean', default: false },
    'no-compile': { type: 'boolean', default: false },
  },
});

const repoRoot = packageRoot();
const runs = Math.max(1, Number(values.runs));
const workDir = path.resolve(values['work-dir']);
const site = path.join(workDir, 'site');
const demosDir = path.join(repoRoot, 'bench', 'corpus', 'mui-demos');
const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');

if (!values['no-compile']) execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compile.mjs')], { cwd: repoRoot, stdio: 'inherit' });

/**
 * The site: the corpus fixture's pages, API and navigation, the demos laid over its content,
 * and the demos' packages, installed once per lockfile (kept in the work folder between runs).
 */
function prepareSite(): void {
  const lock = readFileSync(path.join(demosDir, 'package-lock.json'));
  const stamp = createHash('sha256').update(lock).digest('hex');
  const modules = path.join(workDir, 'node_modules');
  const stampFile = path.join(workDir, 'installed.sha256');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    rmSync(workDir, { recursive: true, force: true });
    cpSync(path.join(demosDir, 'package.json'), path.join(workDir, 'package.json'));
    cpSync(path.join(demosDir, 'package-lock.json'), path.join(workDir, 'package-lock.json'));
    console.log('installing the demos\' packages (npm ci)...');
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: workDir, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
    writeFileSync(stampFile, stamp);
  }
  rmSync(site, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'test', 'fixtures', 'corpus-mui'), site, { recursive: true, filter: (from) => !/[/\\](node_modules|dist)$/.test(from) });
  cpSync(path.join(demosDir, 'content'), path.join(site, 'content'), { recursive: true });
  // Packages resolve from the site's folder upwards: the work folder's node_modules serve it,
  // and the site's own node_modules holds only the build's cache, cleared for a cold build.
}

const count = (dir: string, pattern: RegExp): number => (execFileSync('find', [dir, '-type', 'f'], { encoding: 'utf8' }).split('\n').filter((file) => pattern.test(file)).length);

const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);
const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

prepareSite();
const demoFiles = count(path.join(site, 'content'), /\.(js|tsx|ts)$/);
const pages = count(path.join(site, 'content'), /\.md$/);
const args = ['build', ...(values.workers === undefined ? [] : ['--workers', values.workers])];
const env = { ...process.env, CI: 'true' };

const cold: Measurement[] = [];
const warm: Measurement[] = [];
let timings = '';
for (let run = 0; run < runs; run += 1) {
  rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
  rmSync(path.join(site, 'dist'), { recursive: true, force: true });
  const first = await measure(process.execPath, [cli, ...args], { cwd: site, env: { ...env, DOCS_SITE_TIMINGS: '1' } });
  if (!first.ok) throw new Error(`the cold build failed:\n${first.output}`);
  cold.push(first);
  timings = first.output;
  const second = await measure(process.execPath, [cli, ...args], { cwd: site, env });
  if (!second.ok) throw new Error(`the warm build failed:\n${second.output}`);
  warm.push(second);
}

// The same site without its demo files (each embed then warns that its file is missing): what
// the demos cost is the difference.
for (const file of execFileSync('find', [path.join(site, 'content'), '-type', 'f'], { encoding: 'utf8' }).split('\n')) {
  if (/\.(js|tsx|ts|preview)$/.test(file)) rmSync(file);
}
rmSync(path.join(site, 'node_modules'), { recursive: true, force: true });
rmSync(path.join(site, 'dist'), { recursive: true, force: true });
const without = await measure(process.execPath, [cli, ...args], { cwd: site, env });
if (!without.ok) throw new Error(`the build without demos failed:\n${without.output}`);

const median = (list: Measurement[]) => [...list].sort((a, b) => (a.cpuMs ?? a.wallMs) - (b.cpuMs ?? b.wallMs))[Math.floor(list.length / 2)]!;
const [c, w] = [median(cold), median(warm)];
const builtLine = (m: Measurement) => m.output.split('\n').find((line) => line.startsWith('Built')) ?? '';

console.log(`\nshared corpus with demos: ${pages} pages, ${demoFiles} demo files (load ${os.loadavg()[0]!.toFixed(1)} at the end, ${os.cpus().length} cores), median of ${runs}`);
// From the warm build's summary: "0 of 623 demos compiled".
const demos = Number(/of (\d+) demos compiled/.exec(builtLine(w))?.[1] ?? Number.NaN);
const perDemo = (m: Measurement) => (m.cpuMs === null || without.cpuMs === null ? '-' : `${((m.cpuMs - without.cpuMs) / demos).toFixed(1)} ms`);
console.log(`${demos} demos (a demo is a TypeScript file and its JavaScript twin, or one of them)`);
console.log('| build | wall | CPU | peak memory (tree) | CPU per demo (against the build without demos) |');
console.log('|---|---|---|---|---|');
for (const [label, m] of [['cold', c], ['warm, nothing changed', w], ['cold, without the demo files', without]] as const) {
  console.log(`| ${label} | ${seconds(m.wallMs)} | ${seconds(m.cpuMs)} | ${gigabytes(m.peakRssBytes)} | ${m === c ? perDemo(m) : ''} |`);
}
console.log('\nsteps of the last cold build (DOCS_SITE_TIMINGS):');
for (const line of timings.split('\n').filter((l) => l.startsWith('timings'))) console.log(`  ${line}`);
console.log(`\ncold: ${builtLine(c)}\nwarm: ${builtLine(w)}`);
if (!values.keep) rmSync(site, { recursive: true, force: true });
