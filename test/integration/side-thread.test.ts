import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { loadConfig } from '../../src/node/config/load';
import { startSideThread, type SearchIndexSetup } from '../../src/node/run/side-thread';
import { searchIndexInOrder, type IndexRecord } from '../../src/node/search/index-in-order';
import { SEARCH_DIR, SEARCH_MANIFEST } from '../../src/shared/search-format';
import { recordingRouteLookups } from '../../src/node/run/route-lookups';
import { loadSite } from '../../src/node/site/load-site';
import { compileWrittenMarkdown } from '../../src/node/page/render-site-page';
import { forgetPositions } from '../../src/node/page/markdown/forget-positions';
import { compileWorkerEntry } from '../../src/node/util/compile-worker';
import { openPageCache } from '../../src/node/cache/page-cache';
import { sha256 } from '../../src/node/util/sha256';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, readText, snapshotTree, writeFiles } from '../helpers/fixture';
import type { RoutedPage } from '../../src/node/model/page-site';
import { loadedPage } from '../../src/node/load/load-pages';

afterAll(cleanupTemporaryFolders);

/** Pages of no product, each linking to the next by its file, with code to highlight. */
function notes(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    const next = (i + 1) % count;
    files[`content/notes/n${i}.md`] = [
      '---',
      `title: Note ${i}`,
      `description: The note number ${i}.`,
      '---',
      '',
      '## Usage',
      '',
      `Read [the next note](./n${next}.md#usage) after this one.`,
      '',
      '```tsx',
      `export const value${i} = <div className="note">{${i}}</div>;`,
      '```',
      '',
    ].join('\n');
  }
  return files;
}

/**
 * A fixture with no demos (with demos, the build compiles no markdown ahead) and `count` more
 * pages: `languages` has three languages, whose pages fall back to English under the other
 * two prefixes; `basic` has one.
 */
async function siteWithNotes(count: number, fixture: 'languages' | 'basic' = 'languages'): Promise<string> {
  const root = await copyFixture(fixture);
  await writeFiles(root, notes(count));
  return root;
}

