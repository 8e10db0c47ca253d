import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { decompressFromBase64 } from 'lz-string';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleSandbox, type SandboxProject } from '../../src/shared/sandbox-project';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, recordProblems } from '../helpers/browser';
import { cleanupTemporaryFolders, copyFixture, repoRoot, temporaryFolder, writeFiles } from '../helpers/fixture';
import { typeCheck } from '../helpers/installed-package';
import { buildAndServe, type ServedSite } from '../helpers/site';

/**
 * "Open in StackBlitz" and "Open in CodeSandbox" on every demo: the reader's demo, as a project
 * that runs, posted to each service's define endpoint in a new tab. The services are never
 * reached: the browser's requests to them are answered here, and what they carry is checked.
 */
let browser: Browser;
let site: ServedSite;
let root: string;

/** The version the repository's node_modules has of a package (docs-site's, the fixture's fallback). */
const installed = async (name: string) => (JSON.parse(await readFile(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
/** The site installs a clsx of its own, which docs-site does not have: the projects take its version. */
const SITE_CLSX = '2.99.0';

beforeAll(async () => {
  root = await copyFixture('demo-sandbox');
  await writeFiles(root, {
    'node_modules/clsx/package.json': JSON.stringify({ name: 'clsx', version: SITE_CLSX, main: 'index.js' }),
    'node_modules/clsx/index.js': "function clsx(...args) { return args.flatMap((a) => (typeof a === 'string' ? [a] : a ? Object.keys(a).filter((k) => a[k]) : [])).join(' '); }\nmodule.exports = clsx;\nmodule.exports.clsx = clsx;\nmodule.exports.default = clsx;\n",
  });
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

interface Preferences {
  mode?: 'light' | 'dark';
  direction?: 'ltr' | 'rtl';
}

/** The fixture's page in a fresh context with the reader's stored preferences. */
async function openSandboxPage(pathname = '/material-ui/react-sandbox', preferences: Preferences = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((stored) => {
    if (stored.mode) localStorage.setItem('mui-mode', stored.mode);
    if (stored.direction) localStorage.setItem('mui-direction', stored.direction);
  }, preferences);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.url}${pathname}`, { waitUntil: 'load' });
  return { context, page, problems };
}

const toolbar = (page: Page, demo: string) => page.locator(`.MuiDemo-root[data-demo="${demo}"] .MuiDemo-toolbar`);

interface Posted {
  url: string;
  method: string;
  fields: URLSearchParams;
}

/**
 * Does `act` (a click, a key press), which must open the service in a new tab with a POST, and
 * returns that request; the service's reply is a stand-in.
 */
async function captureSandboxPost(context: BrowserContext, host: string, act: () => Promise<unknown>): Promise<Posted> {
  const pattern = `${host}/**`;
  let seen: (posted: Posted) => void = () => undefined;
  const posted = new Promise<Posted>((resolve) => {
    seen = resolve;
  });
  await context.route(pattern, async (route) => {
    const request = route.request();
    seen({ url: request.url(), method: request.method(), fields: new URLSearchParams(request.postData() ?? '') });
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Sandbox</title>' });
  });
  const tab = context.waitForEvent('page');
  await act();
  const [request, opened] = await Promise.all([posted, tab]);
  await opened.close();
  await context.unroute(pattern);
  return request;
}

/**
 * What StackBlitz's POST API got: the project's fields, and its files by path (a form sends its
 * values' line breaks as CRLF, as HTML has it: read back as LF).
 */
function stackBlitzProject(posted: Posted) {
  const files: Record<string, string> = {};
  for (const [name, value] of posted.fields) {
    const file = /^project\[files\]\[(.+)\]$/.exec(name)?.[1];
    if (file) files[file] = value.replace(/\r\n/g, '\n');
  }
  return { files, dependencies: JSON.parse(posted.fields.get('project[dependencies]') ?? 'null') as Record<string, string> };
}

/** What CodeSandbox's define API got: the files of `parameters` (lz-string, base64 made URL-safe). */
function codeSandboxFiles(posted: Posted): Record<string, string> {
  const parameters = (posted.fields.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const { files } = JSON.parse(decompressFromBase64(parameters)) as { files: Record<string, { content: string }> };
  return Object.fromEntries(Object.entries(files).map(([file, { content }]) => [file, content]));
}

const fixtureSource = (file: string) => readFile(path.join(root, 'content', file), 'utf8');

async function baseDependencies() {
  const names = ['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom'];
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await installed(name)] as const)));
}

describe('Open in StackBlitz and Open in CodeSandbox', () => {
  it('send a TS demo as its TS project, and as its JS project once the reader reads JS', async () => {
    const { context, page, problems } = await openSandboxPage();
    const bar = toolbar(page, 'TsOnly');
    const toStackBlitz = await captureSandboxPost(context, 'https://stackblitz.com', () => bar.getByRole('button', { name: 'Open in StackBlitz' }).click());
    expect(toStackBlitz.method).toBe('POST');
    expect(toStackBlitz.url).toBe('https://stackblitz.com/run?file=Demo.tsx');
    expect([toStackBlitz.fields.get('project[title]'), toStackBlitz.fields.get('project[template]'), toStackBlitz.fields.get('project[description]')]).toEqual([
      'TsOnly',
      'create-react-app',
      'https://github.com/example/fixture/blob/main/docs/content/material-ui/TsOnly.tsx',
    ]);
    const ts = stackBlitzProject(toStackBlitz);
    expect(Object.keys(ts.files).sort()).toEqual(['Demo.tsx', 'index.html', 'index.tsx', 'package.json', 'tsconfig.json']);
    expect(ts.files['Demo.tsx']).toBe(await fixtureSource('material-ui/TsOnly.tsx'));
    const withTypeScript = { ...(await baseDependencies()), typescript: await installed('typescript') };
    expect(ts.dependencies).toEqual(withTypeScript);
    expect(JSON.parse(ts.files['package.json']!)).toMatchObject({ dependencies: withTypeScript, devDependencies: { '@types/react': await installed('@types/react') } });
    expect(ts.files['index.tsx']).toContain("const mode = 'light';\nconst direction = 'ltr';");

    await bar.getByRole('button', { name: 'JS', exact: true }).click();
    const toCodeSandbox = await captureSandboxPost(context, 'https://codesandbox.io', () => bar.getByRole('button', { name: 'Open in CodeSandbox' }).click());
    expect(toCodeSandbox.url).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(toCodeSandbox.fields.get('query')).toBe('file=/src/Demo.js');
    const js = codeSandboxFiles(toCodeSandbox);
    expect(Object.keys(js).sort()).toEqual(['package.json', 'public/index.html', 'src/Demo.js', 'src/index.js']);
    expect(js['src/Demo.js']).toContain('function Counter({ variant }) {');
    expect(js['src/Demo.js']).not.toMatch(/interface|ButtonProps|<number>/);
    expect(JSON.parse(js['package.json']!).dependencies).toEqual(await baseDependencies());
    expect(problems).toEqual([]);
    await context.close();
  });

  it('send a demo written only in JavaScript as JavaScript, whatever the variant', async () => {
    const { context, page, problems } = await openSandboxPage();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-code-variant'))).toBe('ts');
    const posted = await captureSandboxPost(context, 'https://stackblitz.com', () => toolbar(page, 'JsOnly').getByRole('button', { name: 'Open in StackBlitz' }).click());
    const { files, dependencies } = stackBlitzProject(posted);
    expect(Object.keys(files).sort()).toEqual(['Demo.js', 'index.html', 'index.js', 'package.json']);
    expect(files['Demo.js']).toBe(await fixtureSource('material-ui/JsOnly.js'));
    expect(dependencies).toEqual(await baseDependencies());
    expect(problems).toEqual([]);
    await context.close();
  });

  it("flatten the modules a demo imports beside it, and depend on the packages it imports at the site's versions", async () => {
    const { context, page, problems } = await openSandboxPage();
    const posted = await captureSandboxPost(context, 'https://codesandbox.io', () => toolbar(page, 'WithSibling').getByRole('button', { name: 'Open in CodeSandbox' }).click());
    const files = codeSandboxFiles(posted);
    expect(Object.keys(files).sort()).toEqual(['package.json', 'public/index.html', 'src/Demo.tsx', 'src/greeting.ts', 'src/index.tsx', 'src/names.ts', 'tsconfig.json']);
    expect(files['src/Demo.tsx']).toContain("import { greeting } from './greeting';");
    // `../shared/names`, flattened.
    expect(files['src/greeting.ts']).toContain("import { SITE_NAME, type Name } from './names';");
    expect(files['src/names.ts']).toBe(await fixtureSource('shared/names.ts'));
    expect(JSON.parse(files['package.json']!).dependencies).toEqual({ ...(await baseDependencies()), clsx: SITE_CLSX, typescript: await installed('typescript') });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("render the demo in the reader's colour scheme and direction", async () => {
    const { context, page, problems } = await openSandboxPage('/material-ui/react-sandbox', { mode: 'dark', direction: 'rtl' });
    const posted = await captureSandboxPost(context, 'https://stackblitz.com', () => toolbar(page, 'TsOnly').getByRole('button', { name: 'Open in StackBlitz' }).click());
    const { files, dependencies } = stackBlitzProject(posted);
    expect(files['index.tsx']).toContain("const mode = 'dark';\nconst direction = 'rtl';");
    expect(files['index.tsx']).toContain('<CacheProvider value={cache}>');
    expect(files['index.html']).toContain('dir="rtl"');
    expect(dependencies).toMatchObject({ '@emotion/cache': await installed('@emotion/cache'), stylis: await installed('stylis'), '@mui/stylis-plugin-rtl': await installed('@mui/stylis-plugin-rtl') });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('are reached and pressed from the keyboard', async () => {
    const { context, page } = await openSandboxPage();
    const bar = toolbar(page, 'TsOnly');
    // The toolbar is one tab stop: the arrow keys lead along it, from JS to the two buttons.
    await bar.getByRole('button', { name: 'JS', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect.poll(focused).toBe('Open in StackBlitz');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('Open in CodeSandbox');
    const posted = await captureSandboxPost(context, 'https://codesandbox.io', () => page.keyboard.press('Enter'));
    expect(Object.keys(codeSandboxFiles(posted))).toContain('src/Demo.tsx');
    await context.close();
  });

  it("are labelled in the page's language", async () => {
    for (const [pathname, stackBlitz, codeSandbox] of [
      ['/zh/material-ui/react-sandbox', '在 StackBlitz 中打开', '在 CodeSandbox 中打开'],
      ['/ar/material-ui/react-sandbox', 'فتح في StackBlitz', 'فتح في CodeSandbox'],
    ] as const) {
      const { context, page } = await openSandboxPage(pathname);
      const bar = toolbar(page, 'TsOnly');
      await expect.poll(() => bar.getByRole('button', { name: stackBlitz }).count()).toBe(1);
      expect(await bar.getByRole('button', { name: codeSandbox }).getAttribute('title')).toBe(codeSandbox);
      await context.close();
    }
  });

  it('pass axe in both colour schemes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { context, page } = await openSandboxPage('/material-ui/react-sandbox', { mode });
      const buttons: Locator = page.locator('[data-demo-sandbox]');
      expect(await buttons.count()).toBe(6);
      expect({ mode, violations: await seriousViolations(page) }).toEqual({ mode, violations: [] });
      await context.close();
    }
  });
});

describe('a generated project', () => {
  it('compiles offline with esbuild against the installed packages, type-checks, and renders its demo in the scheme and direction sent', async () => {
    const folder = path.join(site.outDir, 'assets', 'sandbox');
    const projects = await Promise.all((await readdir(folder)).map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as SandboxProject));
    expect(projects.map((p) => p.title).sort()).toEqual(['JsOnly', 'TsOnly', 'WithSibling']);
    const out = await temporaryFolder('docs-site-sandbox-project-');
    let rendered: { html: string; script: string } | null = null;
    for (const project of projects) {
      for (const [variant, direction] of [['ts', 'rtl'], ['js', 'ltr']] as const) {
        const assembled = assembleSandbox(project, 'codesandbox', { variant, mode: 'dark', direction });
        const dir = path.join(out, `${project.title}-${variant}`);
        for (const [file, contents] of Object.entries(assembled.files)) {
          await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
          await writeFile(path.join(dir, file), contents);
        }
        const entry = Object.keys(assembled.files).find((file) => /^src\/index\.(tsx|js)$/.test(file))!;
        const result = await esbuild({
          entryPoints: [path.join(dir, entry)],
          bundle: true,
          write: false,
          format: 'iife',
          platform: 'browser',
          jsx: 'automatic',
          loader: { '.js': 'jsx' },
          define: { 'process.env.NODE_ENV': '"production"' },
          // Offline: the site's packages, then the repository's.
          nodePaths: [path.join(root, 'node_modules'), path.join(repoRoot, 'node_modules')],
          logLevel: 'silent',
        });
        expect({ project: project.title, variant, errors: result.errors }).toEqual({ project: project.title, variant, errors: [] });
        if (variant === 'ts' && project.variants.ts) {
          // The TS project passes TypeScript's check with its tsconfig, against the repository's packages.
          await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
          const checked = await typeCheck(dir);
          expect({ project: project.title, output: checked.stdout + checked.stderr, code: checked.code }).toEqual({ project: project.title, output: '', code: 0 });
        }
        if (project.title === 'WithSibling' && variant === 'ts') rendered = { html: assembled.files['public/index.html']!, script: result.outputFiles[0]!.text };
      }
    }
    // The bundled project runs: the demo shows, in the dark scheme, right to left.
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    // The project's page as it is, less the fonts it would fetch from the web.
    await page.setContent(rendered!.html.replace(/<link [^>]*>/g, ''));
    await page.addScriptTag({ content: rendered!.script });
    await expect.poll(() => page.locator('#root').textContent()).toBe('Hello reader, from the sandbox fixture');
    const shown = await page.evaluate(() => ({
      scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
      direction: getComputedStyle(document.querySelector('.greeting')!).direction,
      // Emotion's RTL cache writes the styles.
      rtlStyles: document.querySelectorAll('style[data-emotion^="muirtl"]').length > 0,
    }));
    expect(shown).toEqual({ scheme: 'dark', direction: 'rtl', rtlStyles: true });
    expect(problems).toEqual([]);
    await context.close();
  });
});
