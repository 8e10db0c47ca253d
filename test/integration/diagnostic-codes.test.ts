import { readFile, truncate, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { createDevSite } from '../../src/node/dev/dev-site';
import type { DiagnosticCode } from '../../src/node/diagnostics/codes';
import type { Diagnostic } from '../../src/node/diagnostics/diagnostic';
import { merge } from '../../src/node/merge';
import { MAX_CONTAINER_DEPTH, MAX_DATA_FILE_BYTES, MAX_HIGHLIGHTED_LENGTH } from '../../src/node/util/limits';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, temporaryFolder, writeFiles } from '../helpers/fixture';

// Codes no other test made the engine report, each reached here the way a site author reaches
// it: by a file they write (or a command they run), through the real build, merge, dev site or
// command. Three registered codes cannot be reached from outside at all; codes.test.ts lists
// them with the reason.

afterAll(cleanupTemporaryFolders);

/** Where and how bad: what each test asserts of a diagnostic (not its wording). */
const placed = (d: Diagnostic) => ({ severity: d.severity, code: d.code, file: d.file, line: d.line });

/** The diagnostics of one code, by where they are. */
const ofCode = (diagnostics: readonly Diagnostic[], code: DiagnosticCode) => diagnostics.filter((d) => d.code === code).map(placed);

/** 1-based line of the first line of `text` that holds `needle`. */
function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${JSON.stringify(needle)} is not in the text`);
  return index + 1;
}

const page = (title: string, description: string, body: string) => `---\ntitle: ${title}\ndescription: ${description}\n---\n\n# ${title}\n\n${body}\n`;

type Expected = [name: string, code: DiagnosticCode, file: string, line: number | undefined];

describe('a site with a mistake in each of its files (one build)', () => {
  // Every mistake is in a file of its own, so none hides another: loading goes on past each, and
  // the pages are still rendered and their links checked.
  const BUTTON = page(
    'Button',
    'Buttons let users take actions.',
    ['A [link with a broken escape](/joy-ui/react-button%FF).', '', '{{"demo": "NotAComponent.js"}}', '', '{{"demo": "Broken.js"}}'].join('\n'),
  );
  let result: BuildResult;

  beforeAll(async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'docs-site.config.ts': `import { defineConfig } from 'docs-site';

export default defineConfig({
  title: 'Fixture Docs',
  host: 'https://docs.example.com',
  repository: { url: 'https://github.com/example/fixture', branch: 'main', directory: 'docs' },
  pageTitles: 'nav/titles.json',
  sideNavLinks: 'nav/side-nav.ts',
  products: [
    {
      id: 'joy-ui',
      name: 'Joy UI',
      versions: [{ text: 'v5.0.0-beta.49', current: true }],
      navigation: 'nav/joy-ui.json',
      api: { pages: 'api/joy-ui' },
    },
    { id: 'base-ui', name: 'Base UI', versions: [{ text: 'v1', current: true }], navigation: 'nav/base-ui.json' },
  ],
});
`,
      // A comma before the closing brace, at line 2.
      'nav/joy-ui.json': '[\n  { "pathname": "/joy-ui/getting-started", "title": "Start", },\n  { "pathname": "/joy-ui/react-button" }\n]\n',
      // A title that is a number.
      'nav/titles.json': '{ "pages": { "/joy-ui/react-button": 42 } }\n',
      // A comma left out at the end of line 2: the next entry is a syntax error at line 3.
      'nav/side-nav.ts': "const links = [\n  { pathname: '/about', title: 'About' }\n  { pathname: '/joy-ui/getting-started', title: 'Start' },\n];\nexport default links;\n",
      // A comma before the closing brace, at line 4.
      'api/joy-ui/button.json': '{\n  "name": "Button",\n  "props": {},\n}\n',
      'content/joy-ui/react-button.md': BUTTON,
      // A named export where the page needs the default one.
      'content/joy-ui/NotAComponent.js': 'export function NotAComponent() {\n  return null;\n}\n',
      // A TypeScript demo with no JavaScript version beside it, that does not parse (line 2).
      'content/joy-ui/Broken.tsx': 'export default function Broken(): JSX.Element {\n  return <div>{</div>;\n}\n',
    });
    // An API file over the size limit (sparse: it takes no room on the disk).
    const huge = path.join(root, 'api', 'joy-ui', 'huge.json');
    await writeFile(huge, '');
    await truncate(huge, MAX_DATA_FILE_BYTES + 1);
    result = await build({ cwd: root, cache: false });
  });

  it.each<Expected>([
    ['a navigation file that is not JSON: nav/invalid-json at its line', 'nav/invalid-json', 'nav/joy-ui.json', 2],
    ['a product whose navigation file does not exist: nav/not-found', 'nav/not-found', 'nav/base-ui.json', undefined],
    ['a page title table whose title is a number: nav/invalid-titles', 'nav/invalid-titles', 'nav/titles.json', undefined],
    ['a navigation module that does not compile: nav/load-failed at its line', 'nav/load-failed', 'nav/side-nav.ts', 3],
    ['an API metadata file that is not JSON: api/invalid-json at its line', 'api/invalid-json', 'api/joy-ui/button.json', 4],
    ['an API metadata file over 16 MB: api/unreadable', 'api/unreadable', 'api/joy-ui/huge.json', undefined],
    ['a link whose % escape does not decode: links/malformed at its line', 'links/malformed', 'content/joy-ui/react-button.md', lineOf(BUTTON, '%FF')],
    ['a demo with no default export: demos/export at the embed', 'demos/export', 'content/joy-ui/react-button.md', lineOf(BUTTON, 'NotAComponent.js')],
    ['a TypeScript demo with a syntax error and no JavaScript version: demos/syntax at its line', 'demos/syntax', 'content/joy-ui/Broken.tsx', 2],
    ['the same demo, at the embed: demos/compile (it is there, and does not compile)', 'demos/compile', 'content/joy-ui/react-button.md', lineOf(BUTTON, 'Broken.js')],
  ])('%s', (_, code, file, line) => {
    expect(ofCode(result.diagnostics, code)).toEqual([{ severity: 'error', code, file, line }]);
    expect(result.ok).toBe(false);
  });

  it('says of no demo that is there that it is missing', () => {
    expect(ofCode(result.diagnostics, 'markdown/missing-demo')).toEqual([]);
  });
});

