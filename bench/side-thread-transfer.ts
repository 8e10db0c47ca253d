// What it costs to hand a page's compiled markdown from the side thread to the build's thread:
// the structured clone that postMessage makes of an object, against the JSON text the side
// thread sends (src/node/run/side-thread.ts). Both ends, for every page of a site, in rounds
// taken in turn; prints each round's milliseconds, sorted.
// `npm run bench:transfer -- [--site <folder>] [--rounds 8]` (default: the 100-page corpus that
// `npm run bench` made).
import { deserialize, serialize } from 'node:v8';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/node/config/load';
import { compiledFromJson } from '../src/node/run/side-thread';
import { loadSite } from '../src/node/site/load-site';
import { forgetPositions } from '../src/node/page/markdown/forget-positions';
import { compileWrittenMarkdown } from '../src/node/page/render-site-page';
import { loadedPage } from '../src/node/load/load-pages';

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
};
const siteDir = argument('site', path.join(os.tmpdir(), 'docs-site-bench', 'corpus-100'));
const rounds = Number(argument('rounds', '8'));

const { config } = await loadConfig(undefined, siteDir);
if (!config) throw new Error(`no config in ${siteDir}`);
const { site } = await loadSite(config, { cache: false });
if (!site) throw new Error(`${siteDir} did not load`);
// As the side thread sends it: without the nodes' source positions.
const compiled = site.pages
  .filter((page) => !page.api && !page.route.fallback)
  .map((page) => {
    const markdown = compileWrittenMarkdown(site, loadedPage(page));
    forgetPositions(markdown.hast);
    return markdown;
  });
const cloned = compiled.map((page) => serialize(page));
const json = compiled.map((page) => JSON.stringify(page));

const times: Record<string, number[]> = {};
const time = (label: string, run: () => unknown) => {
  const start = performance.now();
  run();
  (times[label] ??= []).push(performance.now() - start);
};
for (let round = 0; round < rounds; round += 1) {
  time('side thread: structured clone', () => compiled.map((page) => serialize(page)));
  time('side thread: JSON.stringify', () => compiled.map((page) => JSON.stringify(page)));
  time("build's thread: deserialise", () => cloned.map((bytes) => deserialize(bytes)));
  time("build's thread: JSON.parse", () => json.map((text) => compiledFromJson(text)));
}
const megabytes = (sizes: number[]) => (sizes.reduce((sum, size) => sum + size, 0) / 1e6).toFixed(1);
console.log(`${compiled.length} pages of ${siteDir}: ${megabytes(cloned.map((b) => b.byteLength))} MB cloned, ${megabytes(json.map((t) => Buffer.byteLength(t)))} MB of JSON`);
for (const [label, list] of Object.entries(times)) console.log(`${label.padEnd(32)} ${list.sort((a, b) => a - b).map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
