import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inputsUnchanged, isInputsRecord, recordInputs, type InputsRecord } from '../util/input-files';
import { readHeaderedFile, writeAtomically } from '../util/write-atomically';
import type { ClientAssets } from './bundle-client';
import { sha256 } from '../util/sha256';
import { isSizedOutputFile } from '../util/output-path';

/** Layout of the folder; another layout lives in another folder. */
const FORMAT = 'client-v1';

/** The first line of a cached bundle: everything but the files' bytes, which follow it in order. */
interface Header {
  inputs: InputsRecord;
  files: { path: string; size: number }[];
  urls: Omit<ClientAssets, 'files'>;
  /** Hash of the bytes after the header. */
  sha: string;
}

function isHeader(value: unknown): value is Header {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  const urls = h.urls as Record<string, unknown> | null;
  return (
    isInputsRecord(h.inputs) &&
    Array.isArray(h.files) &&
    // Each file is written into the output at its path: one inside it.
    h.files.every((f: unknown) => isSizedOutputFile(f)) &&
    typeof h.sha === 'string' &&
    typeof urls === 'object' &&
    urls !== null &&
    typeof urls.main === 'string' &&
    typeof urls.islandRuntime === 'string' &&
    typeof urls.prePaint === 'string' &&
    typeof urls.demos === 'object' &&
    urls.demos !== null &&
    Object.values(urls.demos).every((url) => typeof url === 'string')
  );
}

/** The bundle cached under `key`, when every file it was made of is as it was; null otherwise. */
async function readBundle(file: string): Promise<ClientAssets | null> {
  const read = await readHeaderedFile(file);
  if (!read) return null;
  const { header, body } = read;
  if (!isHeader(header) || sha256(body) !== header.sha || header.files.reduce((sum, f) => sum + f.size, 0) !== body.byteLength) return null;
  if (!(await inputsUnchanged(header.inputs))) return null;
  let offset = 0;
  const files = header.files.map((f) => {
    const contents = new Uint8Array(body.subarray(offset, offset + f.size));
    offset += f.size;
    return { path: f.path, contents };
  });
  return { ...header.urls, files };
}

/**
 * Writes the bundle as one file (header line, then the files' bytes), renamed into place, and
 * deletes the bundles of other keys: a site keeps one. A write that fails is dropped.
 */
async function writeBundle(dir: string, file: string, assets: ClientAssets, inputs: InputsRecord): Promise<void> {
  const { files, ...urls } = assets;
  const body = Buffer.concat(files.map((f) => f.contents));
  const header: Header = { inputs, files: files.map((f) => ({ path: f.path, size: f.contents.byteLength })), urls, sha: sha256(body) };
  if (!(await writeAtomically(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body])))) return;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name !== path.basename(file) && name.endsWith('.bundle')) await rm(path.join(dir, name), { force: true }).catch(() => undefined);
  }
}

/**
 * The site's browser bundle, from the cache when neither what it is bundled with (`key`: the
 * options, the demos, docs-site's version and the installed packages) nor any file it was
 * made of changed since the build that bundled it; else bundled by `bundle`, and kept.
 *
 * The whole bundle is one unit: code shared between demos is split into common chunks, so a
 * changed demo can change other chunks' names, and esbuild bundles them all in one run.
 */
export async function cachedClientBundle<R extends { assets: ClientAssets | null; inputs: string[] }>(
  cacheRoot: string | null,
  key: string,
  bundle: () => Promise<R>,
): Promise<(R & { cached?: false }) | { assets: ClientAssets; diagnostics: []; inputs: string[]; cached: true }> {
  const dir = cacheRoot === null ? null : path.join(cacheRoot, FORMAT);
  const file = dir === null ? null : path.join(dir, `${sha256(key)}.bundle`);
  if (file !== null) {
    const cached = await readBundle(file);
    if (cached) return { assets: cached, diagnostics: [], inputs: [], cached: true };
  }
  const result = await bundle();
  if (dir !== null && file !== null && result.assets) {
    const inputs = await recordInputs(result.inputs);
    if (inputs) await writeBundle(dir, file, result.assets, inputs);
  }
  return result;
}
