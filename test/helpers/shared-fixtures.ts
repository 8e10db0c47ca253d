import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './fixture';

/**
 * What test files share during one run, each made at most once, by the run's main process (see
 * test/global-setup.ts), the first time a file asks for it: a file that needs none of them
 * costs nothing, a file that fails cannot leave the others waiting, and a fixture that cannot
 * be made gives every file that asks the same reason at once.
 *
 * Each maker writes into the folder it is given; read what it makes, never write it.
 */
export const sharedFixtures: Record<string, (dir: string, signal: AbortSignal) => Promise<void>> = {
  /**
   * The bundled site (this repository's), built by the command in a process of its own, as a
   * test worker would build it: NODE_ENV=test, so that its client code is React's development
   * build, which reports hydration mismatches (and the `development` export condition, as vitest
   * gives its workers). The output is byte for byte that of `build()` called in a test, and
   * shares its page cache.
   */
  bundled: (dir, signal) =>
    runBuild('the bundled site', repoRoot, ['--conditions=development', 'bin/docs-site.mjs', 'build', '--out', dir], { NODE_ENV: 'test' }, signal),
  /**
   * The shared corpus (test/fixtures/corpus-mui: Joy UI, MUI System and docs-infra pages of the
   * upstream docs), built by the compiled engine, with the cache, in a process of its own (as
   * vitest runs it: NODE_ENV=test); what `build()` returned is beside it, in `<dir>.result.json`.
   */
  'corpus-mui': (dir, signal) =>
    runBuild(
      'the shared corpus',
      path.join(repoRoot, 'test', 'fixtures', 'corpus-mui'),
      ['--conditions=development', path.join(repoRoot, 'test', 'helpers', 'build-to-json.mjs'), '.', dir, `${dir}.result.json`],
      { NODE_ENV: 'test' },
      signal,
    ),
};

export type SharedFixture = keyof typeof sharedFixtures;

async function runBuild(what: string, cwd: string, args: string[], env: Record<string, string>, signal: AbortSignal): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, args, { cwd, env: { ...process.env, CI: 'true', ...env }, maxBuffer: 64 * 1024 * 1024, signal });
  } catch (caught) {
    const { stderr, stdout } = caught as { stderr?: string; stdout?: string };
    throw new Error(`${what} does not build:\n${stderr || stdout || String(caught)}`);
  }
}
