// How fast `docs-site dev` shows an edit: on a generated site (1000 pages by default, made
// by bench/make-corpus.mjs), the time from saving a page to the reloaded page in a real
// Chromium showing the change, median of 20 edits; and the start-up time to the first page
// served.
//
//   npm run bench:dev
//   npm run bench:dev -- --pages 1000 --edits 20
//   npm run bench:dev -- --nav hidden    # pages without the navigation tree (see corpus-site.ts)
//
// The dev server runs as its own process (the real CLI, with its default NODE_ENV). A
// save's time is taken just before the file is written; the change is "shown" at the first
// contentful paint of the reloaded document that holds the new text. Both clocks are the
// machine's (performance.timeOrigin + now() in Node and in the page).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { packageRoot } from '../src/node/util/package-root';
import { launchBrowser } from '../test/helpers/browser';
import { CORPUS_BASE, makeCorpusSite } from './corpus-site';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    edits: { type: 'string', default: '20' },
    /** Pause between edits: a person does not save several times a second. */
    pause: { type: 'string', default: '400' },
    nav: { type: 'string', default: 'shown' },
  },
});
const pageCount = Number(values.pages);
const edits = Number(values.edits);
const pauseMs = Number(values.pause);
const root = packageRoot();
const now = () => performance.timeOrigin + performance.now();

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

interface DevProcess {
  url: string;
  readyMs: number;
  output(): string;
  /** Sends SIGINT (Ctrl+C) and resolves once the process has exited, with the time that took. */
  stop(): Promise<number>;
}

async function startDev(siteRoot: string, started: number): Promise<DevProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true' };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [path.join(root, 'bin', 'docs-site.mjs'), 'dev', '--port', '0'], { cwd: siteRoot, env });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Dev server at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`dev exited:\n${output}`)));
  });
  return {
    url,
    readyMs: now() - started,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        const sent = now();
        child.on('exit', () => resolve(now() - sent));
        child.kill('SIGINT');
      }),
  };
}

/** Waits for the page to hold `token`, then returns when its document was first painted. */
async function shownAt(page: Page, token: string): Promise<number> {
  await page.waitForFunction((t) => document.body?.textContent?.includes(t) ?? false, token, { timeout: 15_000, polling: 5 });
  return page.evaluate(async () => {
    const paint = () => performance.getEntriesByName('first-contentful-paint')[0];
    for (let i = 0; i < 200 && !paint(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    return performance.timeOrigin + (paint()?.startTime ?? performance.now());
  });
}

execFileSync(process.execPath, [path.join(root, 'scripts', 'compile.mjs')], { cwd: root, stdio: 'inherit' });
const siteRoot = await mkdtemp(path.join(os.tmpdir(), 'docs-site-bench-dev-'));
const browser = await launchBrowser();
try {
  const nav = values.nav === 'hidden' ? 'hidden' : 'shown';
  await makeCorpusSite(siteRoot, pageCount, { nav });
  // A page deep in the tree, as maintainers edit them.
  const navigation = JSON.parse(await readFile(path.join(siteRoot, 'nav.json'), 'utf8')) as { children: { pathname: string; children: { pathname: string }[] }[] };
  const section = navigation.children[Math.floor(navigation.children.length / 2)]!;
  const target = section.children.find((c) => !c.pathname.endsWith('/'))!.pathname;
  const file = path.join(siteRoot, 'content', `${target.slice(1)}.md`);
  const url = `${CORPUS_BASE}${target}`;
  const original = await readFile(file, 'utf8');

  const started = now();
  const dev = await startDev(siteRoot, started);
  const firstPage = await fetch(`${dev.url}${url}`);
  await firstPage.text();
  const firstPageMs = now() - started;
  if (firstPage.status !== 200) throw new Error(`${url} answered ${firstPage.status}`);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${dev.url}${url}`);
  await page.waitForSelector('html[data-docs-site-dev="connected"]');

  const latencies: number[] = [];
  for (let i = 0; i < edits; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const token = `Edited paragraph number ${i} ${Math.random().toString(36).slice(2, 8)}`;
    // The edit: a new first paragraph after the frontmatter, as a writer would type.
    const edited = original.replace(/\n---\n\n/, `\n---\n\n${token}.\n\n`);
    const saved = now();
    await writeFile(file, edited);
    const shown = await shownAt(page, token);
    await page.waitForSelector('html[data-docs-site-dev="connected"]');
    latencies.push(shown - saved);
  }
  await writeFile(file, original);
  const htmlBytes = Buffer.byteLength(await (await fetch(`${dev.url}${url}`)).text());
  // Stopped with the tab still open on its live-reload channel, as a writer presses Ctrl+C.
  const stopMs = await dev.stop();
  await context.close();

  const renders = [...dev.output().matchAll(/: rendered \S+, 1 page out of date \((\d+) ms\)/g)].map((m) => Number(m[1]));
  const sorted = [...latencies].sort((a, b) => a - b);
  const sortedRenders = [...renders].sort((a, b) => a - b);
  const result = {
    machine: `${os.cpus().length} cores, Node ${process.version}, ${os.loadavg()[0]!.toFixed(2)} load`,
    pages: pageCount,
    navigation: nav,
    editedUrl: url,
    htmlBytes,
    edits,
    saveToShownMs: {
      median: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      min: round(sorted[0]!),
      max: round(sorted.at(-1)!),
      all: latencies.map(round),
    },
    serverRebuildMs: renders.length ? { median: percentile(sortedRenders, 50), max: sortedRenders.at(-1) } : null,
    startup: { readyMs: round(dev.readyMs), firstPageServedMs: round(firstPageMs) },
    stopOnSigintMs: round(stopMs),
  };
  process.stdout.write(
    `dev on ${pageCount} pages, navigation ${nav}, ${Math.round(htmlBytes / 1024)} KB per page (${result.machine}):\n` +
      `  save -> reloaded page shows the edit: median ${result.saveToShownMs.median} ms, p90 ${result.saveToShownMs.p90} ms, ` +
      `min ${result.saveToShownMs.min} ms, max ${result.saveToShownMs.max} ms over ${edits} edits\n` +
      (result.serverRebuildMs ? `  of which server rebuild (re-read + re-render one page): median ${result.serverRebuildMs.median} ms\n` : '') +
      `  start-up: listening after ${result.startup.readyMs} ms, first page served after ${result.startup.firstPageServedMs} ms\n` +
      `  Ctrl+C (SIGINT) with a tab open -> process exited: ${result.stopOnSigintMs} ms (the manual promises under 2 s)\n`,
  );
  const resultsDir = path.join(root, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, `dev-latency-${nav}.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  await rm(siteRoot, { recursive: true, force: true });
}
