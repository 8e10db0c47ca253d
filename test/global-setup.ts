import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);

/**
 * Once per run, before any test file: lib/ is compiled (tests that run the CLI as a process
 * need it to match the sources), and the bundled site is built once for every browser test
 * that opens it (see `bundledSiteInBrowser`), instead of once per file.
 *
 * The site is built by the command, in a process of its own, as a test worker would build it
 * (NODE_ENV=test, so that its client code is React's development build, which reports
 * hydration mismatches; the `development` export condition, as vitest gives its workers). Not
 * in this process: here, packages the engine imports and packages the compiled templates
 * import would be two copies (vitest's module runner and Node's), and the pages would not
 * match the client.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await run(process.execPath, ['scripts/compile.mjs'], { cwd: root });
  const shared = await mkdtemp(path.join(os.tmpdir(), 'docs-site-shared-'));
  const bundledSiteDir = path.join(shared, 'bundled');
  try {
    await run(process.execPath, ['--conditions=development', 'bin/docs-site.mjs', 'build', '--out', bundledSiteDir], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', CI: 'true' },
    });
  } catch (caught) {
    await rm(shared, { recursive: true, force: true });
    const { stderr } = caught as { stderr?: string };
    throw new Error(`the bundled site does not build:\n${stderr ?? String(caught)}`);
  }
  project.provide('bundledSiteDir', bundledSiteDir);
  return () => rm(shared, { recursive: true, force: true });
}
