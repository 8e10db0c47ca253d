// What languages cost: the bundled site built with its languages (en, zh for a few pages, ar)
// against English alone, and a generated 1000-page corpus with a second language of which 10%
// of the pages are translated (the others are fallback pages) against English alone. Cold
// builds (no output, no cache) of the command, measured as a process tree (wall, CPU, peak
// RSS), and the output's size. `npm run bench:languages [-- --pages 1000 --runs 1]`.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { makeCorpusSite } from './corpus-site';
import { measure, type Measurement } from './measure';
import { packageRoot } from '../src/node/util/package-root';

const repoRoot = packageRoot();
const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
};
const pages = Number(argument('pages', '1000'));
const runs = Number(argument('runs', '1'));
const translatedShare = 0.1;
const workDir = path.join(os.tmpdir(), 'docs-site-bench-languages');
const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, file));
    if (info.isFile()) total += info.size;
  }
  return total;
}

interface Row {
  site: string;
  pagesWritten: number;
  measurement: Measurement;
  outputBytes: number;
}

/** Cold builds of a config (no cache, fresh output folder); the median of `runs` by wall time. */
async function coldBuild(site: string, cwd: string, config: string): Promise<Row> {
  const out = path.join(workDir, 'out');
  const list: { measurement: Measurement; bytes: number; written: number }[] = [];
  for (let i = 0; i < runs; i += 1) {
    await rm(out, { recursive: true, force: true });
    const measurement = await measure(process.execPath, [cli, 'build', '--config', config, '--out', out, '--no-cache'], { cwd, env: { ...process.env, CI: 'true' }, timeoutMs: 1_800_000 });
    if (!measurement.ok) throw new Error(`${site} failed:\n${measurement.output}`);
    const written = (await readdir(out, { recursive: true })).filter((f) => f.endsWith('index.html')).length;
    list.push({ measurement, bytes: await folderBytes(out), written });
  }
  const median = [...list].sort((a, b) => a.measurement.wallMs - b.measurement.wallMs)[Math.floor(list.length / 2)]!;
  return { site, pagesWritten: median.written, measurement: median.measurement, outputBytes: median.bytes };
}

/** The bundled site's config with English alone, beside the real one (it imports it). */
async function englishOnlyConfig(): Promise<string> {
  const file = path.join(repoRoot, '.bench-english-only.config.ts');
  await writeFile(file, "import config from './docs-site.config';\n\nexport default { ...config, languages: [{ code: 'en', label: 'English' }] };\n");
  return file;
}

/** The corpus with a second language: every tenth page (by sorted path) translated as `name-zh.md`. */
async function corpusWithLanguage(dir: string): Promise<void> {
  const content = path.join(dir, 'content');
  const files = (await readdir(content, { recursive: true })).filter((f) => f.endsWith('.md')).sort();
  const step = Math.round(1 / translatedShare);
  for (const [index, file] of files.entries()) {
    if (index % step !== 0) continue;
    const text = await readFile(path.join(content, file), 'utf8');
    await writeFile(path.join(content, file.replace(/\.md$/, '-zh.md')), text.replace(/^title: "(.*)"$/m, 'title: "$1 (中文)"'));
  }
  const config = await readFile(path.join(dir, 'docs-site.config.ts'), 'utf8');
  const withLanguages = config
    // A translation has the route of the page it translates.
    .replace(".map((file) => [file, '/docs/' + file.replace(/\\.md$/, '')", ".map((file) => [file, '/docs/' + file.replace(/(-zh)?\\.md$/, '')")
    .replace('  routes,\n', "  routes,\n  languages: [{ code: 'en', label: 'English' }, { code: 'zh', label: '中文' }],\n");
  if (!withLanguages.includes("languages: [") || !withLanguages.includes('(-zh)?')) throw new Error('the corpus config changed: update bench/languages.ts');
  await writeFile(path.join(dir, 'docs-site.languages.config.ts'), withLanguages);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);

async function main() {
  await mkdir(workDir, { recursive: true });
  const rows: Row[] = [];
  const english = await englishOnlyConfig();
  try {
    process.stderr.write('bundled site, English alone\n');
    rows.push(await coldBuild('bundled site, en', repoRoot, english));
    process.stderr.write('bundled site, en + zh + ar\n');
    rows.push(await coldBuild('bundled site, en + zh + ar', repoRoot, path.join(repoRoot, 'docs-site.config.ts')));
  } finally {
    await rm(english, { force: true });
  }
  const corpus = path.join(workDir, `corpus-${pages}`);
  if (!existsSync(path.join(corpus, 'docs-site.languages.config.ts'))) {
    await makeCorpusSite(corpus, pages);
    await corpusWithLanguage(corpus);
  }
  // English alone: the translations are left out of its content by the routes (`-zh` pages are
  // pages of their own there), so it builds from a copy without them.
  const englishCorpus = path.join(workDir, `corpus-${pages}-en`);
  if (!existsSync(path.join(englishCorpus, 'docs-site.config.ts'))) await makeCorpusSite(englishCorpus, pages);
  process.stderr.write(`${pages}-page corpus, English alone\n`);
  rows.push(await coldBuild(`${pages}-page corpus, en`, englishCorpus, path.join(englishCorpus, 'docs-site.config.ts')));
  process.stderr.write(`${pages}-page corpus, en + zh (${translatedShare * 100}% translated)\n`);
  rows.push(await coldBuild(`${pages}-page corpus, en + zh (${translatedShare * 100}% translated)`, corpus, path.join(corpus, 'docs-site.languages.config.ts')));

  const table = [
    '| site | pages written | wall | CPU | peak RSS (tree) | output |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.site} | ${r.pagesWritten} | ${s(r.measurement.wallMs)} | ${s(r.measurement.cpuMs)} | ${mb(r.measurement.peakRssBytes)} | ${mb(r.outputBytes)} |`),
  ].join('\n');
  process.stdout.write(`${table}\n`);
  await mkdir(path.join(repoRoot, 'bench', 'results'), { recursive: true });
  await writeFile(path.join(repoRoot, 'bench', 'results', 'languages.md'), `${table}\n\nCold builds (--no-cache), ${runs} run(s), median by wall time; ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}.\n`);
  await writeFile(path.join(repoRoot, 'bench', 'results', 'languages.json'), `${JSON.stringify(rows.map((r) => ({ ...r, measurement: { ...r.measurement, output: undefined } })), null, 2)}\n`);
}

await main();
