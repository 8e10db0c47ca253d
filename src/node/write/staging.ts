import { createHash, randomBytes } from 'node:crypto';
import { type Stats, closeSync, copyFileSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { fileSystemProblem, makeFolder } from '../util/make-folder';
import { readSiteFile } from '../util/site-files';
import type { OutputFolder } from '../model/output-files';

/**
 * A build writes into a staging folder beside the output and puts it in place only when the
 * whole build has succeeded, so a failed build never leaves a half-written or mixed site behind.
 *
 * Where an output folder is already there, what the build made that it already holds stays
 * where it is: a page of the cache that the output already links to (`linkIn`) is not staged,
 * and a staged file the output already has byte for byte is not moved. The commit then moves in
 * only what changed and removes what the build no longer makes, so a warm build with nothing
 * changed touches no file of the output (a deploy that syncs by modification time uploads
 * nothing). Where there is none, or it is a link, the staging folder is renamed into its place.
 */
export interface Staging extends OutputFolder {
  /** The temporary folder being written. */
  readonly dir: string;
  /** Writes a file at a posix path relative to the output root; returns its size in bytes. */
  write(relativePath: string, content: string | Uint8Array): Promise<number>;
  /**
   * Puts a file of the cache (a page's HTML) at a posix path relative to the output root without
   * reading it: a hard link (a thousand take milliseconds; copying 150 MB of pages took a
   * quarter of a second), or a copy where the two folders are on different file systems.
   * Returns its size. A file changed in the output through the link changes in the cache too:
   * the cache's stamp check (size and modification time) then refuses it.
   */
  linkIn(relativePath: string, file: string): Promise<number>;
  /** Writes a file part by part, none kept (a file of tens of megabytes); returns its size and SHA-256. */
  writeParts(relativePath: string, parts: AsyncIterable<string>): Promise<{ bytes: number; sha: string }>;
  /**
   * Copies files of a folder (posix paths inside it, as `walkSiteFolder` lists them) into the
   * output, as they are; returns the files copied. Links are read by `readSiteFile`'s rules, so
   * the output never holds a link, nor a file from outside the folder.
   */
  copyFiles(source: string, files: readonly string[]): Promise<{ path: string; size: number }[]>;
  /**
   * Makes the file staged at this path a link to `file`, which holds the same bytes (a page a
   * render thread wrote beside its cache entry), so that the next build finds the output holding
   * what the cache gives (`linkIn`). Left as it is when `file` is missing or of another size.
   */
  linkToCache(relativePath: string, file: string): void;
  /** Forgets a file placed or written at this path: it is not part of the output, unless written again. */
  remove(relativePath: string): void;
  /** Reads back a file of the output being made (staged, or kept where it is in the output). */
  readBack(relativePath: string): Promise<Buffer>;
  /** Puts the output made in place of the previous one (see above). */
  commit(): Promise<void>;
  /** Deletes the staged folder, leaving the output untouched. */
  discard(): Promise<void>;
}

const STAGING_MARK = '.staging-';
const RETIRED_MARK = '.retired-';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (caught) {
    return (caught as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes staging folders that an interrupted build of the same output left behind. */
async function removeAbandoned(parent: string, base: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(parent);
  } catch {
    return;
  }
  await Promise.all(
    entries.map(async (entry) => {
      for (const mark of [STAGING_MARK, RETIRED_MARK]) {
        const prefix = `.${base}${mark}`;
        if (!entry.startsWith(prefix)) continue;
        const pid = Number(entry.slice(prefix.length).split('-')[0]);
        if (Number.isInteger(pid) && !isAlive(pid)) await rm(path.join(parent, entry), { recursive: true, force: true });
      }
    }),
  );
}

/**
 * Opens the staging folder beside `outDir`. An output folder that cannot be made or written (a
 * read-only or special file system, a file where a folder of its path goes), or a file where
 * the output folder goes (the commit would replace it), is a diagnostic: the path comes from
 * the user (`--out`, `directories.out`).
 */
export async function openStaging(outDir: string): Promise<Staging | { diagnostic: Diagnostic }> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const dir = path.join(parent, `.${base}${STAGING_MARK}${tag}`);
  const hint = 'choose another output folder (--out, or directories.out in the config)';
  try {
    const existing = await lstat(outDir).catch((caught: NodeJS.ErrnoException) => {
      if (caught.code === 'ENOENT') return null;
      throw caught;
    });
    if (existing && !existing.isDirectory() && !existing.isSymbolicLink()) {
      return { diagnostic: error({ code: 'output/not-a-folder', message: `The output folder ${outDir} is a file; a build would replace it`, file: outDir, hint }) };
    }
    // One level at a time: a recursive mkdir loops forever under /proc.
    await makeFolder(parent);
    await removeAbandoned(parent, base);
    await mkdir(dir);
  } catch (caught) {
    const reason = fileSystemProblem(caught);
    if (reason === null) throw caught;
    return { diagnostic: error({ code: 'output/unwritable', message: `The output folder ${outDir} cannot be made or written: ${reason}`, file: outDir, hint }) };
  }
  const createdDirs = new Set<string>([dir]);
  // An output folder that is there (not a link to one): updated in place at the commit.
  const inPlace = entryAt(outDir)?.isDirectory() === true;
  /** Files the output already holds as this build makes them, left where they are. */
  const kept = new Set<string>();
  const inOutput = (relativePath: string) => path.join(outDir, ...relativePath.split('/'));

  const ensureDir = (folder: string) => {
    if (createdDirs.has(folder)) return;
    mkdirSync(folder, { recursive: true });
    createdDirs.add(folder);
  };

  // Synchronous, as site files are read (src/node/util/site-files.ts): a build writes its
  // files by the thousand from this thread, and each trip of the promise API through the
  // thread pool cost more than the write (about 0.3 ms a file against 0.1 ms).
  const write: Staging['write'] = async (relativePath, content) => {
    const target = path.join(dir, ...relativePath.split('/'));
    ensureDir(path.dirname(target));
    writeFileSync(target, content);
    return typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  };

  return {
    dir,
    write,
    async linkIn(relativePath, file) {
      if (inPlace) {
        // The previous build linked this very file there: nothing to place.
        const there = entryAt(inOutput(relativePath));
        const source = there?.isFile() ? statSync(file) : null;
        if (there && source && there.ino === source.ino && there.dev === source.dev) {
          kept.add(relativePath);
          return there.size;
        }
      }
      const target = path.join(dir, ...relativePath.split('/'));
      ensureDir(path.dirname(target));
      try {
        linkSync(file, target);
      } catch {
        copyFileSync(file, target);
      }
      return statSync(target).size;
    },
    async writeParts(relativePath, parts) {
      const target = path.join(dir, ...relativePath.split('/'));
      ensureDir(path.dirname(target));
      const hash = createHash('sha256');
      let bytes = 0;
      const fd = openSync(target, 'w');
      try {
        for await (const part of parts) {
          const chunk = Buffer.from(part);
          writeSync(fd, chunk);
          hash.update(chunk);
          bytes += chunk.byteLength;
        }
      } finally {
        closeSync(fd);
      }
      return { bytes, sha: hash.digest('hex') };
    },
    async copyFiles(source, files) {
      const copied: { path: string; size: number }[] = [];
      for (const file of files) {
        const bytes = await readSiteFile(source, file);
        await write(file, bytes);
        copied.push({ path: file, size: bytes.byteLength });
      }
      return copied;
    },
    linkToCache(relativePath, file) {
      const target = path.join(dir, ...relativePath.split('/'));
      const [staged, cached] = [entryAt(target), entryAt(file)];
      if (!staged?.isFile() || !cached?.isFile() || staged.size !== cached.size || staged.ino === cached.ino) return;
      const temporary = `${target}.${tag}.link`;
      try {
        linkSync(file, temporary);
        renameSync(temporary, target);
      } catch {
        rmSync(temporary, { force: true });
      }
    },
    remove(relativePath) {
      kept.delete(relativePath);
      rmSync(path.join(dir, ...relativePath.split('/')), { force: true });
    },
    readBack(relativePath) {
      return readSiteFile(kept.has(relativePath) && !staged(dir, relativePath) ? outDir : dir, relativePath);
    },
    async commit() {
      if (inPlace && entryAt(outDir)?.isDirectory()) updateInPlace(outDir, dir, kept);
      else await swapIn(parent, base, tag, outDir, dir);
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** What is at a path, not followed if a link; undefined when nothing is (a file on the way included). */
function entryAt(at: string): Stats | undefined {
  try {
    return lstatSync(at);
  } catch (caught) {
    const code = (caught as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw caught;
  }
}

/** Whether a file was staged at this path. */
const staged = (dir: string, relativePath: string) => entryAt(path.join(dir, ...relativePath.split('/'))) !== undefined;

/** The files under `root` (anything but a folder: links included, not followed), as posix paths. */
function listFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const relative = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${relative}/`);
      else files.push(relative);
    }
  };
  walk(root, '');
  return files;
}

/** Whether two paths hold the same regular file's bytes (the same file, or equal contents, compared a block at a time). */
function sameContents(a: string, b: string): boolean {
  const [x, y] = [entryAt(a), entryAt(b)];
  if (!x?.isFile() || !y?.isFile() || x.size !== y.size) return false;
  if (x.ino === y.ino && x.dev === y.dev) return true;
  const [fa, fb] = [openSync(a, 'r'), openSync(b, 'r')];
  try {
    const [ba, bb] = compareBuffers;
    for (let at = 0; at < x.size; at += COMPARE_BLOCK) {
      const n = readSync(fa, ba, 0, COMPARE_BLOCK, at);
      if (readSync(fb, bb, 0, COMPARE_BLOCK, at) !== n || !ba.subarray(0, n).equals(bb.subarray(0, n))) return false;
      if (n === 0) break;
    }
    return true;
  } finally {
    closeSync(fa);
    closeSync(fb);
  }
}
const COMPARE_BLOCK = 256 * 1024;
const compareBuffers = [Buffer.alloc(COMPARE_BLOCK), Buffer.alloc(COMPARE_BLOCK)] as const;

/** The order files move in: assets and the other files, then the pages that load them, then the service worker that lists them. */
const moveOrder = (file: string) => (file === 'sw.js' ? 2 : file.endsWith('.html') ? 1 : 0);

/**
 * The commit into an output folder that is there: moves in each staged file the output does not
 * already hold (a rename each: a reader gets the old file or the new one, never half of one),
 * assets before the pages that load them, then removes what this build did not make, and leaves
 * the rest as it is. Not one step, as a rename of the folder is: while it runs, a server may
 * answer some pages new and some old.
 */
function updateInPlace(outDir: string, dir: string, kept: ReadonlySet<string>): void {
  const staging = listFiles(dir);
  const made = new Set([...kept, ...staging]);
  const previous = listFiles(outDir);
  for (const file of [...staging].sort((a, b) => moveOrder(a) - moveOrder(b))) {
    const from = path.join(dir, ...file.split('/'));
    const to = path.join(outDir, ...file.split('/'));
    // A file the output already holds byte for byte stays as it is (a page rendered again the
    // same, a site file made again): its modification time says when it last changed.
    if (sameContents(from, to)) continue;
    try {
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
    } catch {
      // A file where one of its folders goes, or a folder where it goes: neither was made by
      // this build (it makes this file there), so both go.
      clearWay(outDir, to);
      mkdirSync(path.dirname(to), { recursive: true });
      renameSync(from, to);
    }
  }
  // The folders of what is removed may be left empty: those that are go, deepest first.
  const emptied = new Set<string>();
  for (const file of previous) {
    if (made.has(file)) continue;
    const at = path.join(outDir, ...file.split('/'));
    // A folder there now holds files moved in (it took the place of this file).
    if (entryAt(at)?.isDirectory() === false) rmSync(at, { force: true });
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) emptied.add(folder);
  }
  for (const folder of [...emptied].sort((a, b) => b.split('/').length - a.split('/').length)) {
    try {
      rmdirSync(path.join(outDir, ...folder.split('/')));
    } catch {
      // Not empty, or gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Removes what stands where `to` goes inside `outDir`: a file in place of one of its folders, a folder in its place. */
function clearWay(outDir: string, to: string): void {
  const folders: string[] = [];
  for (let at = path.dirname(to); at.length > outDir.length; at = path.dirname(at)) folders.unshift(at);
  for (const folder of folders) {
    const there = entryAt(folder);
    if (there && !there.isDirectory()) rmSync(folder, { force: true });
  }
  if (entryAt(to)?.isDirectory()) rmSync(to, { recursive: true, force: true });
}

/** The commit where there is no output folder yet, or a link: the staging folder takes its place. */
async function swapIn(parent: string, base: string, tag: string, outDir: string, dir: string): Promise<void> {
  // Between these two renames no output folder exists; `docs-site serve` looks again when a
  // lookup misses then (src/node/serve/folder-swaps.ts), so its readers never see the gap.
  const retired = path.join(parent, `.${base}${RETIRED_MARK}${tag}`);
  let hadPrevious = true;
  try {
    await rename(outDir, retired);
  } catch (caught) {
    if ((caught as NodeJS.ErrnoException).code !== 'ENOENT') throw caught;
    hadPrevious = false;
  }
  try {
    await rename(dir, outDir);
  } catch (caught) {
    // Put the previous output back rather than leave no output at all.
    if (hadPrevious) await rename(retired, outDir);
    throw caught;
  }
  // Synchronous: the promise API's trip through the thread pool for each of thousands of
  // entries took a warm build of 1000 pages about half a second; this takes a fraction.
  if (hadPrevious) rmSync(retired, { recursive: true, force: true });
}
