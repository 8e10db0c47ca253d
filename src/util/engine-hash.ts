import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let hash: string | null = null;

/**
 * Hash of the code that is running: docs-site's compiled CLI (one file), or this source file
 * when run from the sources. A cache of what that code produced (compiled demos, the browser
 * bundle) is not reused by another version of it.
 */
export function engineHash(): string {
  return (hash ??= createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex'));
}
