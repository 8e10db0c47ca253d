import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_CACHE_FILE_BYTES } from './limits';
import { readRegularFileSync } from './site-files';

/** A temporary file beside `file`, unique to this process and call. */
const temporaryFile = (file: string) => `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;

/**
 * Writes a cache file through a temporary file renamed into place, so a reader never sees half
 * of it. Returns whether it was written: a write that fails (a full disk, a read-only folder,
 * another build pruning the same cache) is dropped, since a cache is an optimisation and the
 * next build makes that entry again.
 */
export async function writeAtomically(file: string, content: string | Uint8Array): Promise<boolean> {
  const temporary = temporaryFile(file);
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

/**
 * `writeAtomically` in the calling thread, for a render thread, which has nothing else to do
 * while a page is written: awaiting each of the four steps left it idle for 7% of its time
 * (1000 pages, two threads). `made` holds the folders made already (one recursive mkdir costs as much as the write).
 */
export function writeAtomicallySync(file: string, content: string | Uint8Array, made: Set<string>): boolean {
  const temporary = temporaryFile(file);
  const folder = path.dirname(file);
  const write = () => {
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  };
  try {
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    try {
      write();
    } catch {
      // The folder may have been pruned since this thread made it.
      mkdirSync(folder, { recursive: true });
      write();
    }
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // Nothing was left behind, or nothing can be removed: either way there is nothing to do.
    }
    return false;
  }
}

/**
 * A cache file as the caches write it: a JSON header on the first line, then the body. Null when
 * the file is missing, has no first line or its header is not JSON: to a cache, a damaged
 * entry is a missing one. The caller checks the header's shape and that the body matches it.
 */
export async function readHeaderedFile(file: string): Promise<{ header: unknown; body: Buffer } | null> {
  let data: Buffer;
  try {
    // Never through a link, never waiting on a FIFO, never past the bound.
    data = readRegularFileSync(file, MAX_CACHE_FILE_BYTES);
  } catch {
    return null;
  }
  const newline = data.indexOf(10);
  if (newline === -1) return null;
  try {
    return { header: JSON.parse(data.subarray(0, newline).toString('utf8')) as unknown, body: data.subarray(newline + 1) };
  } catch {
    return null;
  }
}
