import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { build } from '../src/build';

/**
 * Once per run, before any test file: lib/ is compiled (tests that run the CLI as a process
 * need it to match the sources), and the bundled site is built once for every browser test
 * that opens it (see `bundledSiteInBrowser`), instead of once per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const shared = await mkdtemp(path.join(os.tmpdir(), 'docs-site-shared-'));
  const bundledSiteDir = path.join(shared, 'bundled');
  const [, built] = await Promise.all([
    promisify(execFile)(process.execPath, ['scripts/compile.mjs'], { cwd: root }),
    build({ cwd: root, outDir: bundledSiteDir }),
  ]);
  if (!built.ok) {
    throw new Error(`the bundled site does not build:\n${built.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  }
  project.provide('bundledSiteDir', bundledSiteDir);
  return () => rm(shared, { recursive: true, force: true });
}
