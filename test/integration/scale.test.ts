import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { defaultWorkers } from '../../src/node/run/build-threads';
import { merge } from '../../src/node/merge';
import { SHARD_MANIFEST } from '../../src/node/run/shards';
import { cleanupTemporaryFolders, copyFixture, readText, repoRoot, snapshotTree, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** The dialect fixture has live demos (server modules each render thread imports) and relative `.md` links. */
const FIXTURE = 'dialect';

describe('rendering in worker threads', () => {
  it('writes byte-identical output with 0, 1 and 2 workers', async () => {
    const root = await copyFixture(FIXTURE);
    const snapshots = [];
    for (const workers of [0, 1, 2]) {
      const result = await build({ cwd: root, outDir: `out-${workers}`, workers, cache: false });
      expect(result.diagnostics.filter((d) => d.severity === 'error'), `${workers} workers`).toEqual([]);
      expect(result.rendered).toBe(result.pages);
      snapshots.push(await snapshotTree(path.join(root, `out-${workers}`)));
    }
    expect(Object.keys(snapshots[0]!).length).toBeGreaterThan(10);
    expect(snapshots[1]).toEqual(snapshots[0]);
    expect(snapshots[2]).toEqual(snapshots[0]);
    // The demos were rendered on the server in the workers too, not left empty.
    expect(await readText(path.join(root, 'out-2/material-ui/guide/index.html'))).toMatch(/Count: (<!-- -->)?0/);
  });

  it('uses worker threads by default only when there are enough pages for them to pay off', () => {
    expect(defaultWorkers(10, 2)).toBe(0);
    expect(defaultWorkers(150, 2)).toBe(0);
    expect(defaultWorkers(1000, 1)).toBe(0);
    expect(defaultWorkers(1000, 2)).toBe(2);
    expect(defaultWorkers(1000, 16)).toBe(10);
  });
});

describe('the page cache', () => {
  let root: string;
  let cold: Record<string, string>;
  const cacheDir = () => path.join(root, 'node_modules/.cache/docs-site/v3');
  const rebuild = async () => {
    const result = await build({ cwd: root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    return result;
  };

  beforeAll(async () => {
    root = await copyFixture(FIXTURE);
    const result = await rebuild();
    expect(result.rendered).toBe(result.pages);
    cold = await snapshotTree(path.join(root, 'dist'));
  });

  it('renders nothing when nothing changed, and writes the same bytes', async () => {
    const result = await rebuild();
    expect(result.rendered).toBe(0);
    expect(result.pages).toBeGreaterThan(2);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it('renders again only the page whose file changed', async () => {
    const file = path.join(root, 'content/api/counter.md');
    const original = await readText(file);
    await writeFile(file, original.replace('\n## ', '\nA new paragraph.\n\n## '));
    expect((await rebuild()).rendered).toBe(1);
    expect(await readText(path.join(root, 'dist/material-ui/api/counter/index.html'))).toContain('A new paragraph.');
    await writeFile(file, original);
    expect((await rebuild()).rendered).toBe(1);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it('renders again the page that links to a file whose route changed, and no other', async () => {
    // Pages of no product (no navigation in common): a links to b, c links to nothing.
    const b = (route: string) => `---\ntitle: B\ndescription: The target.\nroute: ${route}\n---\n\n## Part\n\nText.\n`;
    await writeFiles(root, {
      'content/notes/a.md': '---\ntitle: A\ndescription: Links to b.\n---\n\nSee [b](./b.md#part).\n',
      'content/notes/b.md': b('/notes/b'),
      'content/notes/c.md': '---\ntitle: C\ndescription: Links to nothing.\n---\n\nText.\n',
    });
    await rebuild();
    await writeFiles(root, { 'content/notes/b.md': b('/notes/b-moved') });
    // b itself, and a, whose link now leads to the new route; not c, nor any other page.
    expect((await rebuild()).rendered).toBe(2);
    expect(await readText(path.join(root, 'dist/notes/a/index.html'))).toContain('href="/notes/b-moved#part"');
    await rm(path.join(root, 'content/notes'), { recursive: true });
    await rebuild();
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it("renders again a product's pages when its navigation changes", async () => {
    const nav = path.join(root, 'nav/material-ui.json');
    const original = await readText(nav);
    await writeFile(nav, original.replace('"Details"', '"More details"'));
    const result = await rebuild();
    expect(result.rendered).toBe(3);
    await writeFile(nav, original);
    await rebuild();
  });

  it('renders everything again when the config changes', async () => {
    const config = path.join(root, 'docs-site.config.ts');
    const original = await readText(config);
    await writeFile(config, original.replace("title: 'Dialect Docs'", "title: 'Dialect documentation'"));
    const result = await rebuild();
    expect(result.rendered).toBe(result.pages);
    await writeFile(config, original);
    expect((await rebuild()).rendered).toBe(result.pages);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it('renders everything again when a template changes, and shows the change', async () => {
    // The site's own copy of the templates, so that the test can edit one.
    const config = path.join(root, 'docs-site.config.ts');
    const original = await readText(config);
    await cp(path.join(repoRoot, 'templates'), path.join(root, 'site-templates'), { recursive: true });
    await writeFile(config, original.replace("title: 'Dialect Docs',", "title: 'Dialect Docs',\n  directories: { templates: 'site-templates' },"));
    const own = await rebuild();
    expect((await rebuild()).rendered).toBe(0);
    // The footer's text is one of the theme's interface strings.
    const footer = path.join(root, 'site-templates/strings.ts');
    const source = await readText(footer);
    // A change that compiles to the same code (a comment) changes no page.
    await writeFile(footer, `// The words of every page.\n${source}`);
    expect((await rebuild()).rendered).toBe(0);
    await writeFile(footer, source.replaceAll('Edit this page', 'Improve this page'));
    const changed = await rebuild();
    expect(changed.rendered).toBe(own.pages);
    expect(await readText(path.join(root, 'dist/material-ui/guide/index.html'))).toContain('Improve this page');
    await writeFile(config, original);
    await rm(path.join(root, 'site-templates'), { recursive: true });
    await rebuild();
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it('renders again the pages of a demo that changed', async () => {
    const demo = path.join(root, 'content/guide/Counter.tsx');
    const original = await readText(demo);
    await writeFile(demo, original.replace('Count:', 'Pressed:'));
    const result = await rebuild();
    expect(result.rendered).toBeGreaterThanOrEqual(1);
    expect(result.rendered).toBeLessThan(result.pages);
    expect(await readText(path.join(root, 'dist/material-ui/guide/index.html'))).toMatch(/Pressed: (<!-- -->)?0/);
    await writeFile(demo, original);
    await rebuild();
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it('treats damaged entries as missing: they are rendered again and the output is the same', async () => {
    const entries: string[] = [];
    for (const bucket of await readdir(path.join(cacheDir(), 'pages'))) {
      for (const entry of await readdir(path.join(cacheDir(), 'pages', bucket))) entries.push(path.join(cacheDir(), 'pages', bucket, entry));
    }
    const htmlFiles = entries.filter((entry) => entry.endsWith('.html'));
    const records = entries.filter((entry) => !entry.endsWith('.html'));
    expect(htmlFiles.length).toBeGreaterThan(2);
    // One page's HTML truncated, one's changed (no longer what its record's stamp says), one's record not JSON at all.
    const [a, b] = htmlFiles as [string, string];
    const c = records.find((entry) => !a.startsWith(entry) && !b.startsWith(entry))!;
    await writeFile(a, (await readFile(a)).subarray(0, 100));
    await writeFile(b, (await readText(b)).replace('</body>', '<script>alert(1)</script></body>'));
    await writeFile(c, 'garbage');
    // A shared file (the stylesheet) edited in place.
    const shared = path.join(cacheDir(), 'shared');
    for (const file of await readdir(shared)) await writeFile(path.join(shared, file), 'body{display:none}');
    const result = await rebuild();
    expect(result.rendered).toBe(result.pages);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
    // A missing cache folder is no problem either.
    await rm(cacheDir(), { recursive: true });
    expect((await rebuild()).rendered).toBe(result.pages);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(cold);
  });

  it('keeps only what the last build used', async () => {
    const count = async () => {
      let n = 0;
      for (const bucket of await readdir(path.join(cacheDir(), 'pages'))) n += (await readdir(path.join(cacheDir(), 'pages', bucket))).length;
      return n;
    };
    const before = await count();
    const file = path.join(root, 'content/api/counter.md');
    await writeFile(file, `${await readText(file)}\nOne more line.\n`);
    await rebuild();
    expect(await count()).toBe(before);
  });

  it('does not read or write the cache with cache: false', async () => {
    await rm(cacheDir(), { recursive: true, force: true });
    const result = await build({ cwd: root, cache: false });
    expect(result.rendered).toBe(result.pages);
    await expect(readdir(cacheDir())).rejects.toThrow();
  });
});

describe('sharded builds', () => {
  it('merges shards into byte for byte the output of one build', async () => {
    const root = await copyFixture(FIXTURE);
    const single = await build({ cwd: root, outDir: 'single', cache: false });
    expect(single.ok).toBe(true);
    const shards = ['shard-1', 'shard-2', 'shard-3'];
    let shardPages = 0;
    for (const [i, dir] of shards.entries()) {
      const result = await build({ cwd: root, outDir: dir, shard: { index: i + 1, count: shards.length }, cache: false });
      expect(result.ok, dir).toBe(true);
      shardPages += result.pages;
    }
    // Every page is in exactly one shard.
    expect(shardPages).toBe(single.pages);
    const merged = await merge({ cwd: root, shards, outDir: 'merged' });
    expect(merged.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(merged.ok).toBe(true);
    expect(merged.pages).toBe(single.pages);
    // It reports what the single build reported.
    expect(merged.diagnostics).toEqual(single.diagnostics);
    expect(await snapshotTree(path.join(root, 'merged'))).toEqual(await snapshotTree(path.join(root, 'single')));
  });

  it('puts a page in the same shard however many other pages the site has', async () => {
    const root = await copyFixture(FIXTURE);
    const pagesOf = async (dir: string) =>
      (JSON.parse(await readText(path.join(root, dir, SHARD_MANIFEST))) as { records: { url: string }[] }).records.map((r) => r.url).sort();
    await build({ cwd: root, outDir: 'before', shard: { index: 1, count: 2 }, cache: false, links: 'off' });
    await writeFiles(root, { 'content/extra.md': '---\ntitle: Extra\ndescription: One more page.\n---\n\nText.\n' });
    await build({ cwd: root, outDir: 'after', shard: { index: 1, count: 2 }, cache: false, links: 'off' });
    const before = await pagesOf('before');
    const after = (await pagesOf('after')).filter((url) => url !== '/extra');
    expect(after).toEqual(before);
  });

  it('refuses a missing shard, a shard given twice, a folder that is not a shard, and shards of different builds', async () => {
    const root = await copyFixture(FIXTURE);
    for (const index of [1, 2]) await build({ cwd: root, outDir: `s${index}`, shard: { index, count: 2 }, cache: false });
    const codes = async (shards: string[]) => {
      const result = await merge({ cwd: root, shards, outDir: 'merged' });
      expect(result.ok).toBe(false);
      return result.diagnostics.map((d) => d.code);
    };
    expect(await codes(['s1'])).toEqual(['merge/missing-shard']);
    expect(await codes(['s1', 's1'])).toContain('merge/duplicate-shard');
    expect(await codes(['s1', 'content'])).toContain('merge/not-a-shard');
    await writeFiles(root, { 'content/extra.md': '---\ntitle: Extra\ndescription: One more page.\n---\n\nText.\n' });
    await build({ cwd: root, outDir: 's2', shard: { index: 2, count: 2 }, cache: false });
    expect(await codes(['s1', 's2'])).toEqual(['merge/mismatch']);
  });
});
