// What a demo costs by the package it shows: the Data Grid's against Material UI's. Three sites
// of the same pages, built cold side by side (in turn, run after run): one whose demos each show
// a Data Grid (`@mui/x-data-grid`), one whose demos each show Material UI components (a button,
// a text field, a table), and one with the same embeds and no demo files. A demo's CPU is its
// site's cold build CPU less the site without demos, over the demos: what the demos' packages
// cost to load, once per thread that loads them, and what each demo costs to compile, render
// on the server, watch come to life and render in its page. CPU is the process tree's,
// esbuild's included (bench/measure.ts).
//
//   npm run bench:demo-packages                        48 demos a site, 3 runs
//   npm run bench:demo-packages -- --demos 120 --runs 5
//
// The packages (bench/corpus/demo-packages, pinned by its lockfile) are installed once into the
// work folder; the sites are folders inside it, whose packages resolve from there.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { packageRoot } from '../src/node/util/package-root';
import { measure, type Measurement } from './measure';

const { values } = parseArgs({
  options: {
    demos: { type: 'string', default: '48' },
    runs: { type: 'string', default: '3' },
    'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-demo-packages') },
    'no-compile': { type: 'boolean', default: false },
  },
});

const repoRoot = packageRoot();
const demoCount = Math.max(1, Number(values.demos));
const runs = Math.max(1, Number(values.runs));
const workDir = path.resolve(values['work-dir']);
const packagesDir = path.join(repoRoot, 'bench', 'corpus', 'demo-packages');
const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');
const PER_PAGE = 12;

if (!values['no-compile']) execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compile.mjs')], { cwd: repoRoot, stdio: 'inherit' });

