import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inputsUnchanged, isInputsRecord, type InputsRecord } from '../util/input-files';
import { FAILURE_CODES, type DemoFailure } from '../model/demo-failure';
import { MAX_CACHE_FILE_BYTES } from '../util/limits';
import { readRegularFileSync } from '../util/site-files';
import type { DemoModule } from './load-demos';
import { writeAtomically } from '../util/write-atomically';
import { sha256 } from '../util/sha256';

/** Layout of the folder; another layout lives in another folder. */
const FORMAT = 'demos-v2';

/** A demo compiled by an earlier build whose inputs have not changed since. */
export interface CachedDemo {
  /** The compiled module, importable by any thread. */
  modulePath: string;
  /** The npm packages it imports, each with the site's files that import it. */
  packages: Record<string, string[]>;
  /**
   * The outcome of rendering it once on its own (`render/check-demos.ts`), under the key it was
   * rendered with, and whether what it shows changes once it comes to life in a browser.
   */
  render: { key: string; failure: DemoFailure | null; changesOnMount: boolean | null } | null;
}

/** What the index keeps of a demo: its module by name in the modules folder, with the hash of its bytes. */
interface IndexEntry extends Omit<CachedDemo, 'modulePath'> {
  module: string;
  sha: string;
  inputs: InputsRecord;
}

/** A module's name, as `write` makes it: never a path. */
const MODULE_NAME = /^[A-Za-z0-9_-]{1,80}\.mjs$/;

/** A demo just compiled: its module, its source map, what it was made of. */
export interface FreshDemo {
  code: Uint8Array;
  map: string | null;
  inputs: InputsRecord | null;
  packages: Record<string, string[]>;
}

/**
 * The demos' compiled server modules, kept between builds (in the config's cache folder): a
 * demo is compiled again only when a file it was made of changed, a file appeared beside one,
 * or what every demo is compiled with changed (`fingerprint`: docs-site's version, the
 * installed packages, the config's `alias`). Its render check is kept with it, under the key
 * of what it was rendered with (the templates).
 *
 * With `reuse: false` nothing is read back (`--no-cache`), but modules are still written here:
 * they must be files for the render threads to import.
 */
export interface DemoCache {
  read(module: DemoModule): Promise<CachedDemo | null>;
  /** Writes a freshly compiled demo's module (named by its content's hash) and, when it has an inputs record, notes its entry. */
  write(module: DemoModule, fresh: FreshDemo): Promise<CachedDemo>;
  /** Notes the outcome of a demo's render check. */
  writeRender(module: DemoModule, demo: CachedDemo, render: CachedDemo['render']): void;
  /** Writes the index of what was noted: one file for every demo, read once per build. */
  save(): Promise<void>;
  /** Forgets the modules and entries of every demo but these, and saves. */
  prune(keep: readonly DemoModule[]): Promise<void>;
}

const isPosition = (value: unknown) => value === null || (Number.isSafeInteger(value) && (value as number) >= 0);

function isFailure(value: unknown): value is DemoFailure {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.kind === 'string' &&
    Object.hasOwn(FAILURE_CODES, f.kind) &&
    typeof f.message === 'string' &&
    (f.hint === null || typeof f.hint === 'string') &&
    typeof f.file === 'string' &&
    isPosition(f.line) &&
    isPosition(f.column)
  );
}

function isIndexEntry(value: unknown): value is IndexEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const render = e.render as Record<string, unknown> | null;
  return (
    typeof e.module === 'string' &&
    MODULE_NAME.test(e.module) &&
    typeof e.sha === 'string' &&
    isInputsRecord(e.inputs) &&
    typeof e.packages === 'object' &&
    e.packages !== null &&
    Object.values(e.packages).every((files) => Array.isArray(files) && files.every((file) => typeof file === 'string')) &&
    (render === null ||
      (typeof render === 'object' &&
        typeof render.key === 'string' &&
        (render.failure === null || isFailure(render.failure)) &&
        (render.changesOnMount === null || typeof render.changesOnMount === 'boolean')))
  );
}

