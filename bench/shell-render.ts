// Per-page render time of the site shell, with and without reusing the shared parts (app bar,
// navigation drawer, settings drawer, global CSS), side by side on the real-world corpus.
//
//   npm run bench:shell            (corpus test/fixtures/corpus-mui, 5 rounds)
//   npm run bench:shell -- <site folder> <rounds>
//
// Markdown is compiled once beforehand: the numbers are the render stage alone (React
// renderToString, Emotion CSS extraction, the document), the stage the shell weighs on.
import path from 'node:path';
import { loadConfig } from '../src/node/config/load';
import { compileMarkdown } from '../src/node/page/markdown/compile';
import { createPageView } from '../src/node/page/create-view';
import type { RenderInput } from '../src/node/model/page-view';
import { createPageRenderer } from '../src/node/page/render-page';
import { loadSite } from '../src/node/site/load-site';
import { loadedPage } from '../src/node/load/load-pages';

// Run from the repository root (npm run does): this file runs bundled from node_modules/.cache.
const repoRoot = process.cwd();
const siteRoot = path.resolve(process.argv[2] ?? path.join(repoRoot, 'test/fixtures/corpus-mui'));
const rounds = Number(process.argv[3] ?? 5);

const loaded = await loadConfig(undefined, siteRoot);
if (!loaded.config) throw new Error(`cannot read the config of ${siteRoot}`);
const { site } = await loadSite(loaded.config, { cache: false });
if (!site) throw new Error(`cannot load ${siteRoot}`);

const inputs: { input: RenderInput; product: string }[] = site.pages.map((source) => {
  const compiled = compileMarkdown(loadedPage(source));
  const view = createPageView(site.model, source, compiled);
  return { input: { view, hast: compiled.hast }, product: view.page.productId };
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

interface Run {
  /** Per page, the mean over rounds, in ms. */
  perPage: number[];
  byProduct: Map<string, number[]>;
  html: string[];
}

function run(reuseParts: boolean): Run {
  const renderer = createPageRenderer(site!.templates.templates, { siteHead: '', reuseParts });
  const totals = new Array<number>(inputs.length).fill(0);
  let html: string[] = [];
  // One untimed round first: the parts' first renders and the JIT's warm-up are not per-page costs.
  for (let round = 0; round <= rounds; round += 1) {
    html = inputs.map(({ input }, i) => {
      const started = performance.now();
      const out = renderer.render(input, []).html;
      if (round > 0) totals[i]! += performance.now() - started;
      return out;
    });
  }
  const perPage = totals.map((t) => t / rounds);
  const byProduct = new Map<string, number[]>();
  inputs.forEach(({ product }, i) => byProduct.set(product, [...(byProduct.get(product) ?? []), perPage[i]!]));
  return { perPage, byProduct, html };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return { mean, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

const without = run(false);
const withReuse = run(true);

const identical = without.html.every((html, i) => html === withReuse.html[i]);
const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
const row = (label: string, a: number[], b: number[]) => {
  const [x, y] = [summary(a), summary(b)];
  return `${label.padEnd(22)}${ms(x.mean)}${ms(x.median)}${ms(x.p95)}   |${ms(y.mean)}${ms(y.median)}${ms(y.p95)}   ${(x.mean / y.mean).toFixed(1)}x`;
};

console.log(`Shell render benchmark: ${path.relative(repoRoot, siteRoot) || siteRoot}, ${inputs.length} pages, ${rounds} timed rounds, Node ${process.version}`);
console.log(`${''.padEnd(22)}${'without reuse (render every part per page)'.padEnd(33)}|  with reuse (parts rendered once)`);
console.log(`${'pages'.padEnd(22)}${'mean'.padStart(10)}${'median'.padStart(10)}${'p95'.padStart(10)}   |${'mean'.padStart(10)}${'median'.padStart(10)}${'p95'.padStart(10)}   speed-up`);
console.log(row('all', without.perPage, withReuse.perPage));
for (const [product, values] of [...without.byProduct].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(row(`  ${product} (${values.length})`, values, withReuse.byProduct.get(product)!));
}
console.log(`Output identical in both modes: ${identical ? 'yes' : 'NO'}`);
if (!identical) process.exitCode = 1;
