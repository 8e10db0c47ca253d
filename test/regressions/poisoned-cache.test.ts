// Finding MEDIUM of the third attack run (issue 44): the cache (node_modules/.cache/docs-site),
// which CI restores and runners may share, was trusted. An entry's index.json path of
// `../../../../x.txt` was linked or copied outside the site, over an existing file; a cache
// root that was a link made the build's prune delete every `v<digits>` folder where it led;
// links inside the cache became links in the output (`dist/.../index.html -> /etc/passwd`);
// a FIFO in the cache hung the build. Found since: the kept list of twins was trusted, and
// llms-full.txt read each twin it named, wherever the path led (twins are now kept with their
// pages: a kept page's record names its twin).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, snapshotTree, temporaryFolder } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
let clean: Record<string, string>;
const cacheRoot = () => path.join(root, 'node_modules/.cache/docs-site');
const warnings = (diagnostics: { severity: string; code: string; message: string }[]) => diagnostics.filter((d) => d.code === 'cache/refused').map((d) => d.message);

/** Every symbolic link under `dir`, as paths relative to it. */
async function linksUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isSymbolicLink()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Builds again, with whatever the cache now holds. */
async function rebuild() {
  const result = await build({ cwd: root });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(await linksUnder(path.join(root, 'dist'))).toEqual([]);
  expect(await snapshotTree(path.join(root, 'dist'))).toEqual(clean);
  return result;
}

beforeAll(async () => {
  root = await copyFixture('api-tabs');
  expect((await build({ cwd: root })).ok).toBe(true);
  clean = await snapshotTree(path.join(root, 'dist'));
  // The warm build takes pages and twins from the cache, as the cold one wrote them.
  expect((await build({ cwd: root })).rendered).toBe(0);
}, 120_000);

