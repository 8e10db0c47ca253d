import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

// `docs-site build --out /proc/x` crashed (exit 70) making the staging folder, where it
// cannot be made; an output path that is a file was replaced by the site.
describe('regression: an output folder that cannot be made is a diagnostic', () => {
  it('names an output folder the file system cannot make, and exits 1', async () => {
    const root = await copyFixture('basic');
    const result = await runCli(['build', '--out', '/proc/docs-site-out'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('error output/unwritable /proc/docs-site-out\n');
    expect(result.stderr).toContain('cannot be made or written');
  });

  it('leaves a file where the output folder goes as it was', async () => {
    const root = await copyFixture('basic');
    await writeFile(path.join(root, 'notes.txt'), 'mine\n');
    const result = await runCli(['build', '--out', 'notes.txt'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(`error output/not-a-folder ${path.join(root, 'notes.txt')}\n`);
    expect(await readFile(path.join(root, 'notes.txt'), 'utf8')).toBe('mine\n');
  });
});