describe('a page with mistakes that are only warnings', () => {
  const NOTES = page(
    'Button',
    'Buttons let users take actions.',
    [
      'Text.',
      '',
      ':::',
      '',
      '{{"component": "modules/components/ComponentPageTabs.js"}}',
      '',
      `${'> '.repeat(MAX_CONTAINER_DEPTH + 8)}Deep.`,
      '',
      '```js',
      'const a = 1;\n'.repeat(Math.ceil(MAX_HIGHLIGHTED_LENGTH / 13) + 1),
      '```',
    ].join('\n'),
  );
  let result: BuildResult;

  beforeAll(async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, { 'content/joy-ui/react-button.md': NOTES });
    result = await build({ cwd: root, cache: false });
  });

  it.each<Expected>([
    ['a ::: line that closes no callout: markdown/callout-stray at its line', 'markdown/callout-stray', 'content/joy-ui/react-button.md', lineOf(NOTES, ':::')],
    [
      'the page tabs marker on a page of a product without API tabs: markdown/page-tabs at its line',
      'markdown/page-tabs',
      'content/joy-ui/react-button.md',
      lineOf(NOTES, 'ComponentPageTabs'),
    ],
    ['block quotes nested 40 deep: markdown/too-deep at the paragraph', 'markdown/too-deep', 'content/joy-ui/react-button.md', lineOf(NOTES, 'Deep.')],
    ['a code block over 100,000 characters: markdown/code-too-long at its fence', 'markdown/code-too-long', 'content/joy-ui/react-button.md', lineOf(NOTES, '```js')],
  ])('%s, and the build succeeds', (_, code, file, line) => {
    expect(ofCode(result.diagnostics, code)).toEqual([{ severity: 'warning', code, file, line }]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

describe('a config or templates that cannot be used', () => {
  it('a config file with no default export: config/no-default-export', async () => {
    const root = await temporaryFolder();
    await writeFiles(root, {
      'docs-site.config.ts': "import { defineConfig } from 'docs-site';\n\nexport const config = defineConfig({ title: 'Docs', host: 'https://docs.example.com' });\n",
    });
    const result = await build({ cwd: root, cache: false });
    expect(result.diagnostics.map(placed)).toEqual([{ severity: 'error', code: 'config/no-default-export', file: 'docs-site.config.ts', line: undefined }]);
    expect(result.ok).toBe(false);
  });

  it('templates that export `layout` instead of `layouts`: templates/no-layouts', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'templates/index.tsx': "import type { LayoutProps } from 'docs-site';\n\nexport const layout = {\n  docs: ({ children }: LayoutProps) => <main>{children}</main>,\n};\n",
    });
    const result = await build({ cwd: root, cache: false });
    expect(ofCode(result.diagnostics, 'templates/no-layouts')).toEqual([{ severity: 'error', code: 'templates/no-layouts', file: 'templates/index.tsx', line: undefined }]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toHaveLength(1);
    expect(result.ok).toBe(false);
  });
});

describe('docs-site build with templates that throw', () => {
  it("a component of the config's `components` that throws: render/failed at every page, exit 1, not an internal error", async () => {
    const root = await copyFixture('theme-overrides');
    await writeFiles(root, { 'theme/TeamFooter.tsx': "export default function TeamFooter(): never {\n  throw new Error('the footer is broken');\n}\n" });
    const result = await runCli(['build', '--no-cache'], { cwd: root });
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(1);
    // Each page of the site, and each page the engine makes (404, offline, search).
    const failed = result.stderr.split('\n').filter((line) => line.startsWith('error render/failed'));
    expect(failed).toEqual(expect.arrayContaining(['error render/failed content/index.md', 'error render/failed content/guide/intro.md', 'error render/failed']));
    expect(result.stderr).toContain('The templates threw while rendering this page (in TeamFooter): "the footer is broken"');
    expect(result.stderr).toContain('The templates threw while rendering 404.html (in TeamFooter)');
  });
});

describe('docs-site dev', () => {
  it('a template that throws while rendering a page: render/failed at the page, which answers 500', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'templates/index.tsx': `import type { LayoutProps } from 'docs-site';

export const layouts = {
  docs: ({ view, children }: LayoutProps) => {
    if (view.page.title === 'About') throw new Error('This layout cannot show the About page');
    return <main><h1>{view.page.title}</h1>{children}</main>;
  },
};
`,
    });
    const site = createDevSite({ configFile: path.join(root, 'docs-site.config.ts'), bodyEnd: '' });
    await site.load();
    expect(site.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    expect(site.page('/joy-ui/getting-started')?.status).toBe(200);
    const about = site.page('/about');
    expect(about?.status).toBe(500);
    expect(about?.body.toString()).toContain('This layout cannot show the About page');
    expect(ofCode(site.diagnostics(), 'render/failed')).toEqual([{ severity: 'error', code: 'render/failed', file: 'content/about.md', line: undefined }]);
  });
});

