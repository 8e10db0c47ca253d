import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sha256 } from '../util/sha256';

/** A package as installed: its folder, version and what it depends on. */
interface Installed {
  dir: string;
  version: string;
  depends: string[];
}

/** The folder of `name` as Node finds it from `from` (`node_modules/<name>` there or above), read once per graph. */
function installedFrom(name: string, from: string, read: Map<string, Installed | null>): Installed | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'));
    let found = read.get(candidate);
    if (found === undefined) {
      try {
        const fields = JSON.parse(readFileSync(path.join(candidate, 'package.json'), 'utf8')) as Record<string, unknown>;
        const names = (key: string) => Object.keys((fields[key] ?? {}) as Record<string, unknown>);
        found = { dir: candidate, version: typeof fields.version === 'string' ? fields.version : '', depends: [...names('dependencies'), ...names('optionalDependencies'), ...names('peerDependencies')] };
      } catch {
        found = null;
      }
      read.set(candidate, found);
    }
    if (found) return found;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * What a demo's check depends on of the installed packages: the version of each package it
 * imports and of everything they depend on, as installed from the site's folder (a package
 * not installed counts as missing). A change of packages checks again only the demos whose
 * graph it reaches; a build reads each package.json once (`read`).
 */
export function packageGraphKey(root: string, imported: readonly string[], read: Map<string, Installed | null>): string {
  const versions = new Map<string, string>();
  const queue = imported.map((name) => ({ name, from: root }));
  while (queue.length > 0) {
    const { name, from } = queue.shift()!;
    const installed = installedFrom(name, from, read);
    const id = installed ? `${name}\0${installed.dir}` : `${name}\0missing`;
    if (versions.has(id)) continue;
    versions.set(id, installed?.version ?? 'missing');
    if (installed) for (const dependency of installed.depends) queue.push({ name: dependency, from: installed.dir });
  }
  // By name and version only: the same packages installed in another folder (another checkout) are the same graph.
  return sha256(JSON.stringify([...new Set([...versions].map(([id, version]) => `${id.split('\0')[0]}@${version}`))].sort()));
}

export type PackageGraphMemo = Map<string, Installed | null>;
