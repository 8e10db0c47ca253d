import { readFileSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, repoRoot, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';

/** The basic fixture, built once by the command into dist; tests that change it work on a copy. */
let built: { root: string; result: CliResult };
beforeAll(async () => {
  const root = await copyFixture('basic');
  built = { root, result: await runCli(['build'], { cwd: root }) };
});
const copyOfBuilt = async () => {
  const root = await temporaryFolder('docs-site-built-');
  await cp(built.root, root, { recursive: true });
  return root;
};

afterAll(cleanupTemporaryFolders);

const version = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

describe('docs-site command line', () => {
  it('prints help and its version, exiting 0', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: docs-site');
    expect(help.stdout).toMatch(/build \[options\]/);
    const buildHelp = await runCli(['build', '--help']);
    expect(buildHelp.code).toBe(0);
    expect(buildHelp.stdout).toContain('--config <file>');
    expect(buildHelp.stdout).toContain('--out <dir>');
    const shown = await runCli(['--version']);
    expect(shown.code).toBe(0);
    expect(shown.stdout.trim()).toBe(version);
  });

  it('exits 2 on a usage error', async () => {
    // Each is a process of its own: they run side by side.
    const results: Promise<{ args: string[]; result: CliResult }>[] = [];
    for (const args of [
      ['build', '--no-such-flag'],
      ['frobnicate'],
      ['serve', '--port', 'eighty'],
      ['build', '--shard', '3/2'],
      ['build', '--shard', 'half'],
      ['build', '--workers', 'many'],
      ['merge'],
    ]) {
      results.push(runCli(args).then((result) => ({ args, result })));
    }
    for (const { args, result } of await Promise.all(results)) {
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/error/i);
    }
  });

  it('builds a site with a one-line summary and no progress output outside a terminal', () => {
    const { result } = built;
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('\r');
    const summary = result.stderr.trim().split('\n').at(-1);
    expect(summary).toMatch(/^Built 5 pages in \d+\.\d+ s, \d+(\.\d)? [KM]B in dist \(0 errors, 2 warnings\)$/);
  });

  it('exits 1 on a content error, printing `error CODE path:line:col`, and leaves the output untouched', async () => {
    const root = await copyOfBuilt();
    const before = await snapshotTree(path.join(root, 'dist'));
    await writeFiles(root, {
      'nav/joy-ui.json': '[\n  { "pathname": "/joy-ui/react-button" },\n  { "pathname": "/joy-ui/react-button" }\n]\n',
    });
    const result = await runCli(['build'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error nav/duplicate-pathname nav/joy-ui.json:3:1\n  Duplicated pathname /joy-ui/react-button in pages');
    expect(result.stderr).toContain('Build failed');
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });

  it('exits 1 when the config file does not exist', async () => {
    const root = await copyFixture('basic');
    const result = await runCli(['build', '--config', 'nope.config.ts'], { cwd: root });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error config/not-found nope.config.ts');
  });

  it('says how many pages and share cards came from the cache, and renders them all with --no-cache', async () => {
    const root = await copyFixture('basic');
    const config = path.join(root, 'docs-site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('ogImages: false,', 'ogImages: true,'));
    expect((await runCli(['build'], { cwd: root })).code).toBe(0);
    const warm = await runCli(['build'], { cwd: root });
    expect(warm.stderr.trim().split('\n').at(-1)).toMatch(/^Built 5 pages \(0 rendered, 5 from the cache; 0 of 5 share cards drawn\) in \d+\.\d+ s, /);
    const cold = await runCli(['build', '--no-cache', '--workers', '0'], { cwd: root });
    expect(cold.stderr.trim().split('\n').at(-1)).toMatch(/^Built 5 pages in /);
  });

  it('renders in render threads, from the worker compiled with the command, what it renders in its own thread', async () => {
    const root = await copyOfBuilt();
    const threads = await runCli(['build', '--no-cache', '--workers', '2', '--out', 'threads'], { cwd: root });
    expect(threads.code, threads.stderr).toBe(0);
    expect(await snapshotTree(path.join(root, 'threads'))).toEqual(await snapshotTree(path.join(root, 'dist')));
  });

  it('builds shards and merges them into the output of one build', async () => {
    const root = await copyOfBuilt();
    for (const shard of ['1/2', '2/2']) {
      const result = await runCli(['build', '--shard', shard, '--out', `shard-${shard[0]}`], { cwd: root });
      expect(result.code, result.stderr).toBe(0);
    }
    const merged = await runCli(['merge', 'shard-1', 'shard-2', '--out', 'merged'], { cwd: root });
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.stderr.trim().split('\n').at(-1)).toMatch(/^Merged 5 pages in \d+\.\d+ s, .* in merged \(0 errors, 2 warnings\)$/);
    expect(await snapshotTree(path.join(root, 'merged'))).toEqual(await snapshotTree(path.join(root, 'dist')));
    const missing = await runCli(['merge', 'shard-1', '--out', 'merged'], { cwd: root });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error merge/missing-shard');
  });
});
