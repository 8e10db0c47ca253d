import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, snapshotTree, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

describe('a site written in the dialect, with demos', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  let guide: string;

  beforeAll(async () => {
    root = await copyFixture('dialect');
    out = path.join(root, 'dist');
    result = await build({ cwd: root });
    guide = await readText(path.join(out, 'material-ui/guide/index.html'));
  });

  it('builds without an error or a warning', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('renders each demo on the server, with its island data and its hashed chunk', async () => {
    expect(guide).toMatch(/<div data-island="island-0" class="docs-island"><button[^>]*>Count: <!-- -->0<\/button><\/div>/);
    const data = JSON.parse(/<script type="application\/json" id="island-0-data">(.*?)<\/script>/.exec(guide)![1]!) as Record<string, string>;
    expect(data).toEqual({
      runtime: expect.stringMatching(/^\/assets\/island-runtime-[A-Z0-9]{8}\.js$/),
      module: expect.stringMatching(/^\/assets\/demo-guide-Counter-[A-Z0-9]{8}\.js$/),
      props: {},
      prefix: 'i0-',
      load: 'interaction',
      dir: 'ltr',
      frame: false,
    });
    for (const url of [data.runtime!, data.module!]) expect(existsSync(path.join(out, url))).toBe(true);
    expect(guide).toMatch(/<script type="module" src="\/assets\/main-[A-Z0-9]{8}\.js"><\/script>/);
  });

  it('ships the TS source and a JS source made from it, and only JS for a JS-only demo', () => {
    const text = guide.replace(/<[^>]+>/g, '');
    expect(text).toContain('React.useState&lt;number&gt;(0)');
    expect(text).toContain('React.useState(0)');
    expect(guide).toContain('data-variant="ts" data-file-name="Counter.tsx"');
    expect(guide).toContain('data-variant="js" data-file-name="Counter.js"');
    expect(guide).toContain('data-variant="js" data-file-name="Plain.js"');
    expect(guide).not.toContain('data-file-name="Plain.tsx"');
    expect(guide).toContain('id="Counter.js"');
    expect(guide).toContain('id="Counter.tsx"');
  });

  it('renders callouts, code tabs, heading anchors, resolved .md links, the embed and the API section; drops comments', () => {
    expect(guide).toMatch(/<aside class="MuiCallout-root MuiCallout-warning" role="note">/);
    expect(guide).toContain('<a href="/material-ui/guide/details#limits">details</a>');
    expect(guide).toMatch(/data-code-tabs="" data-storage-key="pm"/);
    expect(guide).toMatch(/role="tab"[^>]*data-tab="npm"/);
    expect(guide).toMatch(/<h2 id="counter">Counter<a class="anchor-link[^"]*" href="#counter"/);
    expect(guide).toContain('href="https://github.com/example/dialect/labels/component%3A%20counter"');
    expect(guide).toMatch(/<h2 id="api">API/);
    expect(guide).toContain('<a href="/material-ui/api/counter"><code>&lt;Counter /&gt;</code></a>');
    expect(guide).not.toContain("an author's note");
  });

  it('styles what a page repeats per element by static classes, once in the shared stylesheet and not in the page', async () => {
    const startTag = (className: string) => new RegExp(`<[a-z]+ class="${className}[" ][^>]*>`, 'g');
    const classes = ['MuiMarkdown-body', 'MuiCode-root', 'MuiCallout-root', 'anchor-link', 'MuiToc-link'];
    for (const name of classes) {
      const tags = guide.match(startTag(name)) ?? [];
      expect(tags.length, name).toBeGreaterThan(0);
      // No Emotion class of its own: nothing serialised per element, per page.
      for (const tag of tags) expect(tag, name).not.toMatch(/css-/);
    }
    const inline = [...guide.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
    const sheet = /<link rel="stylesheet" href="\/(assets\/styles-[A-Z2-7]{8}\.css)">/.exec(guide)![1]!;
    const css = await readText(path.join(out, sheet));
    // A rule whose selector starts with the class (a demo's own rules may name a code block inside it).
    const ruleOf = (name: string) => new RegExp(`(^|[{}])\\.${name}[^{}]*\\{`);
    for (const name of classes) {
      expect(inline, name).not.toMatch(ruleOf(name));
      expect(css, name).toMatch(ruleOf(name));
    }
    // The prose's rules, then the code block's: at equal specificity a code block's `pre` wins.
    expect(css.indexOf('.MuiMarkdown-body pre')).toBeLessThan(css.indexOf('.MuiCode-root pre'));
  });

  it('renders plan badges with their icon and name, in the heading and in the table of contents', () => {
    const badge = (plan: string, label: string) =>
      new RegExp(`<span class="plan-${plan} [^"]*" data-plan="${plan}" role="img" aria-label="${label}" title="${label}"><svg [^>]*aria-hidden="true"[^>]*><path d="[^"]+"></path></svg></span>`);
    const heading = /<h2 id="pro-features">.*?<\/h2>/s.exec(guide)![0];
    expect(heading).toContain('<a href="/material-ui/guide/details" title="Pro plan">');
    expect(heading).toMatch(badge('pro', 'Pro plan'));
    expect(guide).toMatch(new RegExp(`Some of them need the ${badge('premium', 'Premium plan').source} plan\\.`));
    const toc = /<nav aria-labelledby="toc-heading".*?<\/nav>/s.exec(guide)![0];
    expect(toc).toMatch(new RegExp(`<a class="MuiToc-link" href="#pro-features">Pro features${badge('pro', 'Pro plan').source}</a>`));
  });

  it('renders a demo line followed on the next line by HTML: the demo, then the HTML', () => {
    expect(guide).not.toContain('{{');
    const plain = guide.indexOf('data-file-name="Plain.js"');
    const next = guide.indexOf('<h2 id="pro-features"');
    expect(plain).toBeGreaterThan(-1);
    expect(guide.slice(plain, next)).toMatch(/<\/pre>.*<br\/?>\s*$/s);
  });

  it('writes byte-identical output when built again', async () => {
    const first = await snapshotTree(out);
    const again = await build({ cwd: root });
    expect(again.ok).toBe(true);
    expect(await snapshotTree(out)).toEqual(first);
  });
});

describe('mistakes in the dialect', () => {
  /** Builds once, breaks the site with `files`, builds again: returns the failed result and whether dist/ is intact. */
  async function breakWith(files: Record<string, string>) {
    const root = await copyFixture('dialect');
    const out = path.join(root, 'dist');
    expect((await build({ cwd: root })).ok).toBe(true);
    const before = await snapshotTree(out);
    await writeFiles(root, files);
    const result = await build({ cwd: root });
    return { result, untouched: JSON.stringify(await snapshotTree(out)) === JSON.stringify(before), root };
  }

  it('fails on a callout of unknown severity, naming the file and line, leaving the output as it was', async () => {
    const { result, untouched } = await breakWith({ 'content/guide/details.md': '---\ntitle: Details\ndescription: Details.\nroute: /material-ui/guide/details\n---\n\nText\n\n:::tip\nHi\n:::\n\n## Limits\n' });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({
        code: 'markdown/callout-severity',
        file: 'content/guide/details.md',
        line: 9,
        message: 'Unknown callout severity "tip": expected info, success, warning, error',
      }),
    ]);
    expect(untouched).toBe(true);
  });

  it('fails on a page without a description', async () => {
    const { result } = await breakWith({ 'content/guide/details.md': '---\ntitle: Details\nroute: /material-ui/guide/details\n---\n\n# Details\n\nNo description here.\n\n## Limits\n' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'content/missing-description', file: 'content/guide/details.md', line: 1, message: 'The page has no description' }),
    ]);
  });

  it('fails on a demo that does not compile, naming its file and line', async () => {
    const { result, untouched } = await breakWith({
      'content/guide/Counter.tsx': "import * as React from 'react';\n\nexport default function Counter() {\n  return <p>unclosed;\n}\n",
    });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toEqual(expect.objectContaining({ file: 'content/guide/Counter.tsx', line: expect.any(Number) }));
    expect(untouched).toBe(true);
  });

  it('warns about a missing demo and builds a placeholder', async () => {
    const { result, root } = await breakWith({
      'content/guide/details.md': '---\ntitle: Details\ndescription: Details.\nroute: /material-ui/guide/details\n---\n\n## Limits\n\n{{"demo": "Gone.js"}}\n',
    });
    expect(result.ok).toBe(true);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown/missing-demo', file: 'content/guide/details.md', line: 9 })]);
    expect(await readText(path.join(root, 'dist/material-ui/guide/details/index.html'))).toContain('<code>Gone.js</code> is not available');
  });

  it('fails when the config registers an embed the templates do not export', async () => {
    const { result } = await breakWith({
      'docs-site.config.ts': (await readText(path.join(__dirname, '../fixtures/dialect/docs-site.config.ts'))).replace("'ComponentLinkHeader'", "'NoSuchComponent'"),
    });
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'config/unknown-embed', file: 'docs-site.config.ts', message: 'embeds["modules/components/ComponentLinkHeader.js"]: the templates export no embed component "NoSuchComponent"' }),
    );
  });
});

it('a site without demos ships the main script and the island runtime only', async () => {
  const root = await copyFixture('basic');
  expect((await build({ cwd: root })).ok).toBe(true);
  const assets = (await readdir(path.join(root, 'dist/assets'))).filter((f) => f.endsWith('.js'));
  expect(assets.filter((f) => f.startsWith('demo-'))).toEqual([]);
  expect(assets.some((f) => /^main-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
});
