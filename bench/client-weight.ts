// What a reader's browser downloads, measured in a real Chromium on the bundled site built for
// production (minified client code, production React):
//
//   npm run bench:weight
//
// For a typical page (no live demo) and a demo page: the JavaScript fetched before any
// interaction (module scripts and their chunks, plus the inline scripts), then after reaching
// for every demo with the pointer (which hydrates them, loading React and MUI); each as raw and gzip
// bytes. Then what writing the page CSS for both directions costs (src/node/page/direction-css.ts):
// the page's HTML with and without the right-to-left copies of its rules.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { compile, middleware, RULESET, serialize, stringify, type Middleware } from 'stylis';
import { build } from '../src/node/build';
import { inlineScripts } from '../src/node/page/inline-scripts';
import { DIRECTION_CONDITION } from '../src/node/theme/direction-css';
import { pathnameToOutputFile } from '../src/node/routing/paths';
import { startStaticServer } from '../src/node/serve/static-server';
import { launchBrowser, reachForIslands } from '../test/helpers/browser';

const PAGES = [
  { name: 'typical page', route: '/material-ui/getting-started/installation' },
  { name: 'demo page', route: '/material-ui/react-button' },
  { name: 'data grid demo page', route: '/x/react-data-grid' },
];

process.env.NODE_ENV = 'production';
const repoRoot = process.cwd();
const temporary = await mkdtemp(path.join(os.tmpdir(), 'docs-site-weight-'));
const outDir = path.join(temporary, 'dist');
const result = await build({ cwd: repoRoot, outDir });
if (!result.ok) throw new Error('the build failed');
const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
const browser = await launchBrowser();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (buffers: Buffer[]) => ({
  raw: buffers.reduce((sum, b) => sum + b.length, 0),
  gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
});

/** The CSS a page would carry without the right-to-left copies: what it cost before both directions. */
function singleDirection(css: string): string {
  const drop: Middleware = (element) => {
    if (element.type !== RULESET) return undefined;
    const selectors = element.props as string[];
    if (selectors.some((s) => s.includes(DIRECTION_CONDITION.rtl))) element.children = [];
    else element.props = selectors.map((s) => s.replaceAll(DIRECTION_CONDITION.ltr, ''));
    return undefined;
  };
  return serialize(compile(css), middleware([drop, stringify]));
}

const rows: string[] = [];
try {
  for (const { name, route } of PAGES) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    await page.goto(`${server.url}${route}`, { waitUntil: 'networkidle' });
    const html = await readFile(path.join(outDir, pathnameToOutputFile(route)));
    const inline = inlineScripts(html.toString()).map((code) => Buffer.from(code));
    const before = sizes([...scripts.values(), ...inline]);
    const beforeFiles = scripts.size;
    await reachForIslands(page);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((i) => i.dataset.hydrated === 'true'));
    await page.waitForLoadState('networkidle');
    const after = sizes([...scripts.values(), ...inline]);

    const text = html.toString();
    const css = /<style data-emotion="[^"]*">(.*?)<\/style>/s.exec(text)?.[1] ?? '';
    const without = Buffer.from(text.replace(css, singleDirection(css)));
    const htmlNow = sizes([html]);
    const htmlBefore = sizes([without]);
    rows.push(
      `${name} (${route})`,
      `  JavaScript before any interaction: ${kb(before.raw)} raw, ${kb(before.gzip)} gzip (${beforeFiles} files + ${inline.length} inline scripts)`,
      `  JavaScript with every demo hydrated: ${kb(after.raw)} raw, ${kb(after.gzip)} gzip (${scripts.size} files)`,
      `  HTML: ${kb(htmlNow.raw)} raw, ${kb(htmlNow.gzip)} gzip; without the right-to-left copies ${kb(htmlBefore.raw)} raw, ${kb(htmlBefore.gzip)} gzip` +
        ` (+${htmlNow.gzip - htmlBefore.gzip} B gzip, +${(((htmlNow.gzip - htmlBefore.gzip) / htmlBefore.gzip) * 100).toFixed(1)}%)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(temporary, { recursive: true, force: true });
}
process.stdout.write(`${rows.join('\n')}\n`);
