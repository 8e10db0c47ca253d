import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

// Upstream's own configuration files, read as they are: a product's navigation is its
// `pages.ts` (TypeScript importing modules of its docs app for types and icons, and its
// `pagesApi.js` through an alias), and the routes come from its Next.js `docs/pages` folder.

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('upstream-config');
  result = await build({ cwd: root, cache: false });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe("upstream's pages.ts and docs/pages", () => {
  it('route each markdown file where its Next.js page module is, with no problem', async () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    // docs/pages/material-ui/react-button.js imports docs/data/material/components/buttons/buttons.md?muiMarkdown.
    expect(await readText(path.join(root, 'dist/material-ui/react-button/index.html'))).toContain('Buttons allow users to take actions.');
    expect(await readText(path.join(root, 'dist/material-ui/getting-started/index.html'))).toContain('Routed by its Next.js page module.');
    expect(await readText(path.join(root, 'dist/material-ui/customization/theming/index.html'))).toContain('Customize the theme.');
  });

  it("build the navigation from pages.ts: its titles, its subheaders, pagesApi's entries, its outbound links", async () => {
    const html = await readText(path.join(root, 'dist/material-ui/react-button/index.html'));
    const nav = /<nav[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    for (const title of ['Getting started', 'Overview', 'Components', 'Inputs', 'Button', 'Customizing the theme', 'Template store']) expect(nav).toContain(`>${title}<`);
    expect(nav).toContain('href="https://mui.com/store/?utm_source=docs&amp;utm_medium=referral&amp;utm_campaign=sidenav"');
    expect(nav).toMatch(/<a href="\/material-ui\/react-button"[^>]*aria-current="page"/);
  });

  it('name an import of pages.ts that resolves nowhere, other than icons, in a warning at its line', async () => {
    const pages = path.join(root, 'docs/data/material/pages.ts');
    const { readFile } = await import('node:fs/promises');
    await writeFiles(root, { 'docs/data/material/pages.ts': `import extra from 'docs/src/modules/extraPages';\nvoid extra;\n${await readFile(pages, 'utf8')}` });
    const again = await build({ cwd: root, cache: false });
    expect(again.ok).toBe(true);
    expect(again.diagnostics.map((d) => [d.severity, d.code, d.file, d.line])).toEqual([['warning', 'nav/stubbed-import', 'docs/data/material/pages.ts', 1]]);
  });

  it('say which page module imports markdown that no alias maps to a file', async () => {
    await writeFiles(root, {
      'docs/pages/material-ui/elsewhere.js': "import * as pageProps from 'other/data/elsewhere.md?muiMarkdown';\nexport default pageProps;\n",
    });
    const again = await build({ cwd: root, cache: false });
    const warned = again.diagnostics.filter((d) => d.code === 'config/next-pages');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ severity: 'warning', file: 'docs/pages/material-ui/elsewhere.js' });
    expect(warned[0]!.hint).toContain("alias: { 'other/data': './<folder>' }");
  });
});
