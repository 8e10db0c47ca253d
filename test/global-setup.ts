import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/**
 * Once per run, before any test file: lib/ is compiled (tests that run the CLI as a process
 * need it to match the sources), and a folder is made for what test files share during the
 * run (see test/helpers/shared.ts), removed after it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await promisify(execFile)(process.execPath, ['scripts/compile.mjs'], { cwd: root });
  const shared = await mkdtemp(path.join(os.tmpdir(), 'docs-site-shared-'));
  project.provide('sharedDir', shared);
  return () => rm(shared, { recursive: true, force: true });
}
