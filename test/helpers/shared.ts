import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { repoRoot } from './fixture';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for what test files share during one run, made by test/global-setup.ts. */
    sharedDir: string;
  }
}

const WAIT_MS = 110_000;

interface Outcome {
  ok: boolean;
  error?: string;
}

/**
 * Something made once per run for every test file that needs it: the first file to ask makes
 * it (`make` writes into the folder it is given), the others wait for it. Files run in worker
 * processes of their own, so the claim is a folder created atomically beside the result.
 */
async function once(name: string, make: (dir: string) => Promise<void>): Promise<string> {
  const shared = inject('sharedDir');
  const dir = path.join(shared, name);
  const outcomeFile = path.join(shared, `${name}.json`);
  try {
    await mkdir(path.join(shared, `${name}.claimed`));
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code !== 'EEXIST') throw caught;
    return waitFor(outcomeFile, dir);
  }
  let outcome: Outcome;
  try {
    await make(dir);
    outcome = { ok: true };
  } catch (caught) {
    outcome = { ok: false, error: caught instanceof Error ? caught.message : String(caught) };
  }
  // Written whole, then renamed: a waiting file never reads half of it.
  await writeFile(`${outcomeFile}.partial`, JSON.stringify(outcome));
  await rename(`${outcomeFile}.partial`, outcomeFile);
  if (!outcome.ok) throw new Error(outcome.error);
  return dir;
}

async function waitFor(outcomeFile: string, dir: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const text = await readFile(outcomeFile, 'utf8').catch(() => null);
    if (text !== null) {
      const outcome = JSON.parse(text) as Outcome;
      if (!outcome.ok) throw new Error(`another test file failed to make ${dir}:\n${outcome.error ?? ''}`);
      return dir;
    }
    if (Date.now() > deadline) throw new Error(`no ${outcomeFile} after ${WAIT_MS} ms: the test file making it did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The bundled site (this repository's), built once per run for every browser test that opens
 * it, instead of once per file: read it, never write it.
 *
 * It is built by the command, in a process of its own, as a test worker would build it:
 * NODE_ENV=test, so that its client code is React's development build, which reports
 * hydration mismatches (and the `development` export condition, as vitest gives its workers).
 * The output is byte for byte that of `build()` called in a test, and shares its page cache.
 */
export function bundledSiteFolder(): Promise<string> {
  return once('bundled', async (dir) => {
    try {
      await promisify(execFile)(process.execPath, ['--conditions=development', 'bin/docs-site.mjs', 'build', '--out', dir], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'test', CI: 'true' },
      });
    } catch (caught) {
      throw new Error(`the bundled site does not build:\n${(caught as { stderr?: string }).stderr ?? String(caught)}`);
    }
  });
}

/**
 * The shared corpus (test/fixtures/corpus-mui: Joy UI, MUI System and docs-infra pages of the
 * upstream docs), built once per run by the command, for the tests that read or open it.
 */
export function corpusSiteFolder(): Promise<string> {
  return once('corpus-mui', async (dir) => {
    try {
      await promisify(execFile)(process.execPath, [path.join(repoRoot, 'bin/docs-site.mjs'), 'build', '--out', dir], {
        cwd: path.join(repoRoot, 'test', 'fixtures', 'corpus-mui'),
        env: { ...process.env, CI: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (caught) {
      throw new Error(`the shared corpus does not build:\n${(caught as { stderr?: string }).stderr ?? String(caught)}`);
    }
  });
}
