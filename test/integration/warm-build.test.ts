// A warm build takes the markdown twins, the llms files and the search index from the cache
// when nothing they are made of changed: what it writes must be what a cold build writes, and a
// change to a page or to the config must reach them.
import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, snapshotTree } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** Every file of the search index, as one text. */
async function searchText(out: string): Promise<string> {
  const files = (await readdir(path.join(out, 'assets'), { recursive: true })).filter((file) => /search/i.test(file) && file.endsWith('.json'));
  expect(files.length).toBeGreaterThan(0);
  return (await Promise.all(files.map((file) => readText(path.join(out, 'assets', file))))).join('\n');
}

describe('a warm build', () => {
  it('writes what a cold build writes, and follows a page and the config into the twins, llms files and search index', async () => {
    const root = await copyFixture('basic');
    const out = path.join(root, 'dist');
    expect((await build({ cwd: root, links: 'off', cache: false })).ok).toBe(true);
    const cold = await snapshotTree(out);
    // First with a cache: it fills it; then nothing changed: all from the cache.
    expect((await build({ cwd: root, links: 'off' })).ok).toBe(true);
    const warm = await build({ cwd: root, links: 'off' });
    expect(warm.rendered).toBe(0);
    expect(await snapshotTree(out)).toEqual(cold);

    // The output's pages and twins may be the cache's files (hard links): one changed in the
    // output, in place, is not taken from the cache again (it is rendered again); one that is
    // not a link leaves the cache as it was. Either way the next build writes it as it was.
    await appendFile(path.join(out, 'about/index.html'), '<!-- changed in the output -->');
    await appendFile(path.join(out, 'about.md'), 'Changed in the output.');
    const again = await build({ cwd: root, links: 'off' });
    expect(again.ok).toBe(true);
    expect(await snapshotTree(out)).toEqual(cold);
    // Once a page of the output is the cache's file (a build wrote it since: the first build
    // here had no cache, and the one with a cache found its pages already there, byte for byte).
    await rm(out, { recursive: true });
    expect((await build({ cwd: root, links: 'off' })).ok).toBe(true);
    await appendFile(path.join(out, 'about/index.html'), '<!-- changed in the output -->');
    expect((await build({ cwd: root, links: 'off' })).rendered).toBe(1);
    expect(await snapshotTree(out)).toEqual(cold);

    const about = path.join(root, 'content/about.md');
    await writeFile(about, `${await readFile(about, 'utf8')}\nQuetzalcoatlus glides over the warm build.\n`);
    expect((await build({ cwd: root, links: 'off' })).ok).toBe(true);
    expect(await readText(path.join(out, 'about.md'))).toContain('Quetzalcoatlus');
    expect(await readText(path.join(out, 'llms-full.txt'))).toContain('Quetzalcoatlus');
    expect(await searchText(out)).toContain('quetzalcoatlus');

    const configFile = path.join(root, 'docs-site.config.ts');
    await writeFile(configFile, (await readFile(configFile, 'utf8')).replace('https://docs.example.com', 'https://moved.example.com'));
    expect((await build({ cwd: root, links: 'off' })).ok).toBe(true);
    expect(await readText(path.join(out, 'llms.txt'))).toContain('https://moved.example.com/about.md');
    expect(await readText(path.join(out, 'llms.txt'))).not.toContain('docs.example.com');

    // A site that ships its own llms.txt keeps it: the cached one is not copied over it.
    await writeFile(path.join(root, 'public/llms.txt'), 'Our own llms.txt\n');
    expect((await build({ cwd: root, links: 'off' })).ok).toBe(true);
    expect(await readText(path.join(out, 'llms.txt'))).toBe('Our own llms.txt\n');
    expect(await readText(path.join(out, 'llms-full.txt'))).toContain('Quetzalcoatlus');
  });

  it("follows a component's API into the twin of the page that lists it, and renders that page and the API page only", async () => {
    const root = await copyFixture('api-tabs');
    const out = path.join(root, 'dist');
    expect((await build({ cwd: root, links: 'off' })).ok).toBe(true);
    expect(await readText(path.join(out, 'acme/react-button.md'))).toContain('| label (required) | `string` |');
    const json = path.join(root, 'api/acme/button.json');
    await writeFile(json, (await readFile(json, 'utf8')).replace('"label": { "type": { "name": "string" }', '"caption": { "type": { "name": "string" }'));
    const warm = await build({ cwd: root, links: 'off' });
    expect(warm.ok).toBe(true);
    const twin = await readText(path.join(out, 'acme/react-button.md'));
    expect(twin).toContain('| caption (required) | `string` |');
    expect(twin).not.toContain('| label (required)');
    expect(await readText(path.join(out, 'llms-full.txt'))).toContain('| caption (required) | `string` |');
    // The API page, its API tab, and the page whose twin lists its props; not the others.
    expect(warm.rendered).toBeLessThan(warm.pages);
  });
});

