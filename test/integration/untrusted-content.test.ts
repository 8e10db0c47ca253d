import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import type { Diagnostic } from '../../src/node/diagnostics/diagnostic';
import { cleanupTemporaryFolders, copyFixture, readText, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const brief = (diagnostics: readonly Diagnostic[], prefix: string) =>
  diagnostics.filter((d) => d.code.startsWith(prefix)).map((d) => `${d.severity} ${d.code} ${d.file}:${d.line ?? ''} ${d.message}`);

describe('content cannot run code', () => {
  it('refuses JavaScript and CoffeeScript frontmatter at the file and line, without evaluating it', async () => {
    const root = await copyFixture('basic');
    const marker = path.join(await temporaryFolder(), 'ran');
    const payload = `{ title: (require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Owned'), description: 'x.' }`;
    await writeFiles(root, {
      'content/js.md': `---js\n${payload}\n---\n\n# Page\n`,
      'content/javascript.md': `---javascript\n${payload}\n---\n\n# Page\n`,
      'content/coffee.md': `--- coffee\ntitle: 'x'\n---\n\n# Page\n`,
      'content/json.md': '---json\n{ "title": "JSON frontmatter", "description": "Read as data." }\n---\n\nText.\n',
    });
    const result = await build({ cwd: root, links: 'off' });
    expect(existsSync(marker)).toBe(false);
    expect(result.ok).toBe(false);
    expect(brief(result.diagnostics, 'content/frontmatter')).toEqual([
      'error content/frontmatter-language content/coffee.md:1 Frontmatter in "coffee" is not read: only YAML frontmatter is (or JSON, as `---json`)',
      'error content/frontmatter-language content/javascript.md:1 Frontmatter in "javascript" is not read: only YAML frontmatter is (or JSON, as `---json`)',
      'error content/frontmatter-language content/js.md:1 Frontmatter in "js" is not read: only YAML frontmatter is (or JSON, as `---json`)',
    ]);
  });
});

describe('the content and public folders are read without leaving them', () => {
  it('skips link cycles, links to folders or outside, and special files, with a warning each; reads links to files inside', async () => {
    const root = await copyFixture('basic');
    const outside = await temporaryFolder();
    await writeFiles(outside, {
      'secret.md': '---\ntitle: Secret\ndescription: Read from outside the site.\n---\n\nSECRET-OUTSIDE\n',
      'token.txt': 'SECRET-TOKEN',
    });
    const content = path.join(root, 'content');
    await symlink('..', path.join(content, 'joy-ui', 'loop'));
    await symlink(content, path.join(content, 'again'));
    await symlink(path.join(outside, 'secret.md'), path.join(content, 'secret.md'));
    await symlink('about.md', path.join(content, 'alias.md'));
    await symlink(path.join(outside, 'token.txt'), path.join(root, 'public', 'token.txt'));
    execFileSync('mkfifo', [path.join(content, 'blocked.md')]);

    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(true);
    expect(brief(result.diagnostics, 'content/skipped-file')).toEqual([
      'warning content/skipped-file content/again: Symbolic link content/again leads to a folder; it was left out',
      'warning content/skipped-file content/blocked.md: content/blocked.md is not a regular file (a FIFO, socket or device); it was left out',
      'warning content/skipped-file content/joy-ui/loop: Symbolic link content/joy-ui/loop leads to a folder; it was left out',
      'warning content/skipped-file content/secret.md: Symbolic link content/secret.md leads outside the folder; it was left out',
      'warning content/skipped-file public/token.txt: Symbolic link public/token.txt leads outside the folder; it was left out',
    ]);
    const out = path.join(root, 'dist');
    const files = Object.keys(await snapshotTree(out));
    expect(files).toContain('alias/index.html');
    expect(files.some((file) => file.startsWith('secret') || file.startsWith('again/') || file.includes('loop/'))).toBe(false);
    expect(existsSync(path.join(out, 'token.txt'))).toBe(false);
    const entries = await readdir(out, { recursive: true, withFileTypes: true });
    expect(entries.filter((entry) => entry.isSymbolicLink())).toEqual([]);
    expect(await readText(path.join(out, 'alias/index.html'))).toContain('About');
  });
});

describe('what a careless author meets', () => {
  it('warns at the line of bytes that are not UTF-8', async () => {
    const root = await copyFixture('basic');
    const page = Buffer.concat([Buffer.from('---\ntitle: Latin-1\ndescription: Saved in another encoding.\n---\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]);
    await writeFile(path.join(root, 'content/latin1.md'), page);
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(true);
    expect(brief(result.diagnostics, 'content/invalid-utf8')).toEqual([
      'warning content/invalid-utf8 content/latin1.md:6 content/latin1.md is not valid UTF-8: the bytes that are not were replaced by U+FFFD (�)',
    ]);
  });

  it('reports a YAML mistake at the line it was made, and no navigation warning for the page it breaks', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'content/joy-ui/getting-started.md': '---\ntitle: Getting started\ndescription: [Buttons let users: take actions\n---\n\n# Getting started\n',
    });
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.file === 'content/joy-ui/getting-started.md').map((d) => [d.code, d.line])).toEqual([['content/frontmatter', 3]]);
    expect(result.diagnostics.filter((d) => d.code === 'nav/missing-page' && d.message.includes('getting-started'))).toEqual([]);
  });

  it('fails a build with no pages and keeps the previous output', async () => {
    const root = await copyFixture('basic');
    expect((await build({ cwd: root })).ok).toBe(true);
    const before = await snapshotTree(path.join(root, 'dist'));
    await rm(path.join(root, 'content'), { recursive: true });
    await mkdir(path.join(root, 'content'));
    const result = await build({ cwd: root });
    expect(result.ok).toBe(false);
    expect(brief(result.diagnostics, 'content/no-pages')).toEqual([
      'error content/no-pages content: The content folder content has no pages: a build with no page would replace the site with an empty one',
    ]);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });
});
