import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { cleanupTemporaryFolders, copyFixture, readText, snapshotTree, writeFiles } from '../helpers/fixture';

/**
 * Demos are compiled once per change: a build compiles only the demos a changed file went
 * into, takes the others (and the browser bundle, when nothing in it changed) from the cache,
 * and writes the same site a build from nothing writes.
 */
let root: string;
const outDir = () => path.join(root, 'dist');
const page = () => readText(path.join(outDir(), 'joy-ui/demos/index.html'));

beforeAll(async () => {
  root = await copyFixture('demo-cache');
});
afterAll(cleanupTemporaryFolders);

describe('demo compilation', () => {
  it('compiles every demo on the first build, none when nothing changed, and writes the same site', async () => {
    const first = await build({ cwd: root });
    expect(first.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(first.demos).toEqual({ total: 3, compiled: 3, bundles: 1 });
    const cold = await snapshotTree(outDir());

    const second = await build({ cwd: root });
    expect(second.ok).toBe(true);
    // The browser bundle too came from the cache.
    expect(second.demos).toEqual({ total: 3, compiled: 0, bundles: 0 });
    expect(await snapshotTree(outDir())).toEqual(cold);
  });

  it('compiles again the demos a changed shared module goes into, and only those', async () => {
    await writeFiles(root, { 'shared/greeting.js': "export const greeting = 'Good morning';\n" });
    const result = await build({ cwd: root });
    expect(result.ok).toBe(true);
    expect(result.demos).toEqual({ total: 3, compiled: 2, bundles: 1 });
    const html = await page();
    expect(html).toContain('Good morning<!-- --> from the first demo');
    expect(html).toContain('Good morning<!-- --> from the second demo');
    // The browser bundle changed with it: its chunks hydrate to what the server shows.
    const scripts = await Promise.all((await readdir(path.join(outDir(), 'assets'))).filter((f) => f.endsWith('.js')).map((f) => readText(path.join(outDir(), 'assets', f))));
    expect(scripts.some((code) => code.includes('Good morning'))).toBe(true);
    // (As a value: the live editor's compiler has "Hello" in a comment of its own.)
    expect(scripts.some((code) => /=\s*["']Hello["']/.test(code))).toBe(false);
  });

  it('does not compile a demo whose file was written again with the same bytes', async () => {
    await writeFiles(root, { 'content/joy-ui/Alone.js': await readText(path.join(root, 'content/joy-ui/Alone.js')) });
    const result = await build({ cwd: root });
    expect(result.demos).toEqual({ total: 3, compiled: 0, bundles: 0 });
  });

  it('compiles a demo again when a file appears beside what it imports (the import may resolve to it now)', async () => {
    await writeFiles(root, { 'shared/greeting.ts': "export const greeting: string = 'Hi';\n" });
    const result = await build({ cwd: root });
    expect(result.ok).toBe(true);
    expect(result.demos.compiled).toBe(2);
  });

  it('reports a demo that fails to render on every build, whether it was compiled or taken from the cache', async () => {
    await writeFiles(root, { 'content/joy-ui/Alone.js': "export default function Alone() {\n  return undefined.map((x) => x);\n}\n" });
    const failures = async (demos: 'error' | 'warn') => {
      const result = await build({ cwd: root, demos });
      expect(result.ok).toBe(demos === 'warn');
      return { demos: result.demos, diagnostics: result.diagnostics.map(formatDiagnostic) };
    };
    const compiled = await failures('error');
    expect(compiled.diagnostics).toHaveLength(1);
    expect(compiled.diagnostics[0]).toMatch(/^error demos\/render content\/joy-ui\/demos\.md:\d+:1\n {2}The demo Alone\.js failed to render \(content\/joy-ui\/Alone\.js:2:/);
    expect((await failures('error')).diagnostics).toEqual(compiled.diagnostics);
    // A build that succeeds (the failure is a warning) keeps the failing demo in the cache too.
    const warned = await failures('warn');
    const again = await failures('warn');
    // Nothing compiled or bundled: the failing demo's outcome and the bundle without it are in the cache.
    expect(again.demos).toEqual({ total: 3, compiled: 0, bundles: 0 });
    expect(again.diagnostics).toEqual(warned.diagnostics);
    expect(again.diagnostics[0]).toMatch(/^warning demos\/render content\/joy-ui\/demos\.md:\d+:1\n {2}The demo Alone\.js failed to render/);
  });

  it('bundles the browser code once when a demo fails its check, and not at all on the next build', async () => {
    const site = await copyFixture('demo-cache');
    await writeFiles(site, { 'content/joy-ui/Alone.js': "export default function Alone() {\n  return undefined.map((x) => x);\n}\n" });
    const first = await build({ cwd: site, demos: 'warn' });
    expect(first.diagnostics.map((d) => d.code)).toEqual(['demos/render']);
    // After the check, without the failing demo: not before it, and again without it.
    expect(first.demos).toEqual({ total: 3, compiled: 3, bundles: 1 });
    const cold = await snapshotTree(path.join(site, 'dist'));
    const second = await build({ cwd: site, demos: 'warn' });
    expect(second.demos).toEqual({ total: 3, compiled: 0, bundles: 0 });
    expect(await snapshotTree(path.join(site, 'dist'))).toEqual(cold);
  });

  it('compiles every demo with --no-cache', async () => {
    await writeFiles(root, { 'content/joy-ui/Alone.js': "export default function Alone() {\n  return <p>Alone again</p>;\n}\n" });
    const result = await build({ cwd: root, cache: false });
    expect(result.ok).toBe(true);
    expect(result.demos).toEqual({ total: 3, compiled: 3, bundles: 1 });
  });
});
