import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inputsUnchanged, isInputsRecord, recordInputs, type InputsRecord } from '../util/input-files';
import { readHeaderedFile, writeAtomically } from '../util/write-atomically';
import { sha256 } from '../util/sha256';
import { isSizedOutputFile } from '../util/output-path';

/** Layout of the folder; another layout lives in another folder. */
const FORMAT = 'templates-v1';

/** The templates compiled into one module, and the files they import for their URL. */
export interface CompiledTemplates {
  code: string;
  assets: { path: string; contents: Uint8Array }[];
}

/** The first line of an entry: everything but the bytes (the code, then each asset), which follow it. */
interface Header {
  inputs: InputsRecord;
  codeBytes: number;
  assets: { path: string; size: number }[];
  /** Hash of the bytes after the header. */
  sha: string;
}

function isHeader(value: unknown): value is Header {
  if (typeof value !== 'object' || value === null) return false;
  const h = value as Record<string, unknown>;
  return (
    isInputsRecord(h.inputs) &&
    Number.isSafeInteger(h.codeBytes) &&
    (h.codeBytes as number) >= 0 &&
    typeof h.sha === 'string' &&
    Array.isArray(h.assets) &&
    // Each asset is written into the output at its path: one inside it.
    h.assets.every((a: unknown) => isSizedOutputFile(a))
  );
}

/** The entry in `file`, when it checks out and every file it was made of is as it was; null otherwise. */
async function readEntry(file: string): Promise<CompiledTemplates | null> {
  const read = await readHeaderedFile(file);
  if (!read) return null;
  const { header, body } = read;
  if (!isHeader(header) || sha256(body) !== header.sha) return null;
  if (header.codeBytes + header.assets.reduce((sum, a) => sum + a.size, 0) !== body.byteLength) return null;
  if (!(await inputsUnchanged(header.inputs))) return null;
  let offset = header.codeBytes;
  const assets = header.assets.map((a) => {
    const contents = new Uint8Array(body.subarray(offset, offset + a.size));
    offset += a.size;
    return { path: a.path, contents };
  });
  return { code: body.subarray(0, header.codeBytes).toString('utf8'), assets };
}

/** Writes the entry (header line, then the bytes), renamed into place, and deletes the entries of other keys: a site keeps one. */
async function writeEntry(dir: string, file: string, compiled: CompiledTemplates, inputs: InputsRecord): Promise<void> {
  const code = Buffer.from(compiled.code);
  const body = Buffer.concat([code, ...compiled.assets.map((a) => a.contents)]);
  const header: Header = { inputs, codeBytes: code.byteLength, assets: compiled.assets.map((a) => ({ path: a.path, size: a.contents.byteLength })), sha: sha256(body) };
  if (!(await writeAtomically(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), body])))) return;
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (name !== path.basename(file) && name.endsWith('.templates')) await rm(path.join(dir, name), { force: true }).catch(() => undefined);
  }
}

/**
 * The compiled templates, from the site's cache (`cacheRoot`; null: neither read nor written,
 * as with `--no-cache`) when neither what they are compiled with (`key`: the folder, the
 * overrides, the aliases, docs-site's code and the installed packages) nor any file they were
 * made of changed since; else compiled by `compile` (esbuild: about half a second), and kept.
 * A compile that fails is not kept: its diagnostics come back every time.
 */
export async function cachedTemplates<F>(
  cacheRoot: string | null,
  key: string,
  compile: () => Promise<{ compiled: CompiledTemplates; inputs: string[] } | { failed: F }>,
): Promise<{ compiled: CompiledTemplates } | { failed: F }> {
  const dir = cacheRoot === null ? null : path.join(cacheRoot, FORMAT);
  const file = dir === null ? null : path.join(dir, `${sha256(key)}.templates`);
  if (file !== null) {
    const cached = await readEntry(file);
    if (cached) return { compiled: cached };
  }
  const result = await compile();
  if (dir !== null && file !== null && 'compiled' in result) {
    const inputs = await recordInputs(result.inputs);
    if (inputs) await writeEntry(dir, file, result.compiled, inputs);
  }
  return result;
}
