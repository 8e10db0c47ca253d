// The performance page (content/docs-infra/performance.md), from the latest figures `npm run
// bench` keeps in bench/results/build-scale.json: a figure is stated once, where it is measured.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../../src/node/util/package-root';
import { type GeneratedPage } from './page';

const RESULTS = 'bench/results/build-scale.json';
const BENCH = 'bench/build-scale.ts';

/** The usage lines of the benchmark's opening comment (`//   npm run bench ...` and their continuations). */
export function benchUsage(source = readFileSync(path.join(packageRoot(), BENCH), 'utf8')): string[] {
  const lines: string[] = [];
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break;
    const text = line.replace(/^\/\/ ?/, '');
    if (/^\s+npm run bench/.test(text) || (lines.length > 0 && /^\s{20,}\S/.test(text))) lines.push(text.replace(/^\s{2}/, ''));
  }
  return lines;
}

interface Row {
  generator: string;
  pages: number;
  kind: 'cold' | 'warm';
  measurement: { ok: boolean; exitCode: number | null; wallMs: number; cpuMs: number | null; peakRssBytes: number };
  weight: { htmlGzip: number; jsGzip: number; cssGzip: number; outputBytes: number } | null;
  run: { date: string; commit: string; machine: string; runs: number };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(rows: readonly Row[]): string {
  const lines = rows.map((r) => {
    const m = r.measurement;
    return [
      `${r.generator}${m.ok ? '' : ` (failed: exit ${m.exitCode})`}`,
      String(r.pages),
      r.kind,
      seconds(m.wallMs),
      m.cpuMs === null ? '-' : seconds(m.cpuMs),
      `${(m.peakRssBytes / 1024 ** 3).toFixed(2)} GB`,
      r.weight ? kb(r.weight.htmlGzip) : '',
      r.weight ? kb(r.weight.jsGzip) : '',
      r.weight ? kb(r.weight.cssGzip) : '',
      `${r.run.date}, \`${r.run.commit}\``,
    ];
  });
  return [
    '| generator | pages | build | wall | CPU | peak memory | HTML/page | JS/page | CSS/page | measured |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** `docs-site at 1000 pages, cold: 3.8x less CPU than Starlight`, for each anchor measured at a size docs-site was. */
function comparisons(rows: readonly Row[]): string[] {
  const lines: string[] = [];
  for (const anchor of rows.filter((r) => r.kind === 'cold' && !r.generator.startsWith('docs-site') && r.measurement.ok)) {
    for (const ours of rows.filter((r) => r.kind === 'cold' && r.pages === anchor.pages && r.generator.startsWith('docs-site') && r.measurement.ok)) {
      const cpu = anchor.measurement.cpuMs && ours.measurement.cpuMs ? `, ${(anchor.measurement.cpuMs / ours.measurement.cpuMs).toFixed(1)}x less CPU` : '';
      const same = anchor.run.date === ours.run.date && anchor.run.commit === ours.run.commit ? ' (same run)' : ` (not the same run: ${ours.run.date} against ${anchor.run.date})`;
      lines.push(
        `- ${ours.generator} against ${anchor.generator}, ${anchor.pages} pages cold: ${(anchor.measurement.wallMs / ours.measurement.wallMs).toFixed(1)}x faster${cpu}, ${(anchor.measurement.peakRssBytes / ours.measurement.peakRssBytes).toFixed(1)}x less memory at the peak${same}.`,
      );
    }
  }
  return lines;
}

export function performancePage(file = path.join(packageRoot(), RESULTS)): GeneratedPage {
  const rows = (JSON.parse(readFileSync(file, 'utf8')) as { rows: Row[] }).rows;
  const machines = [...new Set(rows.map((r) => r.run.machine))];
  const compared = comparisons(rows);
  const body = [
    'How long docs-site takes to build a site, how much memory it needs and what a reader',
    'downloads, measured on the corpus every generator is compared on (`bench/make-corpus.mjs`:',
    'generated pages with headings, lists, tables, code and links, in a navigation tree). The',
    'figures below are the latest of each kind that `npm run bench` kept.',
    '',
    '## Builds',
    '',
    'A cold build starts with no output and no cache; a warm one follows it with nothing changed.',
    'Wall and CPU time are those of the whole process tree (CPU counts every thread, so on two',
    'cores it can be up to twice the wall time); peak memory is the largest sum of the processes\'',
    'resident memory sampled while the build runs. HTML, JS and CSS per page are what a reader',
    'downloads for a page (gzip), JavaScript that runs before any interaction only.',
    '',
    table(rows),
    '',
    ...(compared.length > 0
      ? [
          '## Against other generators',
          '',
          'Each is built from the same pages and navigation (`bench/anchors.ts` adapts the corpus to it). They',
          'draw no share cards: docs-site without them (`ogImages: false`) is the like-for-like figure.',
          '',
          ...compared,
          '',
        ]
      : []),
    '## Running the benchmark',
    '',
    `\`npm run bench\` (\`${BENCH}\`) builds the corpus cold and then warm at each size, each build a`,
    'process tree measured from outside, and the anchors side by side when asked; its options:',
    '',
    '```bash',
    ...benchUsage(),
    '```',
    '',
    'It prints a table and keeps, in `bench/results/build-scale.json`, the latest row of each generator,',
    'size and kind of build, and makes this page again from it (`npm run manual`).',
    '',
    '## Every benchmark',
    '',
    readFileSync(path.join(packageRoot(), 'scripts', 'manual', 'benchmarks.md'), 'utf8').trimEnd(),
    '',
    '## Where the figures come from',
    '',
    `The machine${machines.length > 1 ? 's' : ''}: ${machines.join('; ')}. A shared machine's speed can`,
    'change by a factor of two from one hour to the next: compare figures of one run (same date and commit) only.',
    'Measure your own machine with `npm run bench -- --sizes 1000 --no-cards --anchors`.',
  ].join('\n');
  return {
    file: 'performance.md',
    title: 'Performance',
    description: 'Build time, memory and page weight of generated sites, and against other generators, from the latest benchmark runs.',
    source: `${RESULTS}, ${BENCH} and scripts/manual/benchmarks.md`,
    body,
  };
}
