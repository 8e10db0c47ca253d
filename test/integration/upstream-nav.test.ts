import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

// Issue 46, cause 3: MUI X's navigation is a TypeScript module (`pages.ts`, as mui/mui-x has it,
// with the `*ApiPages.ts` it imports, in test/fixtures/api-formats/nav/mui-x/), one of whose
// entries has an icon component and a link styled with `sx`: that entry made the whole tree
// invalid. Given as it is, the tree loads whole: the icon by its name, the link's attributes
// without its style.

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('api-formats');
  const config = await readFile(path.join(root, 'docs-site.config.ts'), 'utf8');
  await writeFiles(root, {
    'docs-site.config.ts': config
      .replace("navigation: 'nav/x.json',", "navigation: 'nav/mui-x/pages.ts',\n      apiPath: '/x/api/data-grid',")
      .replace("title: 'API formats',", "title: 'API formats',\n  checks: { links: 'off' },")
      .replace("  checks: { links: 'warn' },\n", ''),
  });
  result = await build({ cwd: root, cache: false });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe("MUI X's pages.ts as it is", () => {
  it('loads whole: no entry makes the tree invalid', () => {
    expect(result.diagnostics.filter((d) => d.code.startsWith('nav/') && d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('shows its entries, the one with the icon and the styled link among them', async () => {
    const html = await readFile(path.join(root, 'dist', 'x', 'api', 'data-grid', 'grid-api', 'index.html'), 'utf8');
    // The page's own entry, in the Data Grid's API section (dataGridApiPages.ts, imported by pages.ts).
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/x\/api\/data-grid\/grid-api"|<a[^>]*href="\/x\/api\/data-grid\/grid-api"[^>]*aria-current="page"/);
    // A tree this big comes as a file of its own, fetched when the navigation opens (the big-nav design).
    const assets = path.join(root, 'dist', 'assets');
    const tree = (await Promise.all((await readdir(assets)).filter((file) => file.startsWith('navTree-')).map((file) => readFile(path.join(assets, file), 'utf8')))).join('');
    const feedback = /<a[^>]*href="https:\/\/forms\.gle\/Ksbc91D3PcMiiK5x9"[^>]*>Share your feedback|<a[^>]*href="https:\/\/forms\.gle\/Ksbc91D3PcMiiK5x9"[^>]*>/.exec(html + tree)?.[0] ?? '';
    expect(feedback).toContain('target="_blank"');
    expect(feedback).toContain('rel="noopener noreferrer"');
    expect(feedback).not.toContain('sx');
  });
});

describe('a navigation module importing a file of a package without its extension', () => {
  it("loads it as bundlers do (v5's @mui/icons-material/ArticleRounded is imported so)", async () => {
    const site = await copyFixture('api-formats');
    await writeFiles(site, {
      'node_modules/legacy-titles/package.json': JSON.stringify({ name: 'legacy-titles', version: '1.0.0', main: 'index.js' }),
      'node_modules/legacy-titles/index.js': "'use strict';\n",
      // CommonJS compiled from an ES module, as v5's packages ship their files: `default` is the value.
      'node_modules/legacy-titles/Overview.js': "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.default = 'Overview, from a package';\n",
      'nav/x.ts': "import overview from 'legacy-titles/Overview';\n\nexport default [{ pathname: '/x/overview', title: overview }];\n",
      'docs-site.config.ts': (await readFile(path.join(site, 'docs-site.config.ts'), 'utf8')).replace("navigation: 'nav/x.json',", "navigation: 'nav/x.ts',"),
    });
    const built = await build({ cwd: site, cache: false });
    expect(built.diagnostics.filter((d) => d.code.startsWith('nav/'))).toEqual([]);
    expect(await readFile(path.join(site, 'dist', 'x', 'overview', 'index.html'), 'utf8')).toContain('Overview, from a package');
  }, 120_000);
});

