import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sha256 } from './sha256';
import { MAX_CACHE_FILE_BYTES } from './limits';
import { readRegularFileSync } from './site-files';

/**
 * What a compiled module was made of, to tell on a later build whether compiling again would
 * give the same module: the hash of each file esbuild read, and the names in each folder it
 * read from (a new `Foo.tsx` beside `Foo.js` changes what `./Foo` resolves to). Files inside
 * `node_modules` are left out: the installed packages are accounted for as a whole by the
 * dependency fingerprint that goes with the record.
 */
export type InputsRecord = [file: string, hash: string][];

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;

async function folderListing(folder: string): Promise<string> {
  return sha256((await readdir(folder)).sort().join('\n'));
}

/**
 * The record of these input files (absolute paths), or null when one of them cannot be read
 * (a virtual module, a file deleted meanwhile): such a module is compiled every time.
 */
export async function recordInputs(files: Iterable<string>): Promise<InputsRecord | null> {
  const own = [...new Set(files)].filter((file) => !IN_NODE_MODULES.test(file)).sort();
  const folders = [...new Set(own.map((file) => path.dirname(file)))].sort();
  try {
    const hashes = await Promise.all(own.map(async (file): Promise<[string, string]> => [file, sha256(await readFile(file))]));
    const listings = await Promise.all(folders.map(async (folder): Promise<[string, string]> => [`${folder}${path.sep}`, await folderListing(folder)]));
    return [...hashes, ...listings];
  } catch {
    return null;
  }
}

/** Whether every file and folder of the record is as it was when it was recorded. */
export async function inputsUnchanged(record: InputsRecord, seen: Map<string, Promise<string | null>> = new Map()): Promise<boolean> {
  const current = (entry: string) => {
    let hash = seen.get(entry);
    if (!hash) {
      const folder = entry.endsWith(path.sep);
      // A record read back from the cache may name anything: a file is read only when it is a
      // regular one (never through a link, never a FIFO or device) within the bound.
      hash = (folder ? folderListing(entry.slice(0, -1)) : Promise.resolve().then(() => sha256(readRegularFileSync(entry, MAX_CACHE_FILE_BYTES)))).catch(() => null);
      seen.set(entry, hash);
    }
    return hash;
  };
  const checks = await Promise.all(record.map(async ([entry, hash]) => (await current(entry)) === hash));
  return checks.every(Boolean);
}

/** Whether a value read back from disk is an inputs record. */
export function isInputsRecord(value: unknown): value is InputsRecord {
  return Array.isArray(value) && value.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string' && path.isAbsolute(entry[0]) && typeof entry[1] === 'string');
}
