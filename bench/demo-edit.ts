// Editing a demo in place, in a real Chromium, on the bundled site (built into a temporary
// folder and served on 127.0.0.1):
//
//   npm run bench:demo-edit
//
// Prints the gzip size of the always-on script (main and the chunks it imports statically),
// of the demo blocks' chunk loaded on first use, and of the editor's chunk loaded on the first
// edit; then the time from the reader's last keystroke to the demo re-rendered from the edit,
// over 20 edits of ClickCounter (median and p95): the pause the editor waits for
// (EDIT_PAUSE_MS), then compiling, running and rendering.
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from '../src/node/build';
import { startStaticServer } from '../src/node/serve/static-server';
import { EDIT_PAUSE_MS } from '../src/client/demo-edit';
import { launchBrowser } from '../test/helpers/browser';

// The browser code as `docs-site build` ships it: minified, React's production build.
process.env.NODE_ENV = 'production';
const EDITS = 20;
const outDir = path.join(os.tmpdir(), 'docs-site-bench-demo-edit');
await rm(outDir, { recursive: true, force: true });
const result = await build({ cwd: process.cwd(), outDir, links: 'off' });
if (!result.ok) throw new Error('the bundled site did not build');

const assets = path.join(outDir, 'assets');
const gzip = async (file: string) => gzipSync(await readFile(path.join(assets, file)), { level: 9 }).length;
/** A chunk and the chunks it imports statically, gzip. */
async function withStaticImports(file: string): Promise<number> {
  const seen = new Set<string>();
  const queue = [file];
  let total = 0;
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    total += await gzip(next);
    for (const match of (await readFile(path.join(assets, next), 'utf8')).matchAll(/import(?:[^"'()]*?from)?\s*"\.\/([^"]+\.js)"/g)) queue.push(match[1]!);
  }
  return total;
}
const files = await readdir(assets);
const containing = async (marker: string) => {
  for (const file of files.filter((f) => f.endsWith('.js'))) if ((await readFile(path.join(assets, file), 'utf8')).includes(marker)) return file;
  throw new Error(`no chunk holds ${marker}`);
};
const main = files.find((file) => /^main-.*\.js$/.test(file))!;
console.log(`always-on script (main and its static imports): ${await withStaticImports(main)} B gzip`);
console.log(`demo blocks' chunk (first use): ${await gzip(await containing('[data-demo-sandbox]'))} B gzip`);
console.log(`editor's chunk (first edit): ${await gzip(await containing('caretRangeFromPoint'))} B gzip`);

const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/material-ui/react-button`);
  const demo = page.locator('[data-demo="ClickCounter"]');
  await demo.locator('.MuiDemo-code .MuiCode-root[data-variant="ts"] pre').click();
  await demo.locator('[data-demo-editor]').waitFor();
  const times: number[] = [];
  for (let edit = 1; edit <= EDITS; edit += 1) {
    times.push(
      await page.evaluate(async (label) => {
        const editor = document.querySelector<HTMLTextAreaElement>('[data-demo="ClickCounter"] [data-demo-editor]')!;
        const island = document.querySelector('[data-demo="ClickCounter"] [data-island]')!;
        const rendered = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            if (island.querySelector('button')?.textContent !== label) return;
            observer.disconnect();
            resolve(performance.now());
          });
          observer.observe(island, { subtree: true, childList: true, characterData: true });
        });
        editor.value = editor.value.replace(/>\s*Add [^<]*</, `>${label}<`);
        const typed = performance.now();
        editor.dispatchEvent(new Event('input'));
        return (await rendered) - typed;
      }, `Add ${edit}`),
    );
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(`last keystroke to re-rendered demo, ${EDITS} edits: median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms (of which the pause: ${EDIT_PAUSE_MS} ms)`);
} finally {
  await browser.close();
  await server.close();
}
