// Finding HIGH of the third attack run (issue 44): `docs-site merge` trusted what a shard's
// manifest said. A shard job runs the pull request's config (code by design) and writes the
// manifest; the merge job is the one that deploys. A twin path of
// `../../../../../../proc/self/environ` put the merge job's environment (its deploy secrets) into
// the published llms-full.txt, exit 0; `shard.count: 1e9` ran V8 out of memory, `2**53` threw
// `Invalid array length`, `records[].search.sections: 5` threw `page.sections is not iterable`
// (exit 70); a shard folder that was a link to an outside folder was merged whole.
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { merge } from '../../src/node/merge';
import { SHARD_MANIFEST } from '../../src/node/run/shards';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, snapshotTree, temporaryFolder } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
let original: Record<string, unknown>;
let before: Record<string, string>;
const manifestFile = () => path.join(root, 'shard-2', SHARD_MANIFEST);
const errors = (diagnostics: { severity: string; code: string; message: string }[]) => diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`);

/** The twin of the manifest's first page that has one. */
const twinOf = (manifest: Record<string, any>): { path: string } => manifest.records.find((record: { twin: unknown }) => record.twin).twin;

/** Writes shard 2's manifest changed by `change` (a copy of the one the build wrote). */
async function forge(change: (manifest: Record<string, any>) => void): Promise<void> {
  const manifest = structuredClone(original) as Record<string, any>;
  change(manifest);
  await writeFile(manifestFile(), JSON.stringify(manifest));
}

beforeAll(async () => {
  // The api-tabs fixture writes markdown twins, which llms-full.txt is made of.
  root = await copyFixture('api-tabs');
  for (const index of [1, 2]) expect((await build({ cwd: root, outDir: `shard-${index}`, shard: { index, count: 2 }, cache: false })).ok).toBe(true);
  expect((await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' })).ok).toBe(true);
  before = await snapshotTree(path.join(root, 'merged'));
  original = JSON.parse(await readFile(manifestFile(), 'utf8')) as Record<string, unknown>;
  expect((original.records as { twin: unknown }[]).some((record) => record.twin)).toBe(true);
}, 120_000);

describe('regression: docs-site merge validates what a shard manifest says', () => {
  it.each([
    ['a twin path out of the shard', (m: Record<string, any>) => (twinOf(m).path = '../../../../../../proc/self/environ'), /records\[\d+\]\.twin\.path: is not a path inside the shard/],
    ['an absolute twin path', (m: Record<string, any>) => (twinOf(m).path = '/etc/passwd'), /records\[\d+\]\.twin\.path: is not a path inside the shard/],
    ['a page path out of the shard', (m: Record<string, any>) => (m.records[0].path = '../../outside/index.html'), /records\[0\]\.path: is not a path inside the shard/],
    ['a shard count of 1e9', (m: Record<string, any>) => (m.shard.count = 1e9), /shard\.count: /],
    ['a page count of 2**53', (m: Record<string, any>) => (m.pages = 2 ** 53), /pages: /],
    ['search sections that are a number', (m: Record<string, any>) => (m.records[0].search.sections = 5), /records\[0\]\.search\.sections: /],
    ['a diagnostic code docs-site does not have', (m: Record<string, any>) => (m.siteDiagnostics = [{ severity: 'error', code: 'x/y', message: 'forged' }]), /siteDiagnostics\[0\]\.code: is not a diagnostic code of docs-site/],
    ['a field docs-site does not write', (m: Record<string, any>) => (m.extra = true), /unrecognized key/i],
    ['a twin the shard does not hold', (m: Record<string, any>) => (twinOf(m).path = 'acme/no-such-page.md'), /names "acme\/no-such-page\.md" \(records\[\d+\]\.twin\.path\), which the shard does not hold/],
  ])('refuses %s, naming the shard and the field, and publishes nothing', async (_, change, reason) => {
    await forge(change);
    const result = await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' });
    expect(result.ok).toBe(false);
    // The refused shard counts as missing too, when it is refused before its manifest is used.
    const [message, ...others] = errors(result.diagnostics).filter((line) => line !== 'merge/missing-shard Shard 2/2 is missing');
    expect(others).toEqual([]);
    expect(message!.startsWith('merge/invalid-shard shard-2: ')).toBe(true);
    expect(message).toMatch(reason);
    expect(await snapshotTree(path.join(root, 'merged'))).toEqual(before);
  });

  it('merges the shards as before once the manifest is the one the build wrote', async () => {
    await writeFile(manifestFile(), JSON.stringify(original));
    expect((await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' })).ok).toBe(true);
    expect(await snapshotTree(path.join(root, 'merged'))).toEqual(before);
  });

  it('refuses a shard folder that is a link, and an output folder that is a link to a shard', async () => {
    const elsewhere = await temporaryFolder('docs-site-elsewhere-');
    await rename(path.join(root, 'shard-2'), path.join(elsewhere, 'shard-2'));
    await symlink(path.join(elsewhere, 'shard-2'), path.join(root, 'shard-2'));
    const linked = await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' });
    expect(errors(linked.diagnostics).sort()).toEqual(['merge/missing-shard Shard 2/2 is missing', 'merge/unsafe-file shard-2 is a symbolic link: a shard is merged only from the folder itself']);

    await mkdir(path.join(root, 'links'));
    await symlink(path.join(root, 'shard-1'), path.join(root, 'links', 'out'));
    const into = await merge({ cwd: root, shards: ['shard-1', path.join(elsewhere, 'shard-2')], outDir: 'links/out' });
    expect(errors(into.diagnostics).sort()).toEqual(['merge/missing-shard Shard 1/2 is missing', 'merge/out-is-shard The output folder links/out is one of the shards (shard-1)']);

    await rm(path.join(root, 'shard-2'));
    await rename(path.join(elsewhere, 'shard-2'), path.join(root, 'shard-2'));
  });

  it('prints what a manifest carries with its control characters escaped', async () => {
    // What the build found before rendering is reported once, from the first shard's manifest.
    const first = path.join(root, 'shard-1', SHARD_MANIFEST);
    const manifest = JSON.parse(await readFile(first, 'utf8')) as Record<string, unknown>;
    manifest.siteDiagnostics = [{ severity: 'warning', code: 'nav/unreached-page', message: '\u001b[2K\u001b[1GBuilt 999 pages', file: 'x\u001b[31m.md' }];
    await writeFile(first, JSON.stringify(manifest));
    const cli = await runCli(['merge', 'shard-1', 'shard-2', '--out', 'merged-cli'], { cwd: root });
    expect(cli.stderr).not.toContain('\u001b');
    expect(cli.stderr).toContain('\\u001b[2K\\u001b[1GBuilt 999 pages');
    expect(cli.stderr).toContain('x\\u001b[31m.md');
  });
});