/** Whether `file` is a regular file (not a link, not a FIFO) whose bytes hash to `sha`. */
function holdsBytes(file: string, sha: string): boolean {
  try {
    return sha256(readRegularFileSync(file, MAX_CACHE_FILE_BYTES)) === sha;
  } catch {
    return false;
  }
}

/** The index as read back from disk: checked entry by entry, since the file may hold anything. */
async function readIndex(file: string): Promise<Map<string, IndexEntry>> {
  let data: unknown;
  try {
    data = JSON.parse(readRegularFileSync(file, MAX_CACHE_FILE_BYTES).toString('utf8'));
  } catch {
    return new Map();
  }
  if (typeof data !== 'object' || data === null) return new Map();
  return new Map(Object.entries(data).filter((entry): entry is [string, IndexEntry] => isIndexEntry(entry[1])));
}

export async function openDemoCache(cacheRoot: string, options: { fingerprint: string; reuse: boolean }): Promise<DemoCache> {
  const dir = path.join(cacheRoot, FORMAT);
  const modulesDir = path.join(dir, 'modules');
  const indexFile = path.join(dir, 'index.json');
  const index = options.reuse ? await readIndex(indexFile) : new Map<string, IndexEntry>();
  let changed = false;
  /** Modules written by this build: kept by `prune` even when they have no entry (their inputs could not be recorded). */
  const written = new Set<string>();
  // A demo's theme (demo-theme.ts) is in its entry module, which is no file: it is in the key.
  const keyOf = (module: DemoModule) => sha256(`${options.fingerprint}\0${module.id}\0${module.entry}${module.theme ? `\0${module.theme}` : ''}`);
  // Files read while checking many demos' inputs (a module the demos share), read once.
  const seen = new Map<string, Promise<string | null>>();
  const save = async () => {
    if (changed && options.reuse) await writeAtomically(indexFile, JSON.stringify(Object.fromEntries(index)));
    changed = false;
  };

  return {
    async read(module) {
      if (!options.reuse) return null;
      const entry = index.get(keyOf(module));
      if (!entry) return null;
      // The module is imported (run) by the build: only the very bytes this cache wrote.
      const modulePath = path.join(modulesDir, entry.module);
      if (!holdsBytes(modulePath, entry.sha)) return null;
      if (!(await inputsUnchanged(entry.inputs, seen))) return null;
      return { modulePath, packages: entry.packages, render: entry.render };
    },
    async write(module, fresh) {
      const sha = sha256(fresh.code);
      const base = `${module.id.replace(/[^A-Za-z0-9_-]+/g, '-').slice(-60)}-${sha.slice(0, 16)}`;
      const modulePath = path.join(modulesDir, `${base}.mjs`);
      // The map first: a module found in place always has its map beside it.
      if (fresh.map !== null && !existsSync(`${modulePath}.map`)) await writeAtomically(`${modulePath}.map`, fresh.map);
      if (!existsSync(modulePath)) await writeAtomically(modulePath, fresh.code);
      written.add(path.basename(modulePath));
      const demo: CachedDemo = { modulePath, packages: fresh.packages, render: null };
      if (fresh.inputs) {
        index.set(keyOf(module), { module: path.basename(modulePath), sha, packages: demo.packages, render: demo.render, inputs: fresh.inputs });
        changed = true;
      }
      return demo;
    },
    writeRender(module, demo, render) {
      const entry = index.get(keyOf(module));
      if (!entry || path.join(modulesDir, entry.module) !== demo.modulePath) return;
      index.set(keyOf(module), { ...entry, render });
      changed = true;
    },
    save,
    async prune(keep) {
      const keys = new Set(keep.map(keyOf));
      for (const key of index.keys()) {
        if (!keys.has(key)) {
          index.delete(key);
          changed = true;
        }
      }
      const modules = new Set([...written, ...[...index.values()].map((entry) => entry.module)]);
      for (const name of await readdir(modulesDir).catch(() => [] as string[])) {
        const module = name.endsWith('.map') ? name.slice(0, -'.map'.length) : name;
        if (!modules.has(module) && !name.endsWith('.tmp')) await rm(path.join(modulesDir, name), { force: true });
      }
      await save();
    },
  };
}
