// Profiles a cold `docs-site build`: one V8 CPU profile per thread (the main thread and every
// render worker: worker threads inherit node's --cpu-prof), then a summary of each thread and
// of all together: busy time, the functions with the most self time, and that time by npm
// package or docs-site stage. esbuild runs in a process of its own (Go): its CPU is in the
// process tree's CPU seconds, not in the profiles.
//
//   npm run profile -- --pages 1000                 a generated corpus (bench/make-corpus.mjs)
//   npm run profile -- path/to/site                 a site of yours (its cache is cleared first)
//   npm run profile -- --pages 100 --workers 2 --top 20 --out /tmp/prof
//   npm run profile -- --pages 1000 --warm          a second build, with the cache of the first
//
// A corpus is generated once into the work folder (default /tmp/docs-site-profile) and copied
// for each run, so that runs beside each other, or beside `npm run bench`, do not share a cache.
// The build writes into <out>/dist; the profiles, summary.md and summary.json go to <out>.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/node/config/load';
import { packageRoot } from '../src/node/util/package-root';
import { cachedCorpusSite } from './corpus-site';
import { formatThread, overall, summarizeProfile, type ThreadSummary } from './cpu-profile';
import { measure } from './measure';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: 'string' },
    workers: { type: 'string' },
    out: { type: 'string' },
    top: { type: 'string', default: '15' },
    warm: { type: 'boolean', default: false },
    'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-profile') },
    'no-compile': { type: 'boolean', default: false },
  },
});

const repoRoot = packageRoot();
const top = Math.max(1, Number(values.top));
if ((values.pages === undefined) === (positionals.length === 0)) {
  console.error('usage: npm run profile -- <site-dir> | --pages N  [--workers N] [--out dir] [--top N] [--warm]');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(values.out ?? path.join(values['work-dir'], `run-${stamp}`));
const profileDir = path.join(outDir, 'profiles');
await rm(outDir, { recursive: true, force: true });
await mkdir(profileDir, { recursive: true });

if (!values['no-compile']) execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compile.mjs')], { cwd: repoRoot, stdio: 'inherit' });

/** The site to build: a fresh copy of the generated corpus, or the site given, with its cache cleared. */
async function siteToBuild(): Promise<string> {
  if (values.pages !== undefined) {
    const corpus = await cachedCorpusSite(path.resolve(values['work-dir']), Number(values.pages));
    const copy = path.join(outDir, 'site');
    await cp(corpus, copy, { recursive: true, filter: (from) => !/[/\\](node_modules|dist)$/.test(from) });
    return copy;
  }
  const site = path.resolve(positionals[0]!);
  const loaded = await loadConfig(undefined, site);
  if (!loaded.config) {
    console.error(`cannot read the site's config:\n${loaded.diagnostics.map((d) => d.message).join('\n')}`);
    process.exit(1);
  }
  await rm(loaded.config.directories.cache, { recursive: true, force: true });
  return site;
}

const site = await siteToBuild();
const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');
const buildArgs = ['build', '--out', path.join(outDir, 'dist'), ...(values.workers !== undefined ? ['--workers', values.workers] : [])];
const env = { ...process.env, CI: 'true' };
if (values.warm) {
  process.stderr.write('a first build, for the cache\n');
  const first = await measure(process.execPath, [cli, ...buildArgs], { cwd: site, env });
  if (!first.ok) throw new Error(`the first build failed:\n${first.output}`);
}
const loadBefore = os.loadavg();
process.stderr.write(`profiling docs-site ${buildArgs.join(' ')} in ${site}\n`);
const measured = await measure(process.execPath, [`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, cli, ...buildArgs], { cwd: site, env });
if (!measured.ok) throw new Error(`the build failed (exit ${measured.exitCode}):\n${measured.output}`);
const loadAfter = os.loadavg();

const files = (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile')).sort();
const threads: ThreadSummary[] = files.map((f) => summarizeProfile(path.join(profileDir, f), repoRoot));
const all = overall(threads);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
const header = [
  `# Profile: docs-site ${buildArgs.join(' ')} (${values.warm ? 'warm' : 'cold'})`,
  '',
  `Site: ${site}. ${measured.output.trim().split('\n').at(-1) ?? ''}`,
  '',
  `Process tree: wall ${(measured.wallMs / 1000).toFixed(2)} s, CPU ${measured.cpuMs === null ? '-' : `${(measured.cpuMs / 1000).toFixed(2)} s`} (esbuild's included), peak RSS ${(measured.peakRssBytes / 1024 ** 2).toFixed(0)} MB. Load average before ${load(loadBefore)}, after ${load(loadAfter)} (${os.cpus().length} cores).`,
  '',
  `Threads (busy = sampled, not idle; profiling adds some overhead): ${threads.map((t) => `${t.label} ${(t.busyMs / 1000).toFixed(2)} s`).join(', ')}.`,
  '',
].join('\n');
const summary = [header, ...(threads.length > 1 ? [formatThread(all, top)] : []), ...threads.map((t) => formatThread(t, top))].join('\n');
await writeFile(path.join(outDir, 'summary.md'), summary);
await writeFile(
  path.join(outDir, 'summary.json'),
  `${JSON.stringify({ command: buildArgs, site, measured: { ...measured, output: undefined }, loadBefore, loadAfter, threads: [all, ...threads].map((t) => ({ ...t, functions: t.functions.slice(0, 100), categories: t.categories.slice(0, 100) })) }, null, 2)}\n`,
);
process.stdout.write(`${summary}\nProfiles and summary in ${outDir}\n`);
