import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, waitForExit, type RunningCli } from '../helpers/cli';
import { cleanupTemporaryFolders, temporaryFolder } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** `docs-site init`, run to its end; a run that hangs is killed and fails the test. */
async function init(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  const cli: RunningCli = startCli(['init', ...args], { cwd });
  const { code } = await waitForExit(cli);
  return { code, output: cli.output() };
}

// `init` rewrote a package.json that was a link to a file outside the folder; it hung on a
// package.json that was a FIFO and on a folder under /proc; it crashed (exit 70) on a folder
// that was a file or a dangling link and on a 5,000-character product name; and `--title ""`
// wrote a config that its own validation then refused.
describe('regression: init refuses what it cannot write safely, with a diagnostic and exit 1', () => {
  it('does not follow a package.json that is a link, and leaves its target as it was', async () => {
    const parent = await temporaryFolder('docs-site-init-link-');
    const outside = path.join(parent, 'outside.json');
    await writeFile(outside, '{"name":"outside"}\n');
    await mkdir(path.join(parent, 'site'));
    await symlink(outside, path.join(parent, 'site', 'package.json'));
    const result = await init(['site'], parent);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`error init/package-json ${path.join(parent, 'site', 'package.json')}\n`);
    expect(result.output).toContain('is a symbolic link');
    expect(await readFile(outside, 'utf8')).toBe('{"name":"outside"}\n');
    expect(await readdir(path.join(parent, 'site'))).toEqual(['package.json']);
  });

  it('does not wait on a package.json that is a FIFO', async () => {
    const site = await temporaryFolder('docs-site-init-fifo-');
    execFileSync('mkfifo', [path.join(site, 'package.json')]);
    const result = await init(['.'], site);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`error init/package-json ${path.join(site, 'package.json')}\n`);
    expect(result.output).toContain('is not a regular file');
    expect(await readdir(site)).toEqual(['package.json']);
  });

  it.each([
    ['a file', async (parent: string) => writeFile(path.join(parent, 'target'), 'mine\n'), 'is a file, not a folder'],
    ['a link that leads nowhere', async (parent: string) => symlink(path.join(parent, 'nowhere'), path.join(parent, 'target')), 'is a symbolic link that leads nowhere'],
  ])('names a target that is %s', async (_, make, words) => {
    const parent = await temporaryFolder('docs-site-init-target-');
    await make(parent);
    const result = await init(['target'], parent);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain(`error init/not-a-folder ${path.join(parent, 'target')}\n`);
    expect(result.output).toContain(words);
    expect(await readdir(parent)).toEqual(['target']);
  });

  it('does not hang on a folder the file system cannot make (under /proc)', async () => {
    const result = await init(['/proc/docs-site-init'], await temporaryFolder('docs-site-init-proc-'));
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain('error init/cannot-write /proc/docs-site-init\n');
  });

  it.each([
    ['an empty --title', '--title', '', 'The title is empty'],
    ['a blank --title', '--title', '  ', 'The title is empty'],
    ['a --title of two lines', '--title', 'Two\nlines', 'The title holds a line break'],
    ['a --product of 5,000 characters', '--product', 'x'.repeat(5000), 'The product name is 5000 characters long; at most 100'],
  ])('refuses %s before writing anything', async (_, option, value, words) => {
    const parent = await temporaryFolder('docs-site-init-answer-');
    const result = await init(['site', option, value], parent);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain('error init/invalid-answer\n');
    expect(result.output).toContain(words);
    // The value is shown cut, not echoed whole.
    expect(result.output.length).toBeLessThan(1000);
    expect(await readdir(parent)).toEqual([]);
  });
});