describe('the side thread of a small site: markdown compiled ahead, pages indexed for search', () => {
  it("gives each page's compiled markdown and the routes it looked up, as this thread makes them but for the nodes' source positions", async () => {
    const root = await siteWithNotes(3);
    const { config } = await loadConfig(undefined, root);
    if (!config) throw new Error('the fixture has no config');
    const { site } = await loadSite(config, { cache: false });
    if (!site) throw new Error('the fixture did not load');
    const pages = site.pages.filter((page) => page.file.startsWith('content/notes/') && !page.route.fallback);
    expect(pages).toHaveLength(3);
    const ahead = startSideThread(() => compileWorkerEntry(['run', 'side-worker.ts']).then((module) => module.file));
    try {
      ahead.compile({ config, routesByFile: site.routesByFile, demos: site.demos }, pages);
      for (const page of pages) {
        const here = recordingRouteLookups(site);
        const compiled = compileWrittenMarkdown(here.site, loadedPage(page));
        const taken = await ahead.take(page.file);
        // Positions are the markdown stage's; no stage after it reads them, and they do not cross.
        expect(JSON.stringify(taken?.compiled)).not.toContain('"position"');
        expect(JSON.stringify(compiled)).toContain('"position"');
        forgetPositions(compiled.hast);
        expect(taken?.compiled).toEqual(compiled);
        expect(taken?.lookups).toEqual(here.lookups);
        expect([...(taken?.lookups.keys() ?? [])]).toHaveLength(1);
      }
      expect(ahead.take('content/notes/unsent.md')).toBeNull();
    } finally {
      await ahead.close();
    }
  });

  it('makes the search index of the records it is given, in page order, as this thread makes it', async () => {
    const search = { exclude: ['private/**'], noindexPages: false } as unknown as SearchIndexSetup['search'];
    const record = (index: number, pathname: string, words: string): IndexRecord => ({
      index,
      pathname,
      noindex: false,
      path: `${pathname.slice(1)}/index.html`,
      search: { url: pathname, title: `Page ${index}`, product: 'docs', language: 'en', sections: [{ anchor: '', heading: '', text: words, code: '' }] },
    });
    const records = [record(0, '/a', 'alpha beta'), record(1, '/b', 'beta gamma'), record(2, '/private/c', 'secret words'), record(3, '/d', 'delta alpha')];
    const setup: SearchIndexSetup = { order: [0, 1, 2, 3], search, productNames: { docs: 'Docs' } };
    const here = searchIndexInOrder(setup.order, setup.search, setup.productNames);
    for (const r of records) here.add(r);
    const side = startSideThread(() => compileWorkerEntry(['run', 'side-worker.ts']).then((module) => module.file));
    try {
      // Not running until it is given pages: the build makes the index itself then.
      expect(side.searchIndex(setup)).toBeNull();
      side.compile({ config: {} as never, routesByFile: {}, demos: { byPage: new Map(), embeds: {} } }, []);
      expect(side.searchIndex(setup)).toBeNull();
      side.compile({ config: (await loadConfig(undefined, await siteWithNotes(1, 'basic'))).config!, routesByFile: {}, demos: { byPage: new Map(), embeds: {} } }, [
        { file: 'content/x.md', body: '# X\n', bodyStartLine: 1, contentPath: 'x.md', frontmatter: {}, frontmatterLines: {}, route: { contentLanguage: 'en', language: 'en', productId: null } } as unknown as RoutedPage,
      ]);
      const index = side.searchIndex(setup);
      expect(index).not.toBeNull();
      // The records come in any order (render threads finish as they do); the index is in page order.
      for (const r of [records[2]!, records[0]!, records[3]!, records[1]!]) index!.add(r);
      const files = await index!.files();
      expect(files).toEqual([...here.files()]);
      expect(files!.map((file) => file.path).some((file) => file === SEARCH_MANIFEST)).toBe(true);
    } finally {
      await side.close();
    }
  });

  it('writes the page cache entries it is handed, and says when they are written', async () => {
    const root = await copyFixture('basic');
    const cacheRoot = path.join(root, 'cache');
    const key = (n: number) => String(n).repeat(64);
    const record = (n: number) => ({ index: n, file: `content/p${n}.md`, pathname: `/p${n}`, language: 'en', fallback: false, noindex: false, url: `/p${n}`, path: `p${n}/index.html`, sha: '', bytes: 0, ids: [], anchors: [], links: [], assets: [], scriptHashes: [], shared: [], diagnostics: [], routeLookups: [], search: null, socialCard: null, twin: null });
    const html = (n: number) => `<!doctype html><p>Page ${n}</p>`;
    const entry = (n: number) => {
      const text = html(n);
      return { record: { ...record(n), sha: sha256(Buffer.from(text)), bytes: Buffer.byteLength(text) }, html: text };
    };
    const side = startSideThread(() => compileWorkerEntry(['run', 'side-worker.ts']).then((module) => module.file));
    try {
      // Not running: written in this thread, at once.
      const before = side.pageCache(openPageCache(cacheRoot), cacheRoot);
      before.writer.writePage(key(1), entry(1).record, entry(1).html, null);
      expect(await readFile((await openPageCache(cacheRoot).readPage(key(1)))!.htmlFile, 'utf8')).toBe(html(1));
      // Running: written there, all of them by the time `written` resolves.
      side.compile({ config: (await loadConfig(undefined, root)).config!, routesByFile: {}, demos: { byPage: new Map(), embeds: {} } }, []);
      side.compile({ config: (await loadConfig(undefined, root)).config!, routesByFile: {}, demos: { byPage: new Map(), embeds: {} } }, [
        { file: 'content/x.md', body: '# X\n', bodyStartLine: 1, contentPath: 'x.md', frontmatter: {}, frontmatterLines: {}, route: { contentLanguage: 'en', language: 'en', productId: null } } as unknown as RoutedPage,
      ]);
      const during = side.pageCache(openPageCache(cacheRoot), cacheRoot);
      for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) during.writer.writePage(key(n), entry(n).record, entry(n).html, null);
      await during.written();
      for (const n of [2, 3, 4, 5, 6, 7, 8, 9]) {
        const kept = await openPageCache(cacheRoot).readPage(key(n));
        expect(kept?.record).toEqual(entry(n).record);
        expect(await readFile(kept!.htmlFile, 'utf8')).toBe(html(n));
      }
    } finally {
      await side.close();
    }
  });

  it('gives nothing, rather than waiting, when its thread cannot start', async () => {
    const page = { file: 'content/a.md' } as RoutedPage;
    const site = { config: {}, routesByFile: {}, demos: { byPage: new Map(), embeds: {} } } as never;
    const missing = () => Promise.resolve(path.join(import.meta.dirname, 'no-such-worker.mjs'));
    const starts: Parameters<typeof startSideThread>[] = [
      [missing],
      [() => Promise.reject(new Error('not compiled'))],
      // The thread the command started early, which died before the build took it.
      [missing, Promise.resolve(null)],
    ];
    for (const start of starts) {
      const ahead = startSideThread(...start);
      ahead.compile(site, [page]);
      const index = ahead.searchIndex({ order: [0], search: { exclude: [], noindexPages: false } as never, productNames: {} });
      expect(await ahead.take(page.file)).toBeNull();
      expect(index === null || (await index.files()) === null).toBe(true);
      await ahead.close();
    }
  });

  it('builds the same site, byte for byte, as the build that compiles every page in its own thread', async () => {
    // 100 pages in three languages: too few for render threads, enough for the markdown thread.
    const root = await siteWithNotes(30);
    const ahead = await build({ cwd: root, outDir: 'out-ahead', cache: false });
    const alone = await build({ cwd: root, outDir: 'out-alone', cache: false, workers: 0 });
    for (const result of [ahead, alone]) {
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(result.rendered).toBe(result.pages);
      expect(result.pages).toBeGreaterThanOrEqual(90);
      expect(result.pages).toBeLessThan(200);
    }
    const snapshot = await snapshotTree(path.join(root, 'out-ahead'));
    expect(snapshot).toEqual(await snapshotTree(path.join(root, 'out-alone')));
    // The search index, made by the side thread, is among what is the same.
    expect(Object.keys(snapshot).filter((file) => file.startsWith(`${SEARCH_DIR}/`)).length).toBeGreaterThan(3);
    expect(await readText(path.join(root, 'out-ahead/notes/n3/index.html'))).toContain('href="/notes/n4#usage"');
    // A page shown in another language than its text's links within that language.
    expect(await readText(path.join(root, 'out-ahead/zh/notes/n3/index.html'))).toContain('href="/zh/notes/n4#usage"');
  });

  it('builds the same site through the command, whose side thread starts before the build is imported', async () => {
    // The command builds in production mode (the API, under the tests, in development): both
    // builds are the command's, the second with --workers 0, which starts no side thread.
    const root = await siteWithNotes(30, 'basic');
    const [ahead, alone] = await Promise.all([
      runCli(['build', '--no-cache', '--out', 'out-ahead'], { cwd: root }),
      runCli(['build', '--no-cache', '--out', 'out-alone', '--workers', '0'], { cwd: root }),
    ]);
    expect([ahead.code, alone.code]).toEqual([0, 0]);
    expect(ahead.stdout + ahead.stderr).toMatch(/Built 3\d pages/);
    expect(await snapshotTree(path.join(root, 'out-ahead'))).toEqual(await snapshotTree(path.join(root, 'out-alone')));
  });

  it("renders again, from the cache, exactly the page whose linked file's route changed", async () => {
    const root = await siteWithNotes(30, 'basic');
    const first = await build({ cwd: root });
    expect(first.rendered).toBe(first.pages);
    await writeFiles(root, { 'content/notes/n7.md': notes(30)['content/notes/n7.md']!.replace('title: Note 7', 'title: Note 7\nroute: /notes/seven') });
    const second = await build({ cwd: root });
    // n7 itself, and n6, whose link to it was compiled in the markdown thread.
    expect(second.rendered).toBe(2);
    expect(await readText(path.join(root, 'dist/notes/n6/index.html'))).toContain('href="/notes/seven#usage"');
  });
});
