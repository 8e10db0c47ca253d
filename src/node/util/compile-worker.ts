import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { NODE_MODULE_BUILD } from './node-module-build';
import { packageRoot } from './package-root';
import { sha256 } from './sha256';

/** A worker's module, ready for a worker thread, and the hash of its code. */
export interface WorkerModule {
  file: string;
  /** Hash of the compiled code: it changes whenever the worker's code does. */
  hash: string;
}

/** True in the compiled CLI (scripts/compile.mjs defines it), which has its workers compiled beside it. */
declare const DOCS_SITE_COMPILED: boolean | undefined;

/**
 * A worker's entry (TypeScript, under src/node/), as one ES module a worker thread can run. The
 * compiled CLI has it in lib/workers/, compiled with the rest of it; run from the sources
 * (tests), it is compiled now, with npm packages left as imports, into docs-site's cache folder,
 * named by its hash. Either way a worker runs the code the rest of docs-site runs.
 */
export async function compileWorkerEntry(entry: string[]): Promise<WorkerModule> {
  const name = path.basename(entry.at(-1)!, '.ts');
  if (typeof DOCS_SITE_COMPILED !== 'undefined') {
    const file = path.join(packageRoot(), 'lib', 'workers', `${name}.mjs`);
    return { file, hash: sha256(await readFile(file)) };
  }
  const result = await build({
    entryPoints: [path.join(packageRoot(), 'src', 'node', ...entry)],
    ...NODE_MODULE_BUILD,
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild wrote no ${name}`);
  const hash = sha256(code);
  const dir = path.join(packageRoot(), 'node_modules', '.cache', 'docs-site');
  const file = path.join(dir, `${name}-${hash.slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, code);
    await rename(temporary, file);
  }
  return { file, hash };
}
