import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The engine's code does not change while a process runs: hashed once per process (and thread). */
let hash: string | null = null;

/**
 * The files of the code that is running: every module of docs-site's compiled CLI (lib/, its
 * chunks and its workers: each command's code is a chunk of its own, so this file's chunk is
 * only a part of it), or this source file when run from the sources.
 */
function engineFiles(): string[] {
  const self = fileURLToPath(import.meta.url);
  const dir = path.dirname(self);
  if (path.basename(dir) !== 'chunks') return [self];
  const lib = path.dirname(dir);
  const modules = (folder: string) => readdirSync(folder).filter((name) => name.endsWith('.mjs')).sort().map((name) => path.join(folder, name));
  return [...modules(lib), ...modules(dir), ...modules(path.join(lib, 'workers'))];
}

/**
 * Hash of the code that is running. A cache of what that code produced (compiled demos, the
 * browser bundle, the templates' module) is not reused by another version of it.
 */
export function engineHash(): string {
  if (hash) return hash;
  const digest = createHash('sha256');
  for (const file of engineFiles()) digest.update(`${path.basename(file)}\0`).update(readFileSync(file));
  return (hash = digest.digest('hex'));
}
