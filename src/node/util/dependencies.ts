import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from './package-root';

const hashOf = (...parts: unknown[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'string' ? part : JSON.stringify(part) ?? 'undefined').update('\0');
  return hash.digest('hex');
};

/**
 * A folder's package.json, or nothing when it has none (a site may use docs-site's packages)
 * or it cannot be read: then the record of the installed tree still counts.
 */
function readManifest(file: string): { dependencies?: Record<string, string> } {
  try {
    const manifest: unknown = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    return typeof manifest === 'object' && manifest !== null ? manifest : {};
  } catch {
    return {};
  }
}

/**
 * The packages docs-site renders with (or those of the site at `root`), as installed: the version of each of its dependencies
 * and, when npm's record of the installed tree (`node_modules/.package-lock.json`) is found,
 * that whole record, so a changed transitive dependency counts too.
 */
export function dependenciesFingerprint(root = packageRoot()): string {
  if (root !== packageRoot()) return fingerprintOf(root);
  // docs-site's own packages are those this process loaded: they stay what they were for as
  // long as it runs. A build asks four times (about 3 ms each: forty manifests and npm's
  // record of the tree, read and hashed).
  ownFingerprint ??= fingerprintOf(root);
  return ownFingerprint;
}

/** docs-site's own dependencies do not change while a process runs: read once per process. */
let ownFingerprint: string | undefined;

function fingerprintOf(root: string): string {
  const manifest = readManifest(path.join(root, 'package.json'));
  const versions: string[] = [];
  for (const name of Object.keys(manifest.dependencies ?? {}).sort()) {
    let dir = root;
    let version = 'missing';
    for (;;) {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      if (existsSync(file)) {
        version = (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? 'unknown';
        break;
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    versions.push(`${name}@${version}`);
  }
  let installed = '';
  for (let dir = root; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', '.package-lock.json');
    if (existsSync(file)) {
      installed = readFileSync(file, 'utf8');
      break;
    }
    if (path.dirname(dir) === dir) break;
  }
  return hashOf(versions, installed);
}
