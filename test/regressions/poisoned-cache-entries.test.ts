// Issue 44, the caches beside the pages': the demos' compiled modules, their sandbox projects,
// the compiled templates and the browser bundle are kept in the same cache folder, which CI
// restores and runners may share. What each entry holds is written into the output (a file
// path), imported (a module), published (a sandbox project) or reported (a diagnostic), so an
// entry is taken only when all of it checks out; anything else is a miss, made again, and the
// output is the one a clean cache gives.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, snapshotTree, temporaryFolder } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
let clean: Record<string, string>;
let cleanReport: string[];
const cacheDir = (name: string) => path.join(root, 'node_modules/.cache/docs-site', name);
const report = (result: BuildResult) => result.diagnostics.map((d) => `${d.severity} ${d.code} ${d.message}`).sort();

/** The one file of a cache folder whose name ends so. */
async function onlyFile(dir: string, suffix: string): Promise<string> {
  const names = (await readdir(dir)).filter((name) => name.endsWith(suffix));
  expect(names).toHaveLength(1);
  return path.join(dir, names[0]!);
}

/** A headered cache file (a JSON line, then bytes) with its header changed. */
async function editHeader(file: string, change: (header: Record<string, unknown>) => void) {
  const data = await readFile(file);
  const newline = data.indexOf(10);
  const header = JSON.parse(data.subarray(0, newline).toString('utf8')) as Record<string, unknown>;
  change(header);
  await writeFile(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), data.subarray(newline + 1)]));
}

/** Builds again with whatever the cache holds now: the output and the report of a clean cache. */
async function rebuild(): Promise<BuildResult> {
  const result = await build({ cwd: root });
  expect(report(result)).toEqual(cleanReport);
  expect(await snapshotTree(path.join(root, 'dist'))).toEqual(clean);
  return result;
}

beforeAll(async () => {
  root = await copyFixture('demo-sandbox');
  const first = await build({ cwd: root });
  expect(first.ok).toBe(true);
  clean = await snapshotTree(path.join(root, 'dist'));
  cleanReport = report(first);
}, 120_000);

describe('regression: an entry of the demo, sandbox, templates or bundle cache is taken only whole', () => {
  it('writes no bundle file outside the output: a path that climbs out is a miss', async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    const climb = path.relative(path.join(root, 'dist'), path.join(outside, 'planted.js')).split(path.sep).join('/');
    await editHeader(await onlyFile(cacheDir('client-v1'), '.bundle'), (header) => {
      (header.files as { path: string }[])[0]!.path = climb;
    });
    await editHeader(await onlyFile(cacheDir('templates-v1'), '.templates'), (header) => {
      (header.assets as { path: string; size: number }[]).push({ path: climb, size: 0 });
    });
    await rebuild();
    expect(await readdir(outside)).toEqual([]);
  });

  it('imports no module whose bytes are not the ones it compiled', async () => {
    const modules = cacheDir('demos-v3/modules');
    const names = (await readdir(modules)).filter((name) => name.endsWith('.mjs'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) await writeFile(path.join(modules, name), "throw new Error('poisoned module');\n");
    const result = await rebuild();
    expect(JSON.stringify(result.diagnostics)).not.toContain('poisoned');
  });

  it('takes no module from outside its folder', async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    await writeFile(path.join(outside, 'planted.mjs'), "throw new Error('planted module');\n");
    const indexFile = cacheDir('demos-v3/index.json');
    const index = JSON.parse(await readFile(indexFile, 'utf8')) as Record<string, { module: string }>;
    for (const entry of Object.values(index)) entry.module = path.relative(cacheDir('demos-v3/modules'), path.join(outside, 'planted.mjs'));
    await writeFile(indexFile, JSON.stringify(index));
    const result = await rebuild();
    expect(JSON.stringify(result.diagnostics)).not.toContain('planted');
  });

  it('publishes no sandbox project and reports no diagnostic that does not check out', async () => {
    const indexFile = cacheDir('sandboxes-v1/index.json');
    const index = JSON.parse(await readFile(indexFile, 'utf8')) as Record<string, { project: { title: unknown; variants: { js: { files: Record<string, unknown> } } }; diagnostics: unknown[] }>;
    const entries = Object.values(index);
    expect(entries.length).toBeGreaterThan(1);
    // One entry with a forged diagnostic, the others with a project of the wrong shape.
    entries[0]!.diagnostics.push({ severity: 'error', code: 'forged/code', message: 'forged by the cache' });
    for (const entry of entries.slice(1)) entry.project.variants.js.files['Planted.js'] = { run: 'me' };
    await writeFile(indexFile, JSON.stringify(index));
    const result = await rebuild();
    expect(JSON.stringify(result.diagnostics)).not.toContain('forged');
  });

  it('does not wait on a FIFO that an inputs record names, outside the cache', async () => {
    const outside = await temporaryFolder('docs-site-outside-');
    const fifo = path.join(outside, 'input.fifo');
    execFileSync('mkfifo', [fifo]);
    const indexFile = cacheDir('demos-v3/index.json');
    const index = JSON.parse(await readFile(indexFile, 'utf8')) as Record<string, { inputs: [string, string][] }>;
    for (const entry of Object.values(index)) entry.inputs.unshift([fifo, 'x'.repeat(64)]);
    await writeFile(indexFile, JSON.stringify(index));
    // Waiting on the FIFO would hold the build until the test's timeout.
    const result = await rebuild();
    expect(result.ok).toBe(true);
    expect(existsSync(fifo)).toBe(true);
  });
});
