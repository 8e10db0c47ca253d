import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a cache file through a temporary file renamed into place, so a reader never sees half
 * of it. Returns whether it was written: a write that fails (a full disk, a read-only folder,
 * another build pruning the same cache) is dropped, since a cache is an optimisation and the
 * next build makes that entry again.
 */
export async function writeAtomically(file: string, content: string | Uint8Array): Promise<boolean> {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, content);
    await rename(temporary, file);
    return true;
  } catch {
    await rm(temporary, { force: true }).catch(() => undefined);
    return false;
  }
}
