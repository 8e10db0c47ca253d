// Lighthouse (npm `lighthouse` 12, the last line that runs on Node 20) on pages of a built
// site, served by `docs-site serve` on 127.0.0.1, in the tests' pinned Chromium, mobile preset (the
// default: a mid-range phone on a throttled network, simulated). Prints the performance,
// accessibility and best-practices scores with the metrics behind performance, and every
// audit that did not pass.
//
//   npm run bench:lighthouse                       the bundled site: a typical page, a page with live demos
//   npm run bench:lighthouse -- --corpus 1000      also a page of the generated 1000-page corpus
//
// Lighthouse is installed from npm into the work folder once (it is not a dependency of
// docs-site). Results go to stdout and bench/results/lighthouse.json.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { CHROMIUM_FLAGS, pinnedChromium } from '../test/helpers/chromium';
import { makeCorpusSite } from './corpus-site';

const run = promisify(execFile);

const { values } = parseArgs({
  options: {
    corpus: { type: 'string' },
    'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-bench') },
    chromium: { type: 'string' },
    port: { type: 'string', default: '4390' },
    page: { type: 'string', multiple: true, default: [] },
  },
});

const LIGHTHOUSE = 'lighthouse@12.8.2';
const repoRoot = process.cwd();
const workDir = path.resolve(values['work-dir']);
const cli = path.join(repoRoot, 'bin', 'docs-site.mjs');

async function installLighthouse(): Promise<string> {
  const dir = path.join(workDir, 'tools', 'lighthouse');
  const bin = path.join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const stamp = path.join(dir, '.installed');
  if (!existsSync(bin) || !existsSync(stamp) || (await readFile(stamp, 'utf8')) !== LIGHTHOUSE) {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'package.json'), '{"name":"docs-site-bench-tools","private":true}\n');
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', LIGHTHOUSE], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    await writeFile(stamp, LIGHTHOUSE);
  }
  return bin;
}

/** Serves `dir` with `docs-site serve` until the returned function is called. */
async function serve(dir: string, port: number): Promise<() => void> {
  const child = spawn(process.execPath, [cli, 'serve', dir, '--port', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    // The CLI talks on stderr.
    child.stderr.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
    child.on('exit', (code) => reject(new Error(`docs-site serve exited with ${code}`)));
  });
  return () => child.kill('SIGTERM');
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  details?: { items?: { node?: { snippet?: string; explanation?: string } }[] };
}
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
}

interface PageResult {
  label: string;
  url: string;
  scores: Record<string, number | null>;
  metrics: Record<string, string>;
  failing: { category: string; id: string; title: string; score: number | null; displayValue?: string; nodes: string[] }[];
}

async function lighthouse(bin: string, label: string, url: string): Promise<PageResult> {
  const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'docs-site-lh-')), 'report.json');
  await run(
    process.execPath,
    [
      bin,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=--headless ${CHROMIUM_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: values.chromium ?? (await pinnedChromium()) }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(out, 'utf8')) as Report;
  await rm(path.dirname(out), { recursive: true, force: true });
  const scores = Object.fromEntries(Object.entries(report.categories).map(([id, c]) => [id, c.score === null ? null : Math.round(c.score * 100)]));
  const metrics = Object.fromEntries(
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'].map((id) => [id, report.audits[id]?.displayValue ?? '-']),
  );
  const failing = Object.entries(report.categories).flatMap(([category, c]) =>
    c.auditRefs
      .map((ref) => report.audits[ref.id]!)
      .filter((a) => a && a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'))
      .map((a) => ({
        category,
        id: a.id,
        title: a.title,
        score: a.score,
        ...(a.displayValue !== undefined && { displayValue: a.displayValue }),
        // The elements an accessibility or best-practices audit failed on.
        nodes: (a.details?.items ?? []).flatMap((item) => (item.node?.snippet ? [`${item.node.snippet}${item.node.explanation ? ` (${item.node.explanation.split('\n')[0]})` : ''}`] : [])).slice(0, 5),
      })),
  );
  return { label, url, scores, metrics, failing };
}

execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compile.mjs')], { cwd: repoRoot, stdio: 'inherit' });
const bin = await installLighthouse();
const results: PageResult[] = [];
const port = Number(values.port);

const sites: { label: string; root: string; pages: [string, string][] }[] = [
  {
    label: 'bundled site',
    root: repoRoot,
    pages: values.page.length
      ? values.page.map((p) => [p, p])
      : [
          ['typical page', '/material-ui/getting-started/installation'],
          ['page with live demos', '/material-ui/react-button'],
        ],
  },
];
if (values.corpus) {
  const corpus = path.join(workDir, `corpus-${values.corpus}`);
  if (!existsSync(path.join(corpus, 'docs-site.config.ts'))) await makeCorpusSite(corpus, Number(values.corpus));
  // A page deep in the tree: the drawer shows its branch, the other sections are links.
  interface NavNode {
    pathname: string;
    children: NavNode[];
  }
  const deepest = (node: NavNode, depth = 0): { pathname: string; depth: number } =>
    node.children.map((child) => deepest(child, depth + 1)).reduce((a, b) => (b.depth > a.depth ? b : a), { pathname: node.pathname, depth });
  const { pathname } = deepest(JSON.parse(await readFile(path.join(corpus, 'nav.json'), 'utf8')) as NavNode);
  sites.push({ label: `${values.corpus}-page corpus`, root: corpus, pages: [['corpus page', `/docs${pathname.replace(/\/$/, '')}`]] });
}

for (const site of sites) {
  const out = await mkdtemp(path.join(os.tmpdir(), 'docs-site-lh-site-'));
  try {
    execFileSync(process.execPath, [cli, 'build', '--out', out], { cwd: site.root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } });
    const stop = await serve(out, port);
    try {
      for (const [label, route] of site.pages) {
        process.stderr.write(`lighthouse: ${site.label}, ${label} (${route})\n`);
        const result = await lighthouse(bin, `${site.label}: ${label}`, `http://127.0.0.1:${port}${route}`);
        results.push(result);
        process.stdout.write(describe(result));
      }
    } finally {
      stop();
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

function describe(r: PageResult): string {
  return (
    `${r.label} (${r.url})\n  performance ${r.scores.performance}, accessibility ${r.scores.accessibility}, best practices ${r.scores['best-practices']}\n` +
      `  FCP ${r.metrics['first-contentful-paint']}, LCP ${r.metrics['largest-contentful-paint']}, TBT ${r.metrics['total-blocking-time']}, CLS ${r.metrics['cumulative-layout-shift']}, SI ${r.metrics['speed-index']}\n` +
      r.failing
        .map((f) => `  not passed (${f.category}): ${f.title}${f.displayValue ? ` - ${f.displayValue}` : ''} [${f.score}]\n${f.nodes.map((n) => `    ${n}\n`).join('')}`)
        .join('')
  );
}

const resultsDir = path.join(repoRoot, 'bench', 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify({ lighthouse: LIGHTHOUSE, node: process.version, results }, null, 2)}\n`);
