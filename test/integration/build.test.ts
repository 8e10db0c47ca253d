import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('</body>'));
const styleOf = (html: string) => /<style data-emotion="[^"]*">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('a successful build', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  const page = (route: string) => readText(path.join(out, route, 'index.html'));

  beforeAll(async () => {
    root = await copyFixture('basic');
    out = path.join(root, 'dist');
    result = await build({ cwd: root });
  });

  it('writes one index.html per page, the 404 page and the public files', async () => {
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(5);
    for (const route of ['', 'about', 'joy-ui/getting-started', 'joy-ui/react-button', 'joy-ui/elsewhere']) {
      expect(existsSync(path.join(out, route, 'index.html')), route).toBe(true);
    }
    expect(existsSync(path.join(out, 'joy-ui/moved/index.html'))).toBe(false);
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
    expect(await readText(path.join(out, 'robots.txt'))).toBe('User-agent: *\n');
    expect(existsSync(path.join(out, 'static/logo.svg'))).toBe(true);
  });

  it('gives every page its title, description, canonical link, language and product meta tags', async () => {
    const html = await page('joy-ui/getting-started');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en" dir="ltr">/);
    const head = headOf(html);
    expect(head).toContain('<title>Getting started with Joy UI - Joy UI</title>');
    expect(head).toContain('<meta name="description" content="Install Joy UI and render a first component.">');
    expect(head).toContain('<link rel="canonical" href="https://docs.example.com/joy-ui/getting-started">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://docs.example.com/joy-ui/getting-started">');
    expect(head).toContain('<meta name="mui:productId" content="joy-ui">');
    expect(head).toContain('<meta name="mui:productCategoryId" content="core">');
  });

  it('writes "null" product meta tags on pages outside every product', async () => {
    const head = headOf(await page('about'));
    expect(head).toContain('<title>About - Fixture Docs</title>');
    expect(head).toContain('<meta name="mui:productId" content="null">');
    expect(head).toContain('<meta name="mui:productCategoryId" content="null">');
    expect(head).toContain('<link rel="canonical" href="https://docs.example.com/about">');
  });

  it('renders the markdown inside the shell, with the navigation and footer links', async () => {
    const body = bodyOf(await page('joy-ui/react-button'));
    expect(body).toContain('<h1');
    expect(body).toContain('>Button</h1>');
    expect(body).toContain('<p>Buttons let users take actions.</p>');
    expect(body).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/joy-ui\/react-button"|<a [^>]*href="\/joy-ui\/react-button"[^>]*aria-current="page"/);
    expect(body).toContain('href="https://github.com/example/fixture/edit/main/docs/content/joy-ui/react-button.md"');
    expect(body).toMatch(/href="\/joy-ui\/getting-started" rel="prev"/);
    expect(body).toMatch(/href="\/joy-ui\/elsewhere" rel="next"/);
  });

  it('inlines critical CSS holding only the rules the page uses', async () => {
    for (const route of ['joy-ui/getting-started', 'about']) {
      const html = await page(route);
      const css = styleOf(html);
      expect(css.length, route).toBeGreaterThan(500);
      const body = bodyOf(html);
      const classes = new Set([...css.matchAll(/\.(css-[a-z0-9]+)/g)].map((m) => m[1]!));
      for (const className of classes) expect(body, `${route} ${className}`).toContain(className);
    }
    // The page outside every product has no navigation, so none of the navigation's CSS.
    const withNav = styleOf(await page('joy-ui/getting-started'));
    const withoutNav = styleOf(await page('about'));
    expect(withNav).toContain('width:300px');
    expect(withoutNav).not.toContain('width:300px');
  });

  it('reports the navigation entry without a page as a warning, and builds anyway', () => {
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'nav/missing-page', file: 'nav/joy-ui.json', line: 9, message: 'Navigation entry /joy-ui/missing points to no page' }),
    );
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'warning', code: 'nav/unreached-page', file: 'content/about.md' }),
    );
  });

  it('is deterministic: building again gives byte-identical files', async () => {
    const again = path.join(await temporaryFolder(), 'dist');
    const second = await build({ cwd: root, outDir: again });
    expect(second.ok).toBe(true);
    expect(await snapshotTree(again)).toEqual(await snapshotTree(out));
  });
});

