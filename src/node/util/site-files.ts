import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { positionAt, warning, type Diagnostic } from '../diagnostics/diagnostic';

/**
 * Reading the folders a content pull request can change (content/, public/) without letting
 * what is in them reach outside the site or hang the build.
 *
 * - A symbolic link is followed only when it leads to a regular file inside the same folder
 *   (`overview.md -> index.md`). A link to a folder is never followed, so no link can make a
 *   cycle or pull in a tree from elsewhere; a link that leads out of the folder, or nowhere, is
 *   left out. Each link left out is a warning naming it.
 * - Only regular files are read: a FIFO, socket or device would block a read or feed it
 *   forever, so they are left out with a warning too.
 * - Hidden entries (`.git`, `.DS_Store`) and `node_modules` are never part of the site.
 */
export interface WalkResult {
  /** Posix paths relative to the folder walked, sorted; read them with `readSiteFile`. */
  files: string[];
  diagnostics: Diagnostic[];
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Whether `child` is `parent` or inside it. */
const isWithin = (parent: string, child: string): boolean => {
  const relative = path.relative(parent, child);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Whether an entry of the folder is never part of the site (hidden files, installed packages). */
export const isIgnoredEntry = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/**
 * Every regular file under `dir` (recursively, sorted by path) whose path `keep` accepts, with a
 * warning for each entry left out for safety. `shownRoot` is how messages name `dir`
 * (`content`, `public`). A folder that does not exist has no files.
 */
export async function walkSiteFolder(dir: string, shownRoot: string, keep: (relativePath: string) => boolean = () => true): Promise<WalkResult> {
  let realRoot: string;
  try {
    realRoot = await realpath(dir);
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], diagnostics: [] };
    throw caught;
  }
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const skipped = (relative: string, message: string, hint: string) =>
    diagnostics.push(warning({ code: 'content/skipped-file', message, file: `${shownRoot}/${relative}`, hint }));

  const visit = async (folder: string, prefix: string): Promise<void> => {
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (isIgnoredEntry(entry.name)) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      const absolute = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await visit(absolute, relative);
      } else if (entry.isFile()) {
        if (keep(relative)) files.push(relative);
      } else if (entry.isSymbolicLink()) {
        const target = await linkTarget(absolute, realRoot);
        if (target.kind === 'file') {
          if (keep(relative)) files.push(relative);
        } else {
          skipped(relative, `Symbolic link ${shownRoot}/${relative} ${target.why}; it was left out`, 'links are followed only to files inside the same folder: copy the file or folder instead');
        }
      } else {
        skipped(relative, `${shownRoot}/${relative} is not a regular file (a FIFO, socket or device); it was left out`, 'remove it from the folder');
      }
    }
  };
  await visit(realRoot, '');
  files.sort();
  return { files, diagnostics };
}

async function linkTarget(link: string, realRoot: string): Promise<{ kind: 'file'; absolute: string } | { kind: 'skip'; why: string }> {
  let target: string;
  try {
    target = await realpath(link);
  } catch {
    return { kind: 'skip', why: 'leads to no file' };
  }
  if (!isWithin(realRoot, target)) return { kind: 'skip', why: 'leads outside the folder' };
  const info = await stat(target);
  if (info.isDirectory()) return { kind: 'skip', why: 'leads to a folder' };
  if (!info.isFile()) return { kind: 'skip', why: 'leads to a special file' };
  return { kind: 'file', absolute: target };
}

/** Thrown for a path that is not a regular file of the folder (with `code` as Node's errors have it). */
export class NotSiteFileError extends Error {
  readonly code = 'ENOTSITEFILE';
}

/**
 * Reads the file at `relativePath` (posix) of `dir` by the rules above: a regular file, or a link
 * to a regular file inside `dir`. A special file or a link elsewhere throws `NotSiteFileError`;
 * a missing file throws as `readFile` does (`ENOENT`).
 */
export async function readSiteFile(dir: string, relativePath: string): Promise<Buffer> {
  const absolute = path.join(dir, ...relativePath.split('/'));
  try {
    return await readRegularFile(absolute);
  } catch (caught) {
    // O_NOFOLLOW fails with ELOOP on a link: follow it only to a file inside the folder.
    if ((caught as NodeJS.ErrnoException).code !== 'ELOOP') throw caught;
    const target = await linkTarget(absolute, await realpath(dir));
    if (target.kind === 'skip') throw new NotSiteFileError(`${relativePath} is a link that ${target.why}`);
    return readRegularFile(target.absolute);
  }
}

/**
 * Opens without following a link and without blocking, then checks what was opened: something
 * may have been swapped in since the folder was listed, and opening a FIFO the ordinary way
 * waits forever for a writer.
 */
async function readRegularFile(absolute: string): Promise<Buffer> {
  // Synchronous: a site's pages are small and read by the thousand before anything else can
  // start, and the promise API's five trips through the thread pool per file took the build's
  // thread about 0.4 s of CPU for 1000 pages, against about 0.1 s this way.
  const fd = openSync(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new NotSiteFileError(`${absolute} is not a regular file`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/**
 * A file's bytes as text. Bytes that are not UTF-8 become U+FFFD, as browsers show them, with a
 * warning at the line of the first one: a file saved in another encoding shows garbled text
 * and the author should hear of it.
 */
export function decodeUtf8(bytes: Uint8Array, file: string): { text: string; diagnostic: Diagnostic | null } {
  try {
    return { text: strictUtf8.decode(bytes), diagnostic: null };
  } catch {
    const text = lenientUtf8.decode(bytes);
    const offset = text.indexOf('\uFFFD');
    return {
      text,
      diagnostic: warning({
        code: 'content/invalid-utf8',
        message: `${file} is not valid UTF-8: the bytes that are not were replaced by U+FFFD (�)`,
        file,
        ...(offset >= 0 ? positionAt(text, offset) : {}),
        hint: 'save the file as UTF-8',
      }),
    };
  }
}

export { toPosix };
