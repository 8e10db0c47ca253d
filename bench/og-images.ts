// What the pages' share cards (`ogImages`) cost a build of the generated corpus
// (bench/make-corpus.mjs), all in one run:
//
//   npm run bench:og-images                          1000 pages, 2 pairs
//   npm run bench:og-images -- --size 200 --pairs 3
//   npm run bench:og-images -- --compare-only         (4) alone
//
// (1) Cold builds by the command (no output, no cache: the cache folder is removed), with cards
// and with `ogImages: false`, alternating, each measured as a process tree (wall and CPU time,
// peak memory); (2) after each cold build with cards, a warm one (nothing changed), which must
// draw no card (the command's summary says how many it drew); (3) drawing cards in this
// process, one after the other, in CPU time per card: on a busy machine the difference of two
// builds is within their noise, which this is not; (4) the same cards drawn by the drawer
// docs-site used before (satori lays the card out into an SVG, resvg rasterises it: dev
// dependencies, kept for this comparison), in CPU time per card, split by step, and how far
// apart the two drawings are, pixel by pixel (a few pairs are written beside the results, to
// look at).
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCardDrawer } from '../src/node/og/draw-card';
import { cachedCorpusSite } from './corpus-site';
import { compareDrawers } from './og-compare';
import { measure, type Measurement } from './measure';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '1000' },
    pairs: { type: 'string', default: '2' },
    cards: { type: 'string', default: '100' },
    'compare-only': { type: 'boolean', default: false },
    'work-dir': { type: 'string', default: path.join(os.tmpdir(), 'docs-site-bench-og') },
  },
});
const repoRoot = process.cwd();
const size = Number(values.size);
const pairs = Math.max(1, Number(values.pairs));
const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

// The corpus, with a product logo (as the bundled site's products have), in a copy whose config this script changes.
const site = path.join(path.resolve(values['work-dir']), `og-${size}`);
await rm(site, { recursive: true, force: true });
await mkdir(path.dirname(site), { recursive: true });
await cp(await cachedCorpusSite(path.resolve(values['work-dir']), size), site, { recursive: true });
await mkdir(path.join(site, 'public', 'static'), { recursive: true });
await cp(path.join(repoRoot, 'public', 'static', 'logos', 'material-ui.svg'), path.join(site, 'public', 'static', 'logo.svg'));
const configFile = path.join(site, 'docs-site.config.ts');
const config = (await readFile(configFile, 'utf8')).replace("name: 'Nimbus',", "name: 'Nimbus', logo: '/static/logo.svg',");
const setCards = (on: boolean) => writeFile(configFile, on ? config : config.replace('  routes,\n', '  routes,\n  ogImages: false,\n'));

async function run(kind: 'cold' | 'warm'): Promise<Measurement> {
  if (kind === 'cold') {
    await rm(path.join(site, 'dist'), { recursive: true, force: true });
    await rm(path.join(site, 'node_modules', '.cache'), { recursive: true, force: true });
  }
  const result = await measure(process.execPath, [path.join(repoRoot, 'bin', 'docs-site.mjs'), 'build'], { cwd: site, env: { ...process.env, CI: 'true' }, timeoutMs: 60 * 60_000 });
  if (!result.ok) throw new Error(`the build failed:\n${result.output}`);
  return result;
}

/** The command's summary line (`Built 1000 pages (...) in ...`). */
const summary = (m: Measurement) => m.output.trim().split('\n').at(-1) ?? '';

const compareOnly = values['compare-only'];
const rows = ['| build | wall | CPU | peak memory | summary |', '| --- | --- | --- | --- | --- |'];
const row = (name: string, m: Measurement) => {
  rows.push(`| ${name} | ${seconds(m.wallMs)} | ${seconds(m.cpuMs)} | ${mb(m.peakRssBytes)} | ${summary(m).replace(/ in \/.*$/, '')} |`);
  console.log(rows.at(-1), `(load ${load()})`);
};
const loads: string[] = [`before: ${load()}`];
const withCards: Measurement[] = [];
const without: Measurement[] = [];
for (let pair = 1; pair <= (compareOnly ? 0 : pairs); pair += 1) {
  // Alternating, and which goes first too, so that neither always runs on a cooler machine.
  for (const on of pair % 2 === 1 ? [true, false] : [false, true]) {
    await setCards(on);
    const cold = await run('cold');
    (on ? withCards : without).push(cold);
    row(`${size} pages, cold, ${on ? 'with cards' : '`ogImages: false`'} (pair ${pair})`, cold);
    if (on) {
      const warm = await run('warm');
      if (!/; 0 of \d+ share cards drawn\)/.test(summary(warm))) throw new Error(`the warm build drew cards: ${summary(warm)}`);
      row(`${size} pages, warm, with cards (pair ${pair})`, warm);
    }
  }
  loads.push(`after pair ${pair}: ${load()}`);
}

// Drawing alone, in this process, one card after another.
const drawer = await createCardDrawer({ docs: `data:image/svg+xml;base64,${(await readFile(path.join(site, 'public', 'static', 'logo.svg'))).toString('base64')}` });
const count = Number(values.cards);
let bytes = 0;
const started = process.cpuUsage();
for (let i = 0; i < count; i += 1) {
  const png = await drawer.draw({ path: '', title: `Page ${i} of the corpus, about a component`, description: 'A sentence that says what the page is about, as a description does, long enough for two lines.', name: 'Nimbus', logo: 'docs', site: 'nimbus.example.com' });
  bytes += png.byteLength;
}
const used = process.cpuUsage(started);
const perCard = (used.user + used.system) / 1000 / count;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpu = (ms: Measurement[]) => median(ms.map((m) => m.cpuMs ?? 0));
const wall = (ms: Measurement[]) => median(ms.map((m) => m.wallMs));
const logoUrl = `data:image/svg+xml;base64,${(await readFile(path.join(site, 'public', 'static', 'logo.svg'))).toString('base64')}`;
const compared = await compareDrawers(logoUrl, count, path.join(repoRoot, 'bench', 'results', 'og-compare'));
const table = [
  ...(compareOnly
    ? []
    : [
        ...rows,
        '',
        `Median of ${pairs}: with cards ${seconds(wall(withCards))} wall, ${seconds(cpu(withCards))} CPU; without ${seconds(wall(without))} wall, ${seconds(cpu(without))} CPU ` +
          `(+${seconds(wall(withCards) - wall(without))} wall, +${seconds(cpu(withCards) - cpu(without))} CPU; ${(cpu(withCards) / cpu(without)).toFixed(2)}x).`,
      ]),
  `Drawing alone: ${perCard.toFixed(1)} ms of CPU per card (${count} cards in this process), ${(bytes / count / 1024).toFixed(1)} KB per card; for ${size} cards, ${seconds(perCard * size)} of CPU.`,
  '',
  ...compared,
  '',
  `Machine: ${os.cpus().length} cores; load average (1, 5, 15 min) ${loads.join(', ')}.`,
  '',
].join('\n');
console.log(table);
await mkdir('bench/results', { recursive: true });
await writeFile('bench/results/og-images.md', table);