describe('docs-site serve', () => {
  it('serving on a port another program listens on: serve/listen, exit code 1', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const dir = await temporaryFolder();
      await writeFiles(dir, { 'index.html': '<!DOCTYPE html>\n<title>Site</title>\n' });
      const result = await runCli(['serve', '.', '--port', String(port)], { cwd: dir });
      // No file and no line: the code gives none.
      expect(result.stderr).toMatch(new RegExp(`^error serve/listen\\n  Port ${port} on 127\\.0\\.0\\.1 is in use`, 'm'));
      expect(result.code).toBe(1);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

describe('docs-site merge', () => {
  let root: string;

  beforeAll(async () => {
    root = await copyFixture('basic');
    const shard = await build({ cwd: root, outDir: 'shard', shard: { index: 1, count: 1 }, cache: false });
    expect(shard.ok).toBe(true);
  });

  it('merging into the folder of one of the shards: merge/out-is-shard', async () => {
    const result = await merge({ cwd: root, shards: ['shard'], outDir: 'shard' });
    expect(result.diagnostics.map(placed)).toEqual([{ severity: 'error', code: 'merge/out-is-shard', file: undefined, line: undefined }]);
    expect(result.ok).toBe(false);
  });

  it('a shard whose manifest lost a page (a damaged artifact): merge/incomplete', async () => {
    // A shard as docs-site builds it always holds its pages: only a manifest changed since can lack one.
    const manifestFile = path.join(root, 'shard', '.docs-site-shard.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { pages: number; records: unknown[] };
    expect(manifest.records).toHaveLength(manifest.pages);
    await writeFile(manifestFile, JSON.stringify({ ...manifest, records: manifest.records.slice(0, -1) }));
    const result = await merge({ cwd: root, shards: ['shard'], outDir: 'merged' });
    expect(result.diagnostics.map(placed)).toEqual([{ severity: 'error', code: 'merge/incomplete', file: undefined, line: undefined }]);
    expect(result.ok).toBe(false);
  });
});
