import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const readme = '# Dashboard template\n\nRun `npm start` in this folder.\n';

describe('markdown in the content folder that is not a page', () => {
  it('is one error naming the file and the fix', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, { 'content/templates/dashboard/README.md': readme });
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.file === 'content/templates/dashboard/README.md').map(formatDiagnostic)).toEqual([
      'error content/not-a-page content/templates/dashboard/README.md:1:1\n' +
        '  content/templates/dashboard/README.md is not a page: it has no frontmatter and no description\n' +
        "  hint: if it is not a page, leave it out with the config's `exclude` (for example `exclude: ['**/README.md']`); if it is, add `title:` and `description:` frontmatter",
    ]);
  });

  it("is left out by the config's exclude globs", async () => {
    const root = await copyFixture('basic');
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, {
      'docs-site.config.ts': config.replace('  products: [', "  exclude: ['**/README.md', 'fixtures/**'],\n  products: ["),
      'content/templates/dashboard/README.md': readme,
      'content/README.md': readme,
      'content/fixtures/broken.md': '---\ntitle: [unclosed\n---\n',
    });
    const result = await build({ cwd: root, links: 'off' });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(5);
    expect(existsSync(path.join(root, 'dist/templates/dashboard/README/index.html'))).toBe(false);
  });
});
