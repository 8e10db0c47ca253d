import { createHash, randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, linkSync, mkdirSync, openSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { fileSystemProblem, makeFolder } from '../util/make-folder';
import { readSiteFile } from '../util/site-files';
import type { OutputFolder } from '../model/output-files';

/**
 * A build writes into a staging folder beside the output and swaps it in only when the whole
 * build has succeeded, so a failed build never leaves a half-written or mixed site behind.
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
  /** Replaces the output folder with the staged one. */
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
    async commit() {
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
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
