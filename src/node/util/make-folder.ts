import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

const codeOf = (caught: unknown): string | undefined =>
  caught instanceof Error && typeof (caught as NodeJS.ErrnoException).code === 'string' ? (caught as NodeJS.ErrnoException).code : undefined;

/**
 * Makes `dir` and the folders above it that are missing, one level at a time, throwing as
 * `mkdir` does. Node's `mkdir(dir, { recursive: true })` loops forever where a file system
 * refuses a new folder with ENOENT (anywhere under /proc): it makes the parent, which exists,
 * and tries again. A path the user gives (`init <dir>`, `build --out`) may lead there.
 */
export async function makeFolder(dir: string): Promise<void> {
  const missing: string[] = [];
  let current = path.resolve(dir);
  for (;;) {
    try {
      if ((await stat(current)).isDirectory()) break;
      throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${current}'`), { code: 'ENOTDIR', path: current });
    } catch (caught) {
      if (codeOf(caught) !== 'ENOENT') throw caught;
    }
    missing.push(current);
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const folder of missing.reverse()) {
    try {
      await mkdir(folder);
    } catch (caught) {
      // Made meanwhile by someone else: what matters is that it is a folder now.
      if (codeOf(caught) !== 'EEXIST' || !(await stat(folder)).isDirectory()) throw caught;
    }
  }
}

const REASONS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a file stands where a folder goes',
  EEXIST: 'something else is already there',
  EISDIR: 'a folder stands where a file goes',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
  ENOENT: 'no such file or folder, or none can be made there',
  EBUSY: 'it is in use',
};

/**
 * Why a file operation failed, in words for a diagnostic (`permission denied (EACCES)`), or null
 * when `caught` is not an error of the file system (a bug, to be thrown on).
 */
export function fileSystemProblem(caught: unknown): string | null {
  const code = codeOf(caught);
  if (!code || !/^E[A-Z]+$/.test(code)) return null;
  return `${REASONS[code] ?? 'the file system refused'} (${code})`;
}
