import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../util/package-root';
import { SHARED_PACKAGES } from '../util/shared-packages';

/** The version of a package as the site's demos get it, or null when it is not installed. */
export type InstalledVersion = (name: string, fromDir: string) => string | null;

/**
 * Finds the version of the package a demo imports as the demos are bundled: from the demo's
 * folder up through each `node_modules`, then docs-site's own; React, ReactDOM and Emotion are
 * always docs-site's, the copies pages render with (src/node/util/site-modules.ts). Each
 * `package.json` is read once, however many demos import its package: make one per build.
 */
export function installedVersions(): InstalledVersion {
  const own = path.join(packageRoot(), 'node_modules');
  const versions = new Map<string, string | null>();
  const found = new Map<string, string | null>();

  /** The version in `<modules>/<name>/package.json`, read once; null when there is none. */
  const versionIn = (modules: string, name: string): string | null => {
    const file = path.join(modules, ...name.split('/'), 'package.json');
    let version = versions.get(file);
    if (version === undefined) {
      try {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
        version = typeof manifest.version === 'string' ? manifest.version : null;
      } catch {
        version = null;
      }
      versions.set(file, version);
    }
    return version;
  };

  return (name, fromDir) => {
    const key = `${fromDir}\0${name}`;
    const known = found.get(key);
    if (known !== undefined) return known;
    let version = SHARED_PACKAGES.test(name) ? versionIn(own, name) : null;
    for (let dir = fromDir; version === null; ) {
      if (path.basename(dir) !== 'node_modules') version = versionIn(path.join(dir, 'node_modules'), name);
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    version ??= versionIn(own, name);
    found.set(key, version);
    return version;
  };
}
