// Issue 47: a navigation file that could not be read (17 MB, over the data-file limit, on a
// site of 100,000 pages) was one error, then a `nav/unreached-page` warning for every page of
// its product. The one error says what is wrong; the pages of that product are not each
// reported as in no navigation. A page outside it still is.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

describe('a product whose navigation file cannot be read', () => {
  it('is one error, without a warning for each of its pages', async () => {
    const root = await copyFixture('basic');
    await writeFile(path.join(root, 'nav', 'joy-ui.json'), '[ { "pathname": "/joy-ui/group", ');
    const result = await build({ cwd: root });
    expect(result.ok).toBe(false);
    const about = result.diagnostics.filter((d) => d.file === 'nav/joy-ui.json' && d.severity === 'error');
    expect(about).toHaveLength(1);
    const unreached = result.diagnostics.filter((d) => d.code === 'nav/unreached-page').map((d) => d.file);
    expect(unreached.filter((file) => file?.startsWith('content/joy-ui/'))).toEqual([]);
    // A page of no product is still reported.
    expect(unreached).toContain('content/about.md');
  });
});
