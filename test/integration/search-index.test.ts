// The search index a build writes (src/node/search/), read back as the browser reads it.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { searchPartitions, showSections } from '../../src/client/search/engine';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, writeFiles } from '../helpers/fixture';
import { startDev, type RunningDev } from '../helpers/dev';
import { folderFetch, openBuiltIndex } from '../search/load-index';
import type { FetchJson } from '../../src/client/search/engine';

const running: RunningDev[] = [];
afterAll(async () => {
  await Promise.all(running.map((dev) => dev.close()));
  await cleanupTemporaryFolders();
});

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

const urlsFor = async (out: string, query: string, fetchJson: FetchJson = folderFetch(out)) => {
  const { partitions } = await openBuiltIndex(out, fetchJson);
  return (await showSections(await searchPartitions(partitions, query), fetchJson)).map((page) => `${page.url}${page.shown.map((s) => `#${s.anchor}`).join('')}`);
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
    expect(existsSync(path.join(off, 'search/index.html'))).toBe(false);
    expect(await readText(path.join(off, 'joy-ui/react-button/index.html'))).not.toContain('data-search-button');
  });
});

describe('the search index in dev', () => {
  it('is the one a build writes, and follows an edited page', async () => {
    const out = await buildSite();
    const root = path.dirname(out);
    const dev = await startDev(root);
    running.push(dev);
    const fromDev: FetchJson = async <T>(url: string) => {
      const response = await fetch(`${dev.url}${url}`);
      expect(response.status, url).toBe(200);
      return (await response.json()) as T;
    };
    // Byte for byte: the manifest names the same content-hashed files.
    expect(await (await fetch(`${dev.url}/assets/search/index.json`)).text()).toBe(await readText(path.join(out, 'assets/search/index.json')));
    expect(await urlsFor('', 'zebrafish', fromDev)).toEqual(['/joy-ui/react-button#zebrafish-stripes']);
    expect((await fetch(`${dev.url}/search`)).status).toBe(200);

    const update = dev.next('update');
    await writeFiles(root, { 'content/about.md': '---\ntitle: About\ndescription: About us.\n---\n\n# About\n\n## Okapi\n\nAn okapi is not a zebrafish.\n' });
    await update;
    expect(await urlsFor('', 'okapi', fromDev)).toEqual(['/about#okapi']);
  });

  it('is the same made while render threads render as made after, and a warm build takes it from the cache', async () => {
    const out = await buildSite();
    const root = path.dirname(out);
    const searchFiles = async () => {
      const folder = path.join(out, 'assets', 'search');
      const names = (await readdir(folder)).sort();
      return Promise.all(names.map(async (name) => [name, await readFile(path.join(folder, name), 'utf8')] as const));
    };
    const sets = async () => (await readdir(path.join(root, 'node_modules', '.cache', 'docs-site', 'v3', 'sets'))).sort();
    // Rendered in the build's thread (the index made from the records at the end, or in the side thread).
    const cold = await build({ cwd: root, links: 'off', workers: 0, cache: false });
    expect(cold.ok).toBe(true);
    const made = await searchFiles();
    // Rendered by two render threads, this thread indexing as their pages come.
    await rm(path.join(root, 'node_modules', '.cache'), { recursive: true, force: true });
    expect((await build({ cwd: root, links: 'off', workers: 2 })).rendered).toBeGreaterThan(0);
    expect(await searchFiles()).toEqual(made);
    const kept = await sets();
    // Nothing changed: every page and the index come from the cache, under the key the threaded build kept it.
    const warm = await build({ cwd: root, links: 'off', workers: 2 });
    expect(warm.rendered).toBe(0);
    expect(await searchFiles()).toEqual(made);
    expect(await sets()).toEqual(kept);
  });
});
