import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { error, positionAt, warning, type Diagnostic } from '../diagnostics/diagnostic';
import { MAX_DATA_FILE_BYTES } from './limits';

/**
 * Reading the folders and files a content pull request can change (content/, public/,
 * translations/, the API JSON, the navigation files) without letting what is in them reach
 * outside the site or hang the build.
 *
 * - A folder or file the config names (`public`, `nav/joy-ui.json`) is checked first
 *   (`checkSiteEntry`): when it is inside the site's root folder, it may be a link only to a
 *   folder or file inside the site (not to its root folder), and it must be a folder or a
 *   regular file. A path the config itself sets outside the site is the config's choice (the
 *   config is code) and is taken as it is. Each refusal is an error naming the path.
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

const formatBytes = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;

/** Whether `child` is `parent` or inside it. */
export const isWithin = (parent: string, child: string): boolean => {
  const relative = path.relative(parent, child);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/** Whether an entry of the folder is never part of the site (hidden files, installed packages). */
export const isIgnoredEntry = (name: string): boolean => name.startsWith('.') || name === 'node_modules';

/**
 * Every regular file under `dir` (recursively, sorted by path) whose path `keep` accepts, with a
 * warning for each entry left out for safety. `shownRoot` is how messages name `dir`
 * (`content`, `public`). A folder that does not exist has no files.
 */
export async function walkSiteFolder(dir: string, shownRoot: string, siteRoot: string, keep: (relativePath: string) => boolean = () => true): Promise<WalkResult> {
  const checked = await checkSiteEntry(dir, { siteRoot, kind: 'folder', shown: shownRoot });
  if ('missing' in checked) return { files: [], diagnostics: [] };
  if ('diagnostic' in checked) return { files: [], diagnostics: [checked.diagnostic] };
  const realRoot = checked.real;
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

export interface SiteEntryOptions {
  /** The site's root folder (the config's folder). */
  siteRoot: string;
  /** What the path must be. */
  kind: 'folder' | 'file';
  /** How messages name the path (`public`, `nav/joy-ui.json`). */
  shown: string;
}

/**
 * Where a folder or file the config names really is, by the rules above: its real path; or
 * `missing` when there is nothing there; or an error naming it.
 */
export async function checkSiteEntry(absolute: string, options: SiteEntryOptions): Promise<{ real: string } | { missing: true } | { diagnostic: Diagnostic }> {
  const { siteRoot, kind, shown } = options;
  const refuse = (message: string, hint: string) => ({
    diagnostic: error({ code: 'site/unsafe-path', message, file: shown, hint }),
  });
  let real: string;
  try {
    real = await realpath(absolute);
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR' && code !== 'ELOOP') throw caught;
    // A link that leads nowhere (or in a circle) is a mistake worth naming; nothing at all is just missing.
    const isLink = await lstat(absolute).then((info) => info.isSymbolicLink(), () => false);
    if (!isLink) return { missing: true };
    return refuse(`${shown} is a symbolic link that leads to no ${kind}`, `make ${shown} a ${kind} of the site`);
  }
  if (isWithin(path.resolve(siteRoot), path.resolve(absolute))) {
    const realSite = await realpath(siteRoot);
    if (!isWithin(realSite, real)) {
      return refuse(`${shown} leads outside the site (to ${real}): it was not read`, `a folder or file of the site may be a link only to another inside the site's folder; copy what it should hold instead`);
    }
    if (real === realSite && path.resolve(absolute) !== path.resolve(siteRoot)) {
      return refuse(`${shown} leads to the site's root folder: it was not read`, `make ${shown} a folder of its own`);
    }
  }
  const info = await stat(real);
  if (kind === 'folder' && !info.isDirectory()) {
    return refuse(`${shown} is not a folder${info.isFile() ? '' : ' (a FIFO, socket or device)'}`, `make ${shown} a folder, or set the config to the folder that holds these files`);
  }
  if (kind === 'file' && !info.isFile()) {
    return refuse(`${shown} is not a regular file${info.isDirectory() ? ' (a folder)' : ' (a FIFO, socket or device)'}: it was not read`, `make ${shown} a file`);
  }
  return { real };
}

/** Thrown for a path that is not a regular file of the folder (with `code` as Node's errors have it). */
export class NotSiteFileError extends Error {
  readonly code = 'ENOTSITEFILE';
}

/**
 * Reads the file at `relativePath` (posix) of `dir` by the rules above: a regular file, or a link
 * to a regular file inside `dir`. A special file or a link elsewhere throws `NotSiteFileError`;
 * a missing file throws as `readFile` does (`ENOENT`). A file over `maxBytes` throws `NotSiteFileError`.
 */
export async function readSiteFile(dir: string, relativePath: string, maxBytes = Infinity): Promise<Buffer> {
  const absolute = path.join(dir, ...relativePath.split('/'));
  // Opening without following a link guards the file's own name, not the folders above it: a
  // folder on the way that is a link leading out of `dir` is refused as a link to a file is.
  // In this thread, as the read itself is: a build reads its pages by the thousand, and two trips
  // through the thread pool a page would cost more than the read (see readRegularFileSync).
  if (relativePath.includes('/') && !isWithin(realpathSync(dir), realpathSync(path.dirname(absolute)))) {
    throw new NotSiteFileError(`${relativePath} is in a folder that is a link leading outside`);
  }
  try {
    return await readRegularFile(absolute, maxBytes);
  } catch (caught) {
    // O_NOFOLLOW fails with ELOOP on a link: follow it only to a file inside the folder.
    if ((caught as NodeJS.ErrnoException).code !== 'ELOOP') throw caught;
    const target = await linkTarget(absolute, await realpath(dir));
    if (target.kind === 'skip') throw new NotSiteFileError(`${relativePath} is a link that ${target.why}`);
    return readRegularFile(target.absolute, maxBytes);
  }
}

/**
 * Opens without following a link and without blocking, then checks what was opened: something
 * may have been swapped in since the folder was listed, and opening a FIFO the ordinary way
 * waits forever for a writer.
 */
async function readRegularFile(absolute: string, maxBytes = Infinity): Promise<Buffer> {
  return readRegularFileSync(absolute, maxBytes);
}

/**
 * `readRegularFile` in the calling thread: for files of docs-site's own that another machine or
 * job may have written (the cache), read by the thousand. A link is never followed (ELOOP), a
 * FIFO never waited on: both throw.
 */
export function readRegularFileSync(absolute: string, maxBytes = Infinity): Buffer {
  // Synchronous: a site's pages are small and read by the thousand before anything else can
  // start, and the promise API's five trips through the thread pool per file took the build's
  // thread about 0.4 s of CPU for 1000 pages, against about 0.1 s this way.
  const fd = openSync(absolute, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new NotSiteFileError(`${absolute} is not a regular file`);
    if (info.size > maxBytes) throw new NotSiteFileError(`it has ${formatBytes(info.size)}, over the limit of ${formatBytes(maxBytes)} for a data file`);
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a data file the config names (navigation, title table, translations, API JSON) by the
 * rules above, up to `maxBytes` (`MAX_DATA_FILE_BYTES`, or a bound of its kind): its bytes, or an error naming it. A file the
 * config sets outside the site is read as it is, as a regular file and within the bound.
 */
export async function readSiteDataFile(
  absolute: string,
  options: Omit<SiteEntryOptions, 'kind'>,
  maxBytes = MAX_DATA_FILE_BYTES,
): Promise<{ bytes: Buffer } | { missing: true } | { diagnostic: Diagnostic }> {
  const checked = await checkSiteEntry(absolute, { ...options, kind: 'file' });
  if (!('real' in checked)) return checked;
  try {
    return { bytes: await readRegularFile(checked.real, maxBytes) };
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { missing: true };
    const why = caught instanceof NotSiteFileError ? caught.message : `it could not be read (${code ?? 'error'})`;
    return { diagnostic: error({ code: 'site/unreadable', message: `${options.shown} was not read: ${why}`, file: options.shown }) };
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
