import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { hashedAssetPath } from '../routing/asset-names';
import type { PageRecord } from '../model/page-record';
import { openPageCache } from './page-cache';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-site-cache-'));
  dirs.push(dir);
  return dir;
};

const key = (n: number) => createHash('sha256').update(String(n)).digest('hex');
const html = '<!DOCTYPE html>\n<html><body>Hello</body></html>\n';
const record = (body = html): PageRecord => ({
  index: 3,
  file: 'content/a.md',
  pathname: '/a',
  language: 'en',
  fallback: false,
  noindex: false,
  url: '/a',
  path: 'a/index.html',
  sha: createHash('sha256').update(body).digest('hex'),
  bytes: Buffer.byteLength(body),
  ids: ['main-content'],
  anchors: [],
  links: [{ href: '/b', line: 4 }],
  assets: [],
  scriptHashes: [],
  shared: [],
  diagnostics: [],
  routeLookups: [['b.md', '/b']],
  search: null,
  socialCard: { path: 'assets/og/card-AAAA1111BBBB2222.png', title: 'A', description: null, name: 'MUI', logo: null, site: 'mui.com' },
  twin: null,
});

describe('the page cache', () => {
  it('gives back exactly what was written', async () => {
    const cache = openPageCache(await tempDir());
    cache.writePage(key(1), record(), html, null);
    const entry = await cache.readPage(key(1));
    expect(entry?.record).toEqual(record());
    expect(await readFile(entry!.htmlFile, 'utf8')).toBe(html);
    expect(await cache.readPage(key(2))).toBeNull();
  });

  it('treats a truncated, altered or unreadable entry as missing', async () => {
    const root = await tempDir();
    const cache = openPageCache(root);
    for (const n of [1, 2, 3, 4, 5, 6]) cache.writePage(key(n), record(), html, null);
    const file = (n: number) => path.join(cache.dir, 'pages', key(n).slice(0, 2), key(n));
    // The HTML cut short, or changed in place to the same length; the record not JSON, or not a record; the HTML gone.
    await writeFile(`${file(1)}.html`, (await readFile(`${file(1)}.html`)).subarray(0, 20));
    await writeFile(`${file(2)}.html`, (await readFile(`${file(2)}.html`, 'utf8')).replace('Hello', 'Hullo'));
    const stamp = (await readFile(file(3), 'utf8')).split('\n')[0];
    await writeFile(file(3), `${stamp}\nnot json`);
    await writeFile(file(4), `${stamp}\n${JSON.stringify({ ...record(), ids: 'nope' })}`);
    await rm(`${file(5)}.html`);
    await writeFile(file(6), 'garbage');
    for (const n of [1, 2, 3, 4, 5, 6]) expect(await cache.readPage(key(n)), `entry ${n}`).toBeNull();
    // Not a key at all: never a path outside the cache.
    expect(await cache.readPage('../../etc/passwd')).toBeNull();
  });

  it('keeps shared files by the hash in their name, and refuses one whose content no longer matches it', async () => {
    const cache = openPageCache(await tempDir());
    const css = 'body{margin:0}';
    const file = { path: hashedAssetPath('styles', 'css', css), contents: css };
    await cache.writeShared(file);
    expect(await cache.readShared(file.path)).toEqual(file);
    const [name] = await readdir(path.join(cache.dir, 'shared'));
    await writeFile(path.join(cache.dir, 'shared', name!), 'body{display:none}');
    expect(await cache.readShared(file.path)).toBeNull();
    expect(await cache.readShared('assets/not-hashed.css')).toBeNull();
  });

  it('prunes every entry the last build did not use, and layouts of other versions', async () => {
    const root = await tempDir();
    const cache = openPageCache(root);
    for (const n of [1, 2, 3]) cache.writePage(key(n), record(), html, null);
    const kept = { path: hashedAssetPath('styles', 'css', 'a{}'), contents: 'a{}' };
    const dropped = { path: hashedAssetPath('styles', 'css', 'b{}'), contents: 'b{}' };
    await cache.writeShared(kept);
    await cache.writeShared(dropped);
    await writeFile(path.join(root, 'v0'), 'an old layout');
    await cache.prune({ pages: new Set([key(2)]), shared: new Set([kept.path]) });
    expect(await cache.readPage(key(1))).toBeNull();
    expect(await cache.readPage(key(2))).not.toBeNull();
    expect(await cache.readPage(key(3))).toBeNull();
    expect((await readdir(path.join(cache.dir, 'pages'), { recursive: true })).filter((entry) => entry.includes(key(1).slice(2)) || entry.includes(key(3).slice(2)))).toEqual([]);
    expect(await cache.readShared(kept.path)).toEqual(kept);
    expect(await cache.readShared(dropped.path)).toBeNull();
    expect(await readdir(root)).toEqual(['v3']);
  });

  it('keeps share cards by their path, refuses a PNG cut short, and prunes those the last build did not show', async () => {
    const cache = openPageCache(await tempDir());
    // The smallest PNG's frame: the signature, then (here, nothing but) the end chunk.
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(8), Buffer.from('49454e44ae426082', 'hex')]);
    const [kept, dropped, cut] = ['assets/og/card-KEPT0000.png', 'assets/og/card-DROPPED0.png', 'assets/og/card-CUT00000.png'];
    cache.writeImage(kept, png);
    cache.writeImage(dropped, png);
    cache.writeImage(cut, png.subarray(0, 12));
    expect(await cache.readImage(kept)).toEqual(png);
    expect(await cache.readImage(cut)).toBeNull();
    expect(await cache.readImage('assets/og/card-MISSING0.png')).toBeNull();
    // Not a card's name: never a path outside the cache.
    expect(await cache.readImage('assets/og/../../etc/passwd')).toBeNull();
    expect(() => cache.writeImage('assets/og/../x.png', png)).toThrow(/Not a share card/);
    await cache.prune({ pages: new Set(), shared: new Set(), images: new Set([kept]) });
    expect(await cache.readImage(kept)).toEqual(png);
    expect(await cache.readImage(dropped)).toBeNull();
  });
});

describe('files kept as files', () => {
  it('gives them back with their index, and treats a set with a file gone or changed in size as missing', async () => {
    const root = await tempDir();
    const out = await tempDir();
    const cache = openPageCache(root);
    await writeFile(path.join(out, 'a.md'), 'A twin');
    await mkdir(path.join(out, 'deep/er'), { recursive: true });
    await writeFile(path.join(out, 'deep/er/b.md'), 'Another twin');
    cache.keepFiles(key(1), out, ['a.md', 'deep/er/b.md'], { bytes: 18 });

    const kept = cache.keptFiles(key(1));
    expect(kept?.files.map((file) => file.path)).toEqual(['a.md', 'deep/er/b.md']);
    expect(kept?.index).toEqual({ bytes: 18 });
    expect(await readFile(kept!.files[1]!.file, 'utf8')).toBe('Another twin');
    expect(cache.keptFiles(key(2))).toBeNull();

    const set = path.join(cache.dir, 'sets', key(1));
    const [changed] = (await readdir(set)).filter((name) => name !== 'index.json');
    await writeFile(path.join(set, changed!), 'cut');
    expect(cache.keptFiles(key(1))).toBeNull();
    await rm(path.join(set, changed!));
    expect(cache.keptFiles(key(1))).toBeNull();

    await cache.prune({ pages: new Set(), shared: new Set(), files: new Set() });
    expect(await readdir(path.join(cache.dir, 'sets'))).toEqual([]);
  });
});
