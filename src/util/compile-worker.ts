import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { NODE_MODULE_BUILD } from './node-module-build';
import { packageRoot } from './package-root';

/** A worker's module, ready for a worker thread, and the hash of its code. */
export interface WorkerModule {
  file: string;
  /** Hash of the compiled code: it changes whenever the worker's code does. */
  hash: string;
}

/**
 * Compiles a worker's entry (TypeScript, under src/) into one ES module in docs-site's cache
 * folder, named by its hash; npm packages stay external. It is compiled from the sources
 * whether docs-site runs from them (tests) or from the compiled CLI, so the worker always runs
 * the code of the sources that ship.
 */
export async function compileWorkerEntry(entry: string[], name: string): Promise<WorkerModule> {
  const result = await build({
    entryPoints: [path.join(packageRoot(), 'src', ...entry)],
    ...NODE_MODULE_BUILD,
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error(`esbuild wrote no ${name}`);
  const hash = createHash('sha256').update(code).digest('hex');
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

