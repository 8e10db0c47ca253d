import { createHash } from 'node:crypto';
import { watch } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures');

const created: string[] = [];

/** A fresh temporary folder, removed by `cleanupTemporaryFolders`. */
export async function temporaryFolder(prefix = 'docs-site-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

export async function cleanupTemporaryFolders(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** Copies `test/fixtures/<name>` into a temporary folder, so a test may change it. */
export async function copyFixture(name: string): Promise<string> {
  const root = await temporaryFolder(`docs-site-${name}-`);
  await cp(path.join(fixturesDir, name), root, { recursive: true });
  return root;
}

/** Writes files (posix paths relative to `root`), creating their folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, ...file.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}

/** Adds fields (config source such as `serviceWorker: false,`) to a copied fixture's `docs-site.config.ts`, before its products. */
export async function extendConfig(root: string, fields: string): Promise<void> {
  const file = path.join(root, 'docs-site.config.ts');
  const config = await readFile(file, 'utf8');
  if (!config.includes('\n  products: [')) throw new Error(`${file} has no products list to add fields before`);
  await writeFile(file, config.replace('\n  products: [', `\n  ${fields}\n  products: [`));
}

/** Every file under `dir` with the hash of its bytes: two equal snapshots mean byte-identical trees. */
export async function snapshotTree(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const snapshot: Record<string, string> = {};
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, absolute).split(path.sep).join('/');
    snapshot[relative] = createHash('sha256').update(await readFile(absolute)).digest('hex');
  }
  return Object.fromEntries(Object.entries(snapshot).sort(([a], [b]) => a.localeCompare(b)));
}

export const readText = (file: string) => readFile(file, 'utf8');

/**
 * Resolves as soon as a file whose name matches `name` is created directly in `dir` (watched
 * from this call on), or rejects after `timeoutMs`: an event to act on, instead of a sleep.
 */
export function fileAppears(dir: string, name: RegExp, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const watcher = watch(dir, (_, file) => {
      if (file === null || !name.test(file)) return;
      done();
      resolve(file);
    });
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no file matching ${name} appeared in ${dir} within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      watcher.close();
    };
  });
}