describe('frontmatter is text wherever it lands', () => {
  it('keeps a title that tries to close <title> as text in the title, heading and meta tags', async () => {
    const root = await copyFixture('basic');
    const evil = '</title><script>alert(1)</script>';
    await writeFiles(root, {
      'content/joy-ui/react-button.md': `---\ntitle: "${evil}"\ndescription: "\\"><script>alert(2)</script>"\n---\n\nBody.\n`,
    });
    const result = await build({ cwd: root });
    expect(result.ok).toBe(true);
    const html = await readText(path.join(root, 'dist/joy-ui/react-button/index.html'));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; - Joy UI</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(bodyOf(html)).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });
});

describe('a failing build', () => {
  async function buildTwice(change: Record<string, string>) {
    const root = await copyFixture('basic');
    const first = await build({ cwd: root });
    expect(first.ok).toBe(true);
    const before = await snapshotTree(path.join(root, 'dist'));
    await writeFiles(root, change);
    const second = await build({ cwd: root });
    const after = await snapshotTree(path.join(root, 'dist'));
    return { root, second, before, after };
  }

  it('fails on a duplicated navigation pathname with the exact message and line, leaving the previous output as it was', async () => {
    const { second, before, after } = await buildTwice({
      'nav/joy-ui.json': JSON.stringify([{ pathname: '/joy-ui/getting-started' }, { pathname: '/joy-ui/react-button' }, { pathname: '/joy-ui/getting-started' }], null, 2),
    });
    expect(second.ok).toBe(false);
    expect(second.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        message: 'Duplicated pathname /joy-ui/getting-started in pages\nfirst listed at nav/joy-ui.json:3',
        file: 'nav/joy-ui.json',
        line: 9,
      }),
    );
    expect(after).toEqual(before);
  });

  it('reports every broken page at once, each with file and line, and writes nothing', async () => {
    const { second, before, after, root } = await buildTwice({
      'content/joy-ui/react-button.md': '---\ntitle: Button\ndescription: a: b\n---\n\nBody\n',
      'content/about.md': '---\ntitle: About\ndescription: x\nlayout: nonexistent\n---\n\nBody\n',
    });
    expect(second.ok).toBe(false);
    const errors = second.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ code: 'content/unknown-layout', file: 'content/about.md', line: 4 }),
      expect.objectContaining({ code: 'content/frontmatter', file: 'content/joy-ui/react-button.md', line: 3 }),
    ]);
    expect(after).toEqual(before);
    // No staging folder is left behind.
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(root)).filter((f) => f.startsWith('.dist'))).toEqual([]);
  });

  it('fails when two files give the same route, naming both', async () => {
    const { second } = await buildTwice({ 'content/joy-ui/react-button/index.md': '---\ntitle: Again\ndescription: x\n---\n' });
    expect(second.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'content/duplicate-route',
        message: 'Duplicated route /joy-ui/react-button: content/joy-ui/react-button.md and content/joy-ui/react-button/index.md both produce it',
      }),
    );
  });

  it('fails on a page over 4 MB with one error naming its file, without compiling it', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'content/joy-ui/react-button.md': `---\ntitle: Button\ndescription: Buttons.\n---\n\n# Button\n\n${'Buttons let users take actions.\n\n'.repeat(140_000)}`,
    });
    const result = await build({ cwd: root });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'content/page-too-large', file: 'content/joy-ui/react-button.md' }),
    ]);
  });

  it('refuses an output folder that holds the sources', async () => {
    const root = await copyFixture('basic');
    const result = await build({ cwd: root, outDir: '.' });
    expect(result.ok).toBe(false);
    expect(result.diagnostics[0]?.code).toBe('config/unsafe-out-dir');
    expect(existsSync(path.join(root, 'content/index.md'))).toBe(true);
  });

  it('reports a config error with its key path and line', async () => {
    const root = await copyFixture('basic');
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, { 'docs-site.config.ts': config.replace("name: 'Joy UI',", "name: 'Joy UI',\n      colour: 'blue',") });
    const result = await build({ cwd: root });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'config/invalid',
        file: 'docs-site.config.ts',
        line: 11,
        message: expect.stringMatching(/^products\[0\]\.colour: unknown key; expected one of .*, received "colour"$/),
      }),
    ]);
  });

  it('reports a syntax error in the config at its line', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, { 'docs-site.config.ts': "export default {\n  title: 'x',,\n};\n" });
    const result = await build({ cwd: root });
    expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'config/load-failed', file: 'docs-site.config.ts', line: 2 })]);
  });
});
