// Finding 1 of the second hardening round (issue 34, HIGH): a site folder that is itself a link
// was followed anywhere and its files published (`rm -r public && ln -s /etc public` built
// /etc into dist/), and `public -> /proc/self` ended in exit 70. Finding 2 (MEDIUM): the
// navigation JSON, the title table, the side-nav links and the API navigation were read with a
// plain readFile: a link put an outside file's titles in every page, `/proc/self/environ` was
// echoed in the error, `/dev/urandom` stalled the build and a FIFO hung it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { merge } from '../../src/node/merge';
import type { Diagnostic } from '../../src/node/diagnostics/diagnostic';
import { MAX_DATA_FILE_BYTES, MAX_NAVIGATION_FILE_BYTES } from '../../src/node/util/limits';
import { closedAfterEachTest, startDev } from '../helpers/dev';
import { cleanupTemporaryFolders, copyFixture, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}: ${d.message}`);

/** An outside folder holding what a runner would not want published. */
async function outsideFolder(): Promise<string> {
  const outside = await temporaryFolder('docs-site-outside-');
  await writeFiles(outside, {
    'passwd': 'root:x:0:0:SECRET-PASSWD',
    'index.md': '---\ntitle: Outside\ndescription: A page outside the site.\n---\n\nSECRET-PAGE\n',
    'en.json': '{ "appFrame": { "github": "SECRET-STRING" } }',
    'nav.json': '[{ "pathname": "/joy-ui/secret", "title": "SECRET-TITLE" }]',
  });
  return outside;
}

/** A built copy of the fixture, and a snapshot of its output to show a failed build left it as it was. */
async function builtSite(fixture = 'basic'): Promise<{ root: string; before: Record<string, string> }> {
  const root = await copyFixture(fixture);
  const first = await build({ cwd: root, links: 'off' });
  expect(errors(first.diagnostics)).toEqual([]);
  return { root, before: await snapshotTree(path.join(root, 'dist')) };
}

async function replaceWithLink(root: string, folder: string, target: string): Promise<void> {
  await rm(path.join(root, folder), { recursive: true, force: true });
  await symlink(target, path.join(root, folder));
}

describe('a site folder that is a link', () => {
  it('is refused when it leads outside the site, naming it, and the previous output stays', async () => {
    const outside = await outsideFolder();
    const { root, before } = await builtSite();
    await replaceWithLink(root, 'public', outside);
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(false);
    expect(errors(result.diagnostics)).toEqual([`site/unsafe-path public: public leads outside the site (to ${outside}): it was not read`]);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);

    await rm(path.join(root, 'public'));
    await mkdir(path.join(root, 'public'));
    await replaceWithLink(root, 'content', outside);
    const content = await build({ cwd: root, links: 'off' });
    expect(errors(content.diagnostics)).toContain(`site/unsafe-path content: content leads outside the site (to ${outside}): it was not read`);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });

  it('is refused for /proc/self (once exit 70) and for a link that leads nowhere', async () => {
    const root = await copyFixture('basic');
    await replaceWithLink(root, 'public', '/proc/self');
    const result = await build({ cwd: root, links: 'off' });
    expect(errors(result.diagnostics)).toEqual([expect.stringMatching(/^site\/unsafe-path public: public leads outside the site \(to \/proc\/\d+\): it was not read$/)]);
    await replaceWithLink(root, 'public', 'no-such-folder');
    const dangling = await build({ cwd: root, links: 'off' });
    expect(errors(dangling.diagnostics)).toEqual(['site/unsafe-path public: public is a symbolic link that leads to no folder']);
  });

  it('is followed to another folder of the site, but not to the site itself', async () => {
    const root = await copyFixture('basic');
    await rename(path.join(root, 'content'), path.join(root, 'pages'));
    await symlink('pages', path.join(root, 'content'));
    const inside = await build({ cwd: root, links: 'off' });
    expect(errors(inside.diagnostics)).toEqual([]);
    expect(existsSync(path.join(root, 'dist/about/index.html'))).toBe(true);

    await replaceWithLink(root, 'public', '.');
    const itself = await build({ cwd: root, links: 'off' });
    expect(errors(itself.diagnostics)).toEqual(["site/unsafe-path public: public leads to the site's root folder: it was not read"]);
    expect(existsSync(path.join(root, 'dist/docs-site.config.ts'))).toBe(false);
  });

  it('is refused for the translations and API descriptions folders', async () => {
    const outside = await outsideFolder();
    const languages = await copyFixture('languages');
    await replaceWithLink(languages, 'translations', outside);
    const translated = await build({ cwd: languages, links: 'off' });
    expect(errors(translated.diagnostics)).toEqual([`site/unsafe-path translations: translations leads outside the site (to ${outside}): it was not read`]);
    expect(JSON.stringify(translated.diagnostics)).not.toContain('SECRET');

    const api = await copyFixture('api-site');
    await replaceWithLink(api, 'api-descriptions/acme', outside);
    const described = await build({ cwd: api, links: 'off' });
    expect(errors(described.diagnostics)).toEqual([
      `site/unsafe-path api-descriptions/acme: api-descriptions/acme leads outside the site (to ${outside}): it was not read`,
    ]);
  });

  it('is refused when a folder the config names is a FIFO or a file', async () => {
    const root = await copyFixture('basic');
    await rm(path.join(root, 'public'), { recursive: true });
    execFileSync('mkfifo', [path.join(root, 'public')]);
    const result = await build({ cwd: root, links: 'off' });
    expect(errors(result.diagnostics)).toEqual(['site/unsafe-path public: public is not a folder (a FIFO, socket or device)']);
  });
});

describe('the navigation files are read by the rules of the site files', () => {
  const navCases = [
    ['an outside file', async (outside: string) => path.join(outside, 'nav.json'), (outside: string) => `site/unsafe-path nav/joy-ui.json: nav/joy-ui.json leads outside the site (to ${path.join(outside, 'nav.json')}): it was not read`],
    ['the build\'s environment', async () => '/proc/self/environ', () => /^site\/unsafe-path nav\/joy-ui\.json: nav\/joy-ui\.json leads outside the site \(to \/proc\/\d+\/environ\): it was not read$/],
    ['an endless device', async () => '/dev/urandom', () => 'site/unsafe-path nav/joy-ui.json: nav/joy-ui.json leads outside the site (to /dev/urandom): it was not read'],
  ] as const;

  it.each(navCases)('refuses a navigation file that is a link to %s, without reading it', async (_, target, expected) => {
    const outside = await outsideFolder();
    const root = await copyFixture('basic');
    await replaceWithLink(root, 'nav/joy-ui.json', await target(outside));
    const result = await build({ cwd: root, links: 'off' });
    const wanted = expected(outside);
    expect(errors(result.diagnostics)).toEqual([typeof wanted === 'string' ? wanted : expect.stringMatching(wanted)]);
    expect(JSON.stringify(result.diagnostics)).not.toMatch(/SECRET|PATH=|HOME=/);
  });

  it('refuses a FIFO as the navigation file at once instead of waiting for a writer', async () => {
    const root = await copyFixture('basic');
    await rm(path.join(root, 'nav/joy-ui.json'));
    execFileSync('mkfifo', [path.join(root, 'nav/joy-ui.json')]);
    const result = await build({ cwd: root, links: 'off' });
    expect(errors(result.diagnostics)).toEqual(['site/unsafe-path nav/joy-ui.json: nav/joy-ui.json is not a regular file (a FIFO, socket or device): it was not read']);
  });

  it('reads a link to a file inside the site, and refuses a file over the data limit', async () => {
    const root = await copyFixture('basic');
    await mkdir(path.join(root, 'shared'));
    await rename(path.join(root, 'nav/joy-ui.json'), path.join(root, 'shared/joy-ui.json'));
    await symlink('../shared/joy-ui.json', path.join(root, 'nav/joy-ui.json'));
    const linked = await build({ cwd: root, links: 'off' });
    expect(errors(linked.diagnostics)).toEqual([]);

    // A navigation lists every page of its product: one over the bound of other data files is
    // read (the generated corpus of 100,000 pages has a 17.2 MB one), one over its own is not.
    const navigation = await readFile(path.join(root, 'shared/joy-ui.json'), 'utf8');
    await writeFile(path.join(root, 'shared/joy-ui.json'), `${navigation}${' '.repeat(MAX_DATA_FILE_BYTES)}`);
    expect(errors((await build({ cwd: root, links: 'off' })).diagnostics)).toEqual([]);
    await writeFile(path.join(root, 'shared/joy-ui.json'), `[${' '.repeat(MAX_NAVIGATION_FILE_BYTES)}]`);
    const huge = await build({ cwd: root, links: 'off' });
    expect(errors(huge.diagnostics)).toEqual([
      `site/unreadable nav/joy-ui.json: nav/joy-ui.json was not read: it has ${(MAX_NAVIGATION_FILE_BYTES + 2).toLocaleString('en-US')} bytes, over the limit of ${MAX_NAVIGATION_FILE_BYTES.toLocaleString('en-US')} bytes for a data file`,
    ]);
  });
});

describe('docs-site merge reads the shards by the same rules', () => {
  it('refuses a shard holding a link out of it or a FIFO, naming each, and merges clean shards as before', async () => {
    const outside = await outsideFolder();
    const root = await copyFixture('basic');
    for (const index of [1, 2]) {
      const shard = await build({ cwd: root, outDir: `shard-${index}`, shard: { index, count: 2 }, cache: false, links: 'off' });
      expect(errors(shard.diagnostics)).toEqual([]);
    }
    expect((await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged', links: 'off' })).ok).toBe(true);
    const before = await snapshotTree(path.join(root, 'merged'));

    await symlink(path.join(outside, 'passwd'), path.join(root, 'shard-1/passwd'));
    execFileSync('mkfifo', [path.join(root, 'shard-2/blocked')]);
    const result = await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged', links: 'off' });
    expect(result.ok).toBe(false);
    expect(errors(result.diagnostics)).toEqual([
      'merge/unsafe-file shard-1/passwd: Symbolic link shard-1/passwd leads outside the folder; it was left out',
      'merge/unsafe-file shard-2/blocked: shard-2/blocked is not a regular file (a FIFO, socket or device); it was left out',
    ]);
    expect(await snapshotTree(path.join(root, 'merged'))).toEqual(before);
  });
});

describe('docs-site dev', () => {
  const running = closedAfterEachTest();

  it('starts with a FIFO as the navigation file, refusing it, and goes on updating while it is there and after', async () => {
    const root = await copyFixture('basic');
    const navFile = path.join(root, 'nav/joy-ui.json');
    const nav = await readFile(navFile, 'utf8');
    await rm(navFile);
    execFileSync('mkfifo', [navFile]);
    const dev = await startDev(root);
    running.push(dev);
    const ready = dev.events.find((event) => event.type === 'ready');
    expect(errors(ready?.type === 'ready' ? ready.diagnostics : [])).toContain(
      'site/unsafe-path nav/joy-ui.json: nav/joy-ui.json is not a regular file (a FIFO, socket or device): it was not read',
    );

    const edited = dev.next('update');
    const about = path.join(root, 'content/about.md');
    await writeFile(about, (await readFile(about, 'utf8')).replace(/\n*$/, '\n\nWritten while the FIFO is there.\n'));
    await edited;
    expect(await (await fetch(`${dev.url}/about`)).text()).toContain('Written while the FIFO is there.');

    const restored = dev.next('update');
    await rm(navFile);
    await writeFile(navFile, nav.replace('"title": "Button"', '"title": "Button (after the FIFO)"'));
    expect(errors((await restored).diagnostics).filter((line) => line.includes('nav/'))).toEqual([]);
    expect(await (await fetch(`${dev.url}/joy-ui/getting-started`)).text()).toContain('Button (after the FIFO)');
  });

  it('does not serve a public folder that leads outside the site', async () => {
    const outside = await outsideFolder();
    const root = await copyFixture('basic');
    await replaceWithLink(root, 'public', outside);
    const dev = await startDev(root);
    running.push(dev);
    expect((await fetch(`${dev.url}/passwd`)).status).toBe(404);
    expect(errors(dev.events.flatMap((event) => (event.type === 'ready' ? event.diagnostics : [])))).toContain(
      `site/unsafe-path public: public leads outside the site (to ${outside}): it was not read`,
    );
  });
});