describe('regression: a poisoned cache is not followed, written through, or published', () => {
  it('places no kept file outside the output: an index.json path that climbs out is a miss', async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    await writeFile(path.join(outside, 'x.txt'), 'kept as it was');
    const sets = path.join(cacheRoot(), 'v3', 'sets');
    const climb = path.relative(path.join(root, 'dist'), path.join(outside, 'x.txt')).split(path.sep).join('/');
    for (const set of await readdir(sets)) {
      const index = path.join(sets, set, 'index.json');
      const kept = JSON.parse(await readFile(index, 'utf8')) as { files: { path: string }[] };
      kept.files[0]!.path = climb;
      await writeFile(index, JSON.stringify(kept));
    }
    const result = await rebuild();
    expect(warnings(result.diagnostics)).toEqual([]);
    expect(await readFile(path.join(outside, 'x.txt'), 'utf8')).toBe('kept as it was');
  });

  it("reads no file outside the output for llms-full.txt: a kept page whose twin's path climbs out is a miss", async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    await writeFile(path.join(outside, 'environ'), 'DEPLOY_TOKEN=secret-of-the-runner');
    // The llms files kept from the last build are dropped, so that they are made from the twins.
    await rm(path.join(cacheRoot(), 'v3', 'sets'), { recursive: true, force: true });
    const pages = path.join(cacheRoot(), 'v3', 'pages');
    let forged = 0;
    for (const name of await readdir(pages, { recursive: true })) {
      const file = path.join(pages, String(name));
      if (!/[0-9a-f]{64}$/.test(file)) continue;
      const text = await readFile(file, 'utf8');
      const newline = text.indexOf('\n');
      const record = JSON.parse(text.slice(newline + 1)) as { twin: { path: string } | null };
      if (record.twin === null) continue;
      // The twin's file stays where the entry keeps it; the record names another.
      record.twin.path = path.relative(path.join(root, 'dist'), path.join(outside, 'environ')).split(path.sep).join('/');
      await writeFile(file, `${text.slice(0, newline)}\n${JSON.stringify(record)}`);
      forged += 1;
    }
    expect(forged).toBeGreaterThan(0);
    const result = await rebuild();
    expect(result.rendered).toBe(forged);
    expect(await readFile(path.join(root, 'dist', 'llms-full.txt'), 'utf8')).not.toContain('secret-of-the-runner');
  });

  it("writes no page outside the output: a kept record whose path climbs out is a miss", async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    await writeFile(path.join(outside, 'index.html'), 'kept as it was');
    const pages = path.join(cacheRoot(), 'v3', 'pages');
    let forged = 0;
    for (const name of await readdir(pages, { recursive: true })) {
      const file = path.join(pages, String(name));
      if (!/[0-9a-f]{64}$/.test(file)) continue;
      const text = await readFile(file, 'utf8');
      const newline = text.indexOf('\n');
      const record = JSON.parse(text.slice(newline + 1)) as { path: string | null };
      if (record.path === null) continue;
      record.path = path.relative(path.join(root, 'dist'), path.join(outside, 'index.html')).split(path.sep).join('/');
      await writeFile(file, `${text.slice(0, newline)}\n${JSON.stringify(record)}`);
      forged += 1;
    }
    expect(forged).toBeGreaterThan(0);
    const result = await rebuild();
    expect(result.rendered).toBe(forged);
    expect(await readFile(path.join(outside, 'index.html'), 'utf8')).toBe('kept as it was');
  });

  it('refuses a cache holding a link, and publishes no link', async () => {
    const pages = path.join(cacheRoot(), 'v3', 'pages');
    // A page's HTML (a bucket may be empty once pruned).
    const html = (await readdir(pages, { recursive: true })).find((name) => name.endsWith('.html'))!;
    await rm(path.join(pages, html));
    await symlink('/etc/passwd', path.join(pages, html));
    const result = await rebuild();
    expect(warnings(result.diagnostics)).toEqual([expect.stringMatching(/^The cache node_modules\/\.cache\/docs-site holds v3\/pages\/[0-9a-f]{2}\/[0-9a-f]{64}\.html, a symbolic link: the build neither reads nor writes it, and renders every page$/)]);
    expect(result.rendered).toBe(result.pages);
    expect(await readFile(path.join(root, 'dist/acme/react-button/index.html'), 'utf8')).not.toContain('root:x:0');
    await rm(cacheRoot(), { recursive: true });
  });

  it('refuses a cache root that is a link, and deletes nothing where it leads', async () => {
    const elsewhere = await temporaryFolder('docs-site-elsewhere-');
    await mkdir(path.join(elsewhere, 'v1'));
    await writeFile(path.join(elsewhere, 'v1', 'precious.txt'), 'not the cache');
    await symlink(elsewhere, cacheRoot());
    const result = await rebuild();
    expect(warnings(result.diagnostics)).toEqual(['The cache node_modules/.cache/docs-site is a symbolic link: the build neither reads nor writes it, and renders every page']);
    expect(await readFile(path.join(elsewhere, 'v1', 'precious.txt'), 'utf8')).toBe('not the cache');
    expect(await readdir(elsewhere)).toEqual(['v1']);
    expect((await lstat(cacheRoot())).isSymbolicLink()).toBe(true);
    await rm(cacheRoot());
  });

  it('does not wait on a FIFO in the cache', async () => {
    expect((await build({ cwd: root })).ok).toBe(true);
    const shared = path.join(cacheRoot(), 'v3', 'shared');
    const [file] = await readdir(shared);
    await rename(path.join(shared, file!), path.join(shared, `${file!}.old`));
    execFileSync('mkfifo', [path.join(shared, file!)]);
    const result = await rebuild();
    expect(warnings(result.diagnostics)).toEqual([expect.stringMatching(/holds v3\/shared\/.+, a FIFO, socket or device/)]);
    await rm(cacheRoot(), { recursive: true });
    // Once the folder is gone, the next build makes it again and uses it.
    await rebuild();
    expect(existsSync(path.join(cacheRoot(), 'v3', 'pages'))).toBe(true);
    expect((await rebuild()).rendered).toBe(0);
  });
});
