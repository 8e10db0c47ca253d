import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { hashedAssetPath } from '../routing/asset-names';
import type { PageRecord } from '../model/page-record';
import type { SharedFile } from '../page/render-page';
import { readHeaderedFile, writeAtomically, writeAtomicallySync } from '../util/write-atomically';
import { sha256 } from '../util/sha256';

/**
 * Version of the cache's layout. Entries of another layout live in another folder, so an old
 * cache is never misread, and pruning removes it.
 */
const FORMAT = 'v1';

/** A rendered page found in the cache: its record and its exact HTML. */
export interface CachedPage {
  record: PageRecord;
  html: Buffer;
}

/**
 * Rendered pages kept between builds, keyed by a hash of everything that went into them (see
 * `cache-keys.ts`), and the shared files they refer to, named by a hash of their content.
 *
 * A page is one file: its record as one line of JSON, then its HTML. Every read is checked
 * (the HTML's hash against the record's, a shared file's name against its content), and any
 * entry that does not check out, cannot be parsed or cannot be read is a miss: a corrupted or
 * half-written cache costs a render, never a wrong page. Writes go to a temporary file that is
 * renamed into place, so a reader never sees half an entry.
 */
export interface PageCache {
  readonly dir: string;
  readPage(key: string): Promise<CachedPage | null>;
  /** Writes in the calling thread (see `writeAtomicallySync`). */
  writePage(key: string, record: PageRecord, html: string): void;
  /** Writes an entry made by `pageEntry`, in the calling thread: what `writePage` writes. */
  writeEntry(key: string, entry: string): void;
  readShared(outputPath: string): Promise<SharedFile | null>;
  writeShared(file: SharedFile): Promise<void>;
  /**
   * A share card drawn before, by its output path (`assets/og/card-<hash>.png`, named by what
   * it shows); null when missing or not a whole PNG.
   */
  readImage(outputPath: string): Promise<Buffer | null>;
  /** Writes in the calling thread, as `writePage` does. */
  writeImage(outputPath: string, png: Uint8Array): void;
  /**
   * Keeps files of the output folder `fromDir` (posix paths in it) under a key, with `index`
   * (JSON) beside them: for files a build writes by the thousand (the pages' twins) or that are
   * large (llms-full.txt), which `restoreFiles` copies back without reading them into memory.
   */
  keepFiles(key: string, fromDir: string, paths: readonly string[], index: unknown): void;
  /** Copies the files kept under `key` into `toDir`; their paths and index, or null when missing or damaged. */
  restoreFiles(key: string, toDir: string): { paths: string[]; index: unknown } | null;
  /** Deletes every entry but these (the pages, shared files, share cards and made files of the build that just succeeded). */
  prune(keep: { pages: ReadonlySet<string>; shared: ReadonlySet<string>; images?: ReadonlySet<string>; files?: ReadonlySet<string> }): Promise<void>;
}

const isKey = (key: string) => /^[0-9a-f]{64}$/.test(key);

/** A record read back from disk: checked field by field, since the file may hold anything. */
function isRecord(value: unknown): value is PageRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.index === 'number' &&
    typeof r.file === 'string' &&
    typeof r.pathname === 'string' &&
    typeof r.language === 'string' &&
    typeof r.noindex === 'boolean' &&
    typeof r.url === 'string' &&
    (r.path === null || typeof r.path === 'string') &&
    typeof r.sha === 'string' &&
    typeof r.bytes === 'number' &&
    Array.isArray(r.ids) &&
    Array.isArray(r.anchors) &&
    Array.isArray(r.links) &&
    Array.isArray(r.assets) &&
    Array.isArray(r.scriptHashes) &&
    Array.isArray(r.shared) &&
    Array.isArray(r.diagnostics) &&
    Array.isArray(r.routeLookups) &&
    (r.socialCard === null || (typeof r.socialCard === 'object' && r.socialCard !== undefined && typeof (r.socialCard as Record<string, unknown>).path === 'string')) &&
    (r.search === null || (typeof r.search === 'object' && r.search !== undefined && Array.isArray((r.search as Record<string, unknown>).sections)))
  );
}

/** The shared file a cache entry name stands for: `styles-<hash>.css` -> `assets/styles-<hash>.css`. */
const sharedName = (outputPath: string) => outputPath.split('/').join('__');

