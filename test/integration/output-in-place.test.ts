// A build into an output folder that is there changes only what changed (issue 47): a warm
// build with nothing changed touches no file (a deploy that syncs by modification time sends
// nothing), a changed page moves in alone, what the site no longer makes goes, and a failed build
// leaves every file as it was. The output is the same as a build into an empty folder.
import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, snapshotTree, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
const dist = () => path.join(root, 'dist');

/** Each file of the output: which file it is (inode) and when it was last written. */
async function fileStamps(dir: string): Promise<Record<string, string>> {
  const stamps: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isDirectory()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const stat = await lstat(absolute);
    stamps[path.relative(dir, absolute).split(path.sep).join('/')] = `${stat.ino}:${stat.mtimeMs}`;
  }
  return stamps;
}

/** The output a build into an empty folder makes of the site as it is now. */
async function fresh(): Promise<Record<string, string>> {
  const out = path.join(root, 'fresh');
  await rm(out, { recursive: true, force: true });
  const result = await build({ cwd: root, outDir: 'fresh', cache: false });
  expect(result.ok).toBe(true);
  return snapshotTree(out);
}

beforeAll(async () => {
  root = await copyFixture('basic');
  await writeFiles(root, { 'public/notes': 'a file, for now\n' });
  expect((await build({ cwd: root })).ok).toBe(true);
});

describe('a build into an output folder that is there', () => {
  it('touches no file of it when nothing changed', async () => {
    const before = await fileStamps(dist());
    const warm = await build({ cwd: root });
    expect(warm.ok).toBe(true);
    expect(warm.rendered).toBe(0);
    expect(await fileStamps(dist())).toEqual(before);
    expect(await snapshotTree(dist())).toEqual(await fresh());
  });

  it('moves in what changed, removes what the site no longer makes or never made, and leaves the rest where it is', async () => {
    const before = await fileStamps(dist());
    const button = path.join(root, 'content', 'joy-ui', 'react-button.md');
    await writeFile(button, `${await readFile(button, 'utf8')}\nA sentence added since the last build.\n`);
    // What someone put in the output by hand, and a page the site no longer has.
    await writeFile(path.join(dist(), 'stray.txt'), 'not made by the build\n');
    await mkdir(path.join(dist(), 'about', 'extra'), { recursive: true });
    await writeFile(path.join(dist(), 'about', 'extra', 'index.html'), '<p>stray</p>\n');
    await rm(path.join(root, 'content', 'joy-ui', 'moved.md'));
    const result = await build({ cwd: root });
    expect(result.ok).toBe(true);
    const after = await fileStamps(dist());
    expect(after['joy-ui/react-button/index.html']).not.toBe(before['joy-ui/react-button/index.html']);
    expect(await readFile(path.join(dist(), 'joy-ui', 'react-button', 'index.html'), 'utf8')).toContain('A sentence added since the last build.');
    // A page that did not change is the same file, written when it was.
    expect(after['about/index.html']).toBe(before['about/index.html']);
    expect(after['joy-ui/getting-started/index.html']).toBe(before['joy-ui/getting-started/index.html']);
    expect(Object.keys(after).filter((file) => file.startsWith('stray') || file.startsWith('about/extra') || file.startsWith('joy-ui/elsewhere'))).toEqual([]);
    expect(await snapshotTree(dist())).toEqual(await fresh());
  });

  it('puts a folder where a file was, and a file where a folder was', async () => {
    await rm(path.join(root, 'public', 'notes'));
    await writeFiles(root, { 'public/notes/today.txt': 'a folder now\n' });
    expect((await build({ cwd: root })).ok).toBe(true);
    expect(await readFile(path.join(dist(), 'notes', 'today.txt'), 'utf8')).toBe('a folder now\n');
    expect(await snapshotTree(dist())).toEqual(await fresh());
    await rm(path.join(root, 'public', 'notes'), { recursive: true });
    await writeFiles(root, { 'public/notes': 'a file again\n' });
    expect((await build({ cwd: root })).ok).toBe(true);
    expect(await readFile(path.join(dist(), 'notes'), 'utf8')).toBe('a file again\n');
    expect(await snapshotTree(dist())).toEqual(await fresh());
  });

  it('leaves every file as it was when the build fails', async () => {
    const stamps = await fileStamps(dist());
    const contents = await snapshotTree(dist());
    const about = path.join(root, 'content', 'about.md');
    await writeFile(about, `${await readFile(about, 'utf8')}\n[A broken link](/no/such/page)\n`);
    const failed = await build({ cwd: root });
    expect(failed.ok).toBe(false);
    expect(failed.diagnostics.some((d) => d.severity === 'error' && d.file === 'content/about.md')).toBe(true);
    expect(await fileStamps(dist())).toEqual(stamps);
    expect(await snapshotTree(dist())).toEqual(contents);
    // Nothing of the failed build is left beside the output.
    expect((await readdir(root)).filter((entry) => entry.startsWith('.dist'))).toEqual([]);
  });
});
