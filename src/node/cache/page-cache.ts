import { randomBytes } from 'node:crypto';
import { copyFileSync, linkSync, lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { hashedAssetPath } from '../routing/asset-names';
import type { PageRecord } from '../model/page-record';
import type { SharedFile } from '../model/output-files';
import { writeAtomically, writeAtomicallySync } from '../util/write-atomically';
import { sha256 } from '../util/sha256';
import { isOutputPath } from '../util/output-path';
import { readRegularFileSync } from '../util/site-files';

/**
 * Version of the cache's layout. Entries of another layout live in another folder, so an old
 * cache is never misread, and pruning removes it.
 */
const FORMAT = 'v3';

/** A rendered page found in the cache: its record, and the files that hold its exact HTML and its twin's text (to copy, not read). */
export interface CachedPage {
  record: PageRecord;
  htmlFile: string;
  /** Null when the page has no twin (`record.twin` is null). */
  twinFile: string | null;
}

/**
 * Rendered pages kept between builds, keyed by a hash of everything that went into them (see
 * `cache-keys.ts`), and the shared files they refer to, named by a hash of their content.
 *
 * A page is its record (one line of JSON), its HTML and its markdown twin's text, if it has one. Every read is checked
 * (the HTML's hash against the record's, a shared file's name against its content), and any
 * entry that does not check out, cannot be parsed or cannot be read is a miss: a corrupted or
 * half-written cache costs a render, never a wrong page. Writes go to a temporary file that is
 * renamed into place, so a reader never sees half an entry.
 */
export interface PageCache {
  readonly dir: string;
  /**
   * A page rendered before: its record, and its HTML's file, checked to be as it was written
   * (size and modification time, as make and git tell a changed file). The HTML is not read:
   * the build copies the file into the output.
   */
  readPage(key: string): Promise<CachedPage | null>;
  /** Writes in the calling thread (see `writeAtomicallySync`); `twin`: the text of the twin `record.twin` lists. */
  writePage(key: string, record: PageRecord, html: string, twin: string | null): void;
  /** The files a page's entry keeps its HTML and twin in (written or not): to link into an output. */
  pageFiles(key: string): { html: string; twin: string } | null;
  /** Writes an entry made by `pageEntry`, in the calling thread: what `writePage` writes. */
  writeEntry(key: string, entry: PageEntry): void;
  readShared(outputPath: string): Promise<SharedFile | null>;
  writeShared(file: SharedFile): Promise<void>;
  /**
   * A share card drawn before, by its output path (`assets/og/card-<hash>.png`, named by what
   * it shows); null when missing or not a whole PNG.
   */
  readImage(outputPath: string): Promise<Buffer | null>;
  /** The file of a share card in the cache (whether it is there or not), to link into an output once `readImage` found it whole. */
  imageFile(outputPath: string): string | null;
  /** Writes in the calling thread, as `writePage` does. */
  writeImage(outputPath: string, png: Uint8Array): void;
  /**
   * Keeps files of the output folder `fromDir` (posix paths in it) under a key, with `index`
   * (JSON) beside them: for files a build writes by the thousand (the pages' twins) or that are
   * large (llms-full.txt), which `write/` places back without reading them into memory.
   */
  keepFiles(key: string, fromDir: string, paths: readonly string[], index: unknown): void;
  /**
   * The files kept under `key`, each an output path and the cache's file that holds it, with
   * their index; null when missing or damaged (a path out of the output, a file gone or changed).
   * A lookup: what is placed in the output, and how, is `write/`'s (`placeKeptFiles`).
   */
  keptFiles(key: string): KeptFiles | null;
  /** Deletes every entry but these (the pages, shared files, share cards and made files of the build that just succeeded). */
  prune(keep: { pages: ReadonlySet<string>; shared: ReadonlySet<string>; images?: ReadonlySet<string>; files?: ReadonlySet<string> }): Promise<void>;
}

/** Files the cache keeps under one key: where each goes in the output, and where its bytes are. */
export interface KeptFiles {
  files: { path: string; file: string }[];
  index: unknown;
}

const isKey = (key: string) => /^[0-9a-f]{64}$/.test(key);

/** The stamps of a page's files as written (`stampOf`), on the first line of its entry. */
interface PageStamp {
  html: string;
  twin: string | null;
}

const isStamp = (value: unknown): value is PageStamp =>
  typeof value === 'object' && value !== null && typeof (value as PageStamp).html === 'string' && ((value as PageStamp).twin === null || typeof (value as PageStamp).twin === 'string');

/** The shape of a record read back from disk; `write/reuse-page.ts` checks it whole before it is used. */
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
    (r.search === null || (typeof r.search === 'object' && r.search !== undefined && Array.isArray((r.search as Record<string, unknown>).sections))) &&
    (r.twin === null || (typeof r.twin === 'object' && r.twin !== undefined && typeof (r.twin as Record<string, unknown>).path === 'string'))
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

/**
 * A page's entry as it is sent to be written (from a render thread to the side thread): its
 * record as one line of JSON, its HTML and its twin's text. The cache keeps them in three files.
 */
export interface PageEntry {
  record: string;
  html: string;
  twin: string | null;
}

export const pageEntry = (record: PageRecord, html: string, twin: string | null): PageEntry => ({ record: JSON.stringify(record), html, twin });

/**
 * The stamp of a file as written: a file changed since has another size or modification time.
 * Only a regular file has one (a link is not followed, a FIFO is not one): anything else in
 * the cache's place is a miss, never linked into an output.
 */
const stampOf = (file: string): string => {
  const info = lstatSync(file, { bigint: true });
  if (!info.isFile()) throw new Error(`${file} is not a regular file`);
  return `${info.size}:${info.mtimeNs}`;
};

export function openPageCache(root: string): PageCache {
  const dir = path.join(root, FORMAT);
  const pagesDir = path.join(dir, 'pages');
  const sharedDir = path.join(dir, 'shared');
  const imagesDir = path.join(dir, 'og');
  const setsDir = path.join(dir, 'sets');
  const pageFile = (key: string) => path.join(pagesDir, key.slice(0, 2), key);
  const madeFolders = new Set<string>();
  // The HTML and the twin first, then the record with their stamps: a record is never there
  // before its files, and a file written over by another build has another stamp than its record says.
  const writeEntry = (key: string, entry: PageEntry) => {
    if (!isKey(key)) throw new Error(`Not a cache key: ${key}`);
    const htmlFile = `${pageFile(key)}.html`;
    const twinFile = `${pageFile(key)}.md`;
    if (!writeAtomicallySync(htmlFile, entry.html, madeFolders)) return;
    if (entry.twin !== null && !writeAtomicallySync(twinFile, entry.twin, madeFolders)) return;
    let stamp: PageStamp;
    try {
      stamp = { html: stampOf(htmlFile), twin: entry.twin === null ? null : stampOf(twinFile) };
    } catch {
      return;
    }
    writeAtomicallySync(pageFile(key), `${JSON.stringify(stamp)}\n${entry.record}`, madeFolders);
  };

  return {
    dir,
    async readPage(key) {
      if (!isKey(key)) return null;
      // Synchronous: a warm build reads a thousand of these small files before anything else
      // can happen, and each trip through the thread pool cost more than the read.
      let stamp: unknown;
      let record: unknown;
      try {
        const text = readRegularFileSync(pageFile(key)).toString('utf8');
        const newline = text.indexOf('\n');
        if (newline === -1) return null;
        stamp = JSON.parse(text.slice(0, newline));
        record = JSON.parse(text.slice(newline + 1));
      } catch {
        return null;
      }
      const htmlFile = `${pageFile(key)}.html`;
      const twinFile = `${pageFile(key)}.md`;
      try {
        if (!isStamp(stamp) || !isRecord(record) || !stamp.html.startsWith(`${record.bytes}:`) || stampOf(htmlFile) !== stamp.html) return null;
        if (record.twin === null ? stamp.twin !== null : stamp.twin === null || !stamp.twin.startsWith(`${record.twin.bytes}:`) || stampOf(twinFile) !== stamp.twin) return null;
      } catch {
        return null;
      }
      return { record, htmlFile, twinFile: record.twin === null ? null : twinFile };
    },
    writePage: (key, record, html, twin) => writeEntry(key, pageEntry(record, html, twin)),
    pageFiles: (key) => (isKey(key) ? { html: `${pageFile(key)}.html`, twin: `${pageFile(key)}.md` } : null),
    writeEntry,
    async readShared(outputPath) {
      const dot = outputPath.lastIndexOf('.');
      const match = /^assets\/(.+)-[A-Z2-7]{8}$/.exec(outputPath.slice(0, dot));
      if (!match || dot === -1) return null;
      let contents: string;
      try {
        contents = readRegularFileSync(path.join(sharedDir, sharedName(outputPath))).toString('utf8');
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
        // Synchronous, as pages' records are read: a warm build reads hundreds of cards at once.
        const bytes = readRegularFileSync(path.join(imagesDir, name));
        return isWholePng(bytes) ? bytes : null;
      } catch {
        return null;
      }
    },
    imageFile(outputPath) {
      const name = imageName(outputPath);
      return name ? path.join(imagesDir, name) : null;
    },
    writeImage(outputPath, png) {
      const name = imageName(outputPath);
      if (!name) throw new Error(`Not a share card's path: ${outputPath}`);
      writeAtomicallySync(path.join(imagesDir, name), png, madeFolders);
    },
    keepFiles(key, fromDir, paths, index) {
      if (!isKey(key)) throw new Error(`Not a cache key: ${key}`);
      const target = path.join(setsDir, key);
      const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      try {
        mkdirSync(temporary, { recursive: true });
        const files = paths.map((file) => {
          const name = sha256(file);
          // Linked where it can be (the output then holds the cache's file, which the next build
          // finds in place), else copied.
          try {
            linkSync(path.join(fromDir, ...file.split('/')), path.join(temporary, name));
          } catch {
            copyFileSync(path.join(fromDir, ...file.split('/')), path.join(temporary, name));
          }
          return { path: file, name, stamp: stampOf(path.join(temporary, name)) };
        });
        writeFileSync(path.join(temporary, 'index.json'), JSON.stringify({ files, index }));
        // Kept only when it could not be restored: a set already there is damaged (or another
        // build's, the same), and is replaced, so that a damaged set is not a miss for ever.
        rmSync(target, { recursive: true, force: true });
        renameSync(temporary, target);
      } catch {
        // A cache is an optimisation: the next build makes these files again.
        rmSync(temporary, { recursive: true, force: true });
      }
    },
    keptFiles(key) {
      if (!isKey(key)) return null;
      const folder = path.join(setsDir, key);
      try {
        const kept = JSON.parse(readRegularFileSync(path.join(folder, 'index.json')).toString('utf8')) as { files?: unknown; index?: unknown };
        const files = kept.files;
        // Each path a file inside the output (never `../../x.txt`), each name a file of the set.
        if (!Array.isArray(files) || !files.every((file) => typeof file?.path === 'string' && isOutputPath(file.path) && isKey(file.name) && typeof file.stamp === 'string')) return null;
        const entries = files as { path: string; name: string; stamp: string }[];
        // Every file is there, as it was kept, before any is placed: a set half pruned, or a file
        // changed through a link from an output folder, is a miss.
        if (!entries.every((file) => stampOf(path.join(folder, file.name)) === file.stamp)) return null;
        return { files: entries.map((file) => ({ path: file.path, file: path.join(folder, file.name) })), index: kept.index };
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
          if (!keep.pages.has(entry.replace(/\.(?:html|md)$/, '')) && !entry.endsWith('.tmp')) await rm(path.join(pagesDir, bucket, entry), { force: true });
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
