// The search index a build writes (src/search/), read back as the browser reads it.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchPartitions, showSections } from '../../src/assets/client/search/engine';
import { build } from '../../src/build';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, writeFiles } from '../helpers/fixture';
import { folderFetch, openBuiltIndex } from '../search/load-index';

afterAll(cleanupTemporaryFolders);

/** The basic fixture with a test page under /experiments/, a `noindex` page, and the config's extra fields. */
async function buildSite(fields = ''): Promise<string> {
  const root = await copyFixture('basic');
  if (fields) await extendConfig(root, fields);
  await writeFiles(root, {
    'content/experiments/docs/test.md': '---\ntitle: Experiment\ndescription: For tests.\n---\n\nZebrafish experiment.\n',
    'content/hidden.md': '---\ntitle: Hidden\ndescription: Not for search engines.\nnoindex: true\n---\n\nZebrafish hidden.\n',
    'content/joy-ui/react-button.md': '---\ntitle: React Button component\ndescription: Buttons let users take actions.\n---\n\n# Button\n\nButtons let users take actions.\n\n## Zebrafish stripes\n\nStripes of a zebrafish, in a callout:\n\n:::info\nStriped buttons.\n:::\n',
  });
  const result = await build({ cwd: root, links: 'off' });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return path.join(root, 'dist');
}

const urlsFor = async (out: string, query: string) => {
  const { partitions } = await openBuiltIndex(out);
  return (await showSections(await searchPartitions(partitions, query), folderFetch(out))).map((page) => `${page.url}${page.shown.map((s) => `#${s.anchor}`).join('')}`);
};

describe('the search index', () => {
  it('holds every page at heading granularity, leaving out /experiments/ and noindex pages by default', async () => {
    const out = await buildSite();
    expect(await urlsFor(out, 'zebrafish')).toEqual(['/joy-ui/react-button#zebrafish-stripes']);
    expect(await urlsFor(out, 'striped')).toEqual(['/joy-ui/react-button#zebrafish-stripes']);
    // Hashed names, but for the manifest, which names them.
    const files = await readdir(path.join(out, 'assets/search'));
    expect(files.filter((f) => !/-[A-Z2-7]{8}\.json$/.test(f))).toEqual(['index.json']);
    // The service worker leaves the index to be fetched when a reader searches.
    expect(await readText(path.join(out, 'sw.js'))).not.toMatch(/assets\/search\/[^"]*-[A-Z2-7]{8}\.json/);
  });

  it('follows the config: its own exclusions, noindex pages when asked, and nothing when turned off', async () => {
    const out = await buildSite("search: { exclude: ['/joy-ui/**'], noindexPages: true },");
    expect((await urlsFor(out, 'zebrafish')).sort()).toEqual(['/experiments/docs/test#', '/hidden#']);
    const off = await buildSite('search: false,');
    expect(existsSync(path.join(off, 'assets/search'))).toBe(false);
  });
});