/** A share card's cache entry name: `assets/og/card-<hash>.png` -> `card-<hash>.png`. */
const imageName = (outputPath: string): string | null => {
  const name = outputPath.split('/').at(-1)!;
  return /^card-[A-Za-z0-9]+\.png$/.test(name) ? name : null;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** A PNG from its signature to its end chunk: what an interrupted or damaged write would not be. */
const isWholePng = (bytes: Buffer) => bytes.length > 16 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(-8).equals(PNG_END);

/** Whether the cache in `root` holds any rendered page (a build may then reuse pages rather than render them). */
export async function hasCachedPages(root: string): Promise<boolean> {
  try {
    return (await readdir(path.join(root, FORMAT, 'pages'))).length > 0;
  } catch {
    return false;
  }
}

/** A page's entry as the cache keeps it: its record as one line of JSON, then its HTML. */
export const pageEntry = (record: PageRecord, html: string): string => `${JSON.stringify(record)}\n${html}`;

export function openPageCache(root: string): PageCache {
  const dir = path.join(root, FORMAT);
  const pagesDir = path.join(dir, 'pages');
  const sharedDir = path.join(dir, 'shared');
  const imagesDir = path.join(dir, 'og');
  const setsDir = path.join(dir, 'sets');
  const pageFile = (key: string) => path.join(pagesDir, key.slice(0, 2), key);
  const madeFolders = new Set<string>();
  const writeEntry = (key: string, entry: string) => {
    if (!isKey(key)) throw new Error(`Not a cache key: ${key}`);
    writeAtomicallySync(pageFile(key), entry, madeFolders);
  };

  return {
    dir,
    async readPage(key) {
      if (!isKey(key)) return null;
      const read = await readHeaderedFile(pageFile(key));
      if (!read) return null;
      const { header: record, body: html } = read;
      if (!isRecord(record) || record.sha !== sha256(html) || record.bytes !== html.byteLength) return null;
      return { record, html };
    },
    writePage: (key, record, html) => writeEntry(key, pageEntry(record, html)),
    writeEntry,
    async readShared(outputPath) {
      const dot = outputPath.lastIndexOf('.');
      const match = /^assets\/(.+)-[A-Z2-7]{8}$/.exec(outputPath.slice(0, dot));
      if (!match || dot === -1) return null;
      let contents: string;
      try {
        contents = await readFile(path.join(sharedDir, sharedName(outputPath)), 'utf8');
      } catch {
        return null;
      }
      // The name holds the hash of the content: a file that changed since it was written is not it.
      if (hashedAssetPath(match[1]!, outputPath.slice(dot + 1), contents) !== outputPath) return null;
      return { path: outputPath, contents };
    },
    async writeShared(file) {
      await writeAtomically(path.join(sharedDir, sharedName(file.path)), file.contents);
    },
    async readImage(outputPath) {
      const name = imageName(outputPath);
      if (!name) return null;
      try {
        const bytes = await readFile(path.join(imagesDir, name));
        return isWholePng(bytes) ? bytes : null;
      } catch {
        return null;
      }
    },
    writeImage(outputPath, png) {
      const name = imageName(outputPath);
      if (!name) throw new Error(`Not a share card's path: ${outputPath}`);
      writeAtomicallySync(path.join(imagesDir, name), png, madeFolders);
    },
    keepFiles(key, fromDir, paths, index) {
      if (!isKey(key)) throw new Error(`Not a cache key: ${key}`);
      const target = path.join(setsDir, key);
      if (existsSync(target)) return;
      const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      try {
        mkdirSync(temporary, { recursive: true });
        const files = paths.map((file) => {
          const name = sha256(file);
          copyFileSync(path.join(fromDir, ...file.split('/')), path.join(temporary, name));
          return { path: file, name, size: statSync(path.join(temporary, name)).size };
        });
        writeFileSync(path.join(temporary, 'index.json'), JSON.stringify({ files, index }));
        renameSync(temporary, target);
      } catch {
        // A cache is an optimisation: the next build makes these files again.
        rmSync(temporary, { recursive: true, force: true });
      }
    },
    restoreFiles(key, toDir) {
      if (!isKey(key)) return null;
      const folder = path.join(setsDir, key);
      try {
        const kept = JSON.parse(readFileSync(path.join(folder, 'index.json'), 'utf8')) as { files?: unknown; index?: unknown };
        const files = kept.files;
        if (!Array.isArray(files) || !files.every((file) => typeof file?.path === 'string' && isKey(file.name) && typeof file.size === 'number')) return null;
        const entries = files as { path: string; name: string; size: number }[];
        // Every file is there, whole, before any is copied: a set half pruned is a miss.
        if (!entries.every((file) => statSync(path.join(folder, file.name)).size === file.size)) return null;
        const made = new Set<string>();
        for (const file of entries) {
          const target = path.join(toDir, ...file.path.split('/'));
          const parent = path.dirname(target);
          if (!made.has(parent)) {
            mkdirSync(parent, { recursive: true });
            made.add(parent);
          }
          copyFileSync(path.join(folder, file.name), target);
        }
        return { paths: entries.map((file) => file.path), index: kept.index };
      } catch {
        return null;
      }
    },
    async prune(keep) {
      const list = async (folder: string) => {
        try {
          return await readdir(folder);
        } catch {
          return [];
        }
      };
      // Layouts other than this one: left by another version of docs-site.
      for (const entry of await list(root)) {
        if (entry !== FORMAT && /^v\d+$/.test(entry)) await rm(path.join(root, entry), { recursive: true, force: true });
      }
      for (const bucket of await list(pagesDir)) {
        for (const entry of await list(path.join(pagesDir, bucket))) {
          if (!keep.pages.has(entry) && !entry.endsWith('.tmp')) await rm(path.join(pagesDir, bucket, entry), { force: true });
        }
      }
      const keptShared = new Set([...keep.shared].map(sharedName));
      for (const entry of await list(sharedDir)) {
        if (!keptShared.has(entry) && !entry.endsWith('.tmp')) await rm(path.join(sharedDir, entry), { force: true });
      }
      const keptImages = new Set([...(keep.images ?? [])].map(imageName));
      for (const entry of await list(imagesDir)) {
        if (!keptImages.has(entry) && !entry.endsWith('.tmp')) await rm(path.join(imagesDir, entry), { force: true });
      }
      for (const entry of await list(setsDir)) {
        if (!keep.files?.has(entry) && !entry.endsWith('.tmp')) await rm(path.join(setsDir, entry), { recursive: true, force: true });
      }
    },
  };
}