/** The packages, installed once per lockfile. */
function installPackages(): void {
  const lock = readFileSync(path.join(packagesDir, 'package-lock.json'));
  const stamp = createHash('sha256').update(lock).digest('hex');
  const stampFile = path.join(workDir, 'installed.sha256');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(packagesDir, file), path.join(workDir, file));
  console.log("installing the demos' packages (npm ci)...");
  // React is docs-site's: the lockfile has none (made with --legacy-peer-deps).
  execFileSync('npm', ['ci', '--legacy-peer-deps', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: workDir, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  writeFileSync(stampFile, stamp);
}

type Kind = 'grid' | 'material' | 'none';

/** Demo `n` (from 1) of a kind: twelve shapes, by the number of rows and the options. */
function demoSource(kind: 'grid' | 'material', n: number): string {
  const shape = ((n - 1) % 12) + 1;
  if (kind === 'grid') {
    return `import * as React from 'react';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'firstName', headerName: 'First name', width: 150, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 150, editable: true },
  { field: 'age', headerName: 'Age', type: 'number', width: 110 },
  { field: 'city', headerName: 'City', width: 160 },
];

const rows = Array.from({ length: ${shape * 10} }, (_, n) => ({ id: n + 1, firstName: 'Jon' + n, lastName: 'Snow', age: 20 + (n % 40), city: 'Winterfell' }));

export default function Demo${n}() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={{ pagination: { paginationModel: { pageSize: 5 } } }} pageSizeOptions={[5]} checkboxSelection={${shape % 2 === 1}} disableRowSelectionOnClick />
    </div>
  );
}
`;
  }
  return `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

export default function Demo${n}() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack spacing={2}>
      <Button variant="contained" onClick={() => setCount((n) => n + 1)}>Clicked {count}</Button>
      <TextField label="Name" defaultValue="Jon" />
      <Table size="small"><TableBody>{Array.from({ length: ${shape * 2} }, (_, n) => <TableRow key={n}><TableCell>Row {n}</TableCell><TableCell>{n * 2}</TableCell></TableRow>)}</TableBody></Table>
    </Stack>
  );
}
`;
}

/** A site of `demoCount` demos of a kind, twelve a page (`none`: the same embeds, and no demo files, whose embeds then warn). */
function writeSite(kind: Kind): string {
  const site = path.join(workDir, kind);
  rmSync(site, { recursive: true, force: true });
  const pages = Math.ceil(demoCount / PER_PAGE);
  const files: Record<string, string> = {
    'docs-site.config.ts': `import { defineConfig } from 'docs-site';

export default defineConfig({
  title: 'Demo packages',
  host: 'https://docs.example.com',
  repository: { url: 'https://github.com/example/demo-packages', branch: 'main', directory: 'docs' },
  products: [{ id: 'demos', name: 'Demos', category: 'core', versions: [{ text: 'v1', current: true }], navigation: 'nav/demos.json' }],
  checks: { demos: 'warn' },
  ogImages: false,
});
`,
    'content/index.md': '---\ntitle: Demo packages\ndescription: What a demo costs by its package.\n---\n\n# Demo packages\n\n[The demos](/demos/page-1/)\n',
    'nav/demos.json': `${JSON.stringify([{ pathname: '/demos/group', title: 'Demos', children: Array.from({ length: pages }, (_, p) => ({ pathname: `/demos/page-${p + 1}`, title: `Page ${p + 1}` })) }], null, 2)}\n`,
  };
  for (let page = 1; page <= pages; page += 1) {
    const embeds = [];
    for (let n = (page - 1) * PER_PAGE + 1; n <= Math.min(demoCount, page * PER_PAGE); n += 1) {
      embeds.push(`{{"demo": "Demo${n}.js"}}`);
      if (kind !== 'none') files[`content/demos/Demo${n}.tsx`] = demoSource(kind, n);
    }
    files[`content/demos/page-${page}.md`] = `---\ntitle: Page ${page}\ndescription: Demos.\n---\n\n# Page ${page}\n\n${embeds.join('\n\n')}\n`;
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  }
  return site;
}

installPackages();
const kinds: Kind[] = ['grid', 'material', 'none'];
const sites = Object.fromEntries(kinds.map((kind) => [kind, writeSite(kind)])) as Record<Kind, string>;
const measured: Record<Kind, Measurement[]> = { grid: [], material: [], none: [] };
for (let run = 0; run < runs; run += 1) {
  for (const kind of kinds) {
    rmSync(path.join(sites[kind], 'node_modules'), { recursive: true, force: true });
    rmSync(path.join(sites[kind], 'dist'), { recursive: true, force: true });
    const result = await measure(process.execPath, [cli, 'build'], { cwd: sites[kind], env: { ...process.env, CI: 'true' } });
    if (!result.ok) throw new Error(`the cold build of the ${kind} site failed:\n${result.output}`);
    const built = result.output.split('\n').find((line) => line.startsWith('Built')) ?? '';
    if (kind !== 'none' && !/\(0 errors, 0 warnings\)/.test(built)) throw new Error(`the ${kind} site's demos did not all build:\n${result.output}`);
    measured[kind].push(result);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpu = (kind: Kind) => median(measured[kind].map((m) => m.cpuMs ?? Number.NaN));
const wall = (kind: Kind) => median(measured[kind].map((m) => m.wallMs));
const perDemo = (kind: Kind) => (cpu(kind) - cpu('none')) / demoCount;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

console.log(`\n${demoCount} demos a site, ${Math.ceil(demoCount / PER_PAGE)} pages; median of ${runs} cold builds each, in turn (load ${os.loadavg()[0]!.toFixed(1)} at the end, ${os.cpus().length} cores)`);
console.log('| site | wall | CPU | CPU per demo (against the site without demos) |');
console.log('|---|---|---|---|');
for (const kind of kinds) console.log(`| ${kind} | ${seconds(wall(kind))} | ${seconds(cpu(kind))} | ${kind === 'none' ? '' : `${(perDemo(kind)).toFixed(0)} ms`} |`);
console.log(`\nData Grid demo / Material UI demo, CPU: ${(perDemo('grid') / perDemo('material')).toFixed(2)}x`);
