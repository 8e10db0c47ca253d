// API pages: what generating them costs and what a reader downloads.
//
//   npm run bench:api                    every figure, 20 components for `docs-site api`
//   npm run bench:api -- --runs 3        the median of 3 builds of each kind
//
// 1. A site of the shared corpus's 83 API JSON files (test/fixtures/corpus-mui: Joy UI 79,
//    System 4, with their descriptions), one markdown page beside them, built by the command
//    (`docs-site build`, a process of its own, default threads): cold (no output, no cache),
//    then warm (nothing changed). Wall and CPU time of the process.
// 2. The HTML of each API page, gzip (level 6): median, mean and largest.
// 3. `docs-site api` on installed @mui/material components (the 3 of the bundled site, then
//    20): wall and CPU time of the command, and the extraction's own time, per component.
// CPU time is the steadier measure: wall time also counts the other work of a loaded machine.
// Results go to stdout and bench/results/api-pages.{json,md}.
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
const runs = Math.max(1, Number(values.runs));
// Run from the repository root (npm run does): this file runs bundled from node_modules/.cache.
const repoRoot = process.cwd();
const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');

interface Timed {
  wallMs: number;
  cpuMs: number;
  stdout: string;
}

/** Runs the command as a user would, timing its process (wall, and user + system CPU of it and its threads). */
function run(args: string[], cwd: string): Promise<Timed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = execFile('/usr/bin/time', ['-f', '__CPU__ %U %S', process.execPath, cli, ...args], { cwd, env: { ...process.env, CI: 'true' }, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${args.join(' ')} failed:\n${stdout}\n${stderr}`));
      const cpu = /__CPU__ ([\d.]+) ([\d.]+)/.exec(stderr);
      resolve({ wallMs: performance.now() - started, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : Number.NaN, stdout: `${stdout}${stderr}` });
    });
    child.stdin?.end();
  });
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)]!;

async function makeSite(): Promise<string> {
  const root = path.join(os.tmpdir(), `docs-site-bench-api-${process.pid}`);
  await rm(root, { recursive: true, force: true });
  const corpus = path.join(repoRoot, 'test', 'fixtures', 'corpus-mui');
  await cp(path.join(corpus, 'api'), path.join(root, 'api'), { recursive: true });
  await cp(path.join(corpus, 'api-descriptions'), path.join(root, 'api-descriptions'), { recursive: true });
  await mkdir(path.join(root, 'content'), { recursive: true });
  await writeFile(path.join(root, 'content', 'index.md'), '---\ntitle: API\ndescription: The API reference of Joy UI and MUI System.\n---\n\n# API\n');
  await writeFile(
    path.join(root, 'docs-site.config.ts'),
    `export default {
  title: 'MUI',
  host: 'https://mui.com',
  repository: { url: 'https://github.com/mui/material-ui' },
  products: [
    { id: 'joy-ui', name: 'Joy UI', api: { pages: 'api/joy-ui', descriptions: 'api-descriptions/joy-ui' } },
    { id: 'system', name: 'MUI System', api: { pages: 'api/system', descriptions: 'api-descriptions/system' } },
  ],
  // The pages link to Material UI's and Base UI's, which this site does not have.
  checks: { links: 'warn' },
};
`,
  );
  return root;
}

const site = await makeSite();
const cold: Timed[] = [];
const warm: Timed[] = [];
for (let i = 0; i < runs; i += 1) {
  await rm(path.join(site, 'dist'), { recursive: true, force: true });
  await rm(path.join(site, 'node_modules'), { recursive: true, force: true });
  cold.push(await run(['build'], site));
  warm.push(await run(['build'], site));
}
const pagesBuilt = Number(/Built (\d+) pages/.exec(cold[0]!.stdout)?.[1]);

const apiHtml: { route: string; bytes: number; gzip: number }[] = [];
for (const product of ['joy-ui', 'system']) {
  for (const slug of await readdir(path.join(site, 'dist', product, 'api'))) {
    const html = await readFile(path.join(site, 'dist', product, 'api', slug, 'index.html'));
    apiHtml.push({ route: `/${product}/api/${slug}`, bytes: html.length, gzip: gzipSync(html).length });
  }
}
apiHtml.sort((a, b) => a.gzip - b.gzip);
const gzips = apiHtml.map((p) => p.gzip);
const largest = apiHtml.at(-1)!;

const MATERIAL = ['Button', 'IconButton', 'ButtonBase', 'Alert', 'Avatar', 'Badge', 'Card', 'Checkbox', 'Chip', 'Dialog', 'Divider', 'Fab', 'Link', 'List', 'Menu', 'Radio', 'Slider', 'Switch', 'Tab', 'Tooltip'];
const extraction: { components: number; wallMs: number; cpuMs: number; ownMs: number }[] = [];
for (const count of [3, MATERIAL.length]) {
  const out = path.join(site, 'extracted');
  const entries = MATERIAL.slice(0, count).map((name) => `node_modules/@mui/material/${name}/${name}.mjs`);
  const timed = await run(['api', ...entries, '--out', path.join(out, 'api'), '--descriptions', path.join(out, 'descriptions')], repoRoot);
  const own = /Extracted (\d+) components? in ([\d.]+) (ms|s)/.exec(timed.stdout);
  const ownMs = own ? Number(own[2]) * (own[3] === 's' ? 1000 : 1) : Number.NaN;
  extraction.push({ components: count, wallMs: timed.wallMs, cpuMs: timed.cpuMs, ownMs });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const lines = [
  `API pages of the shared corpus (${apiHtml.length} JSON files; ${pagesBuilt} pages built with the one markdown page), ${runs} run(s), median:`,
  `  build, cold (no output, no cache): ${s(median(cold.map((r) => r.wallMs)))} wall, ${s(median(cold.map((r) => r.cpuMs)))} CPU`,
  `  build, warm (nothing changed):     ${s(median(warm.map((r) => r.wallMs)))} wall, ${s(median(warm.map((r) => r.cpuMs)))} CPU`,
  `  HTML per API page, gzip: median ${kb(median(gzips))}, mean ${kb(gzips.reduce((a, b) => a + b, 0) / gzips.length)}, largest ${kb(largest.gzip)} (${largest.route}, ${kb(largest.bytes)} raw)`,
  ...extraction.map(
    (e) =>
      `  docs-site api, ${e.components} @mui/material components: ${s(e.wallMs)} wall, ${s(e.cpuMs)} CPU (${s(e.cpuMs / e.components)} CPU per component); extraction itself ${s(e.ownMs)} wall (${s(e.ownMs / e.components)} per component)`,
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
await mkdir(path.join(repoRoot, 'bench', 'results'), { recursive: true });
await writeFile(
  path.join(repoRoot, 'bench', 'results', 'api-pages.json'),
  `${JSON.stringify({ runs, pages: apiHtml.length, pagesBuilt, cold, warm: warm.map(({ wallMs, cpuMs }) => ({ wallMs, cpuMs })), gzip: apiHtml, extraction }, (key, value: unknown) => (key === 'stdout' ? undefined : value), 2)}\n`,
);
await writeFile(path.join(repoRoot, 'bench', 'results', 'api-pages.md'), `${lines.join('\n')}\n`);
await rm(site, { recursive: true, force: true });
