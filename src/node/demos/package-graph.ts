import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRoot } from '../util/package-root';
import { sha256 } from '../util/sha256';

/** A package as installed: its folder, version, what it depends on, and its peers a site must install (not optional). */
export interface InstalledPackage {
  dir: string;
  version: string;
  depends: string[];
  peers: string[];
}

/** package.json files read, by folder (null: none there): one lookup per folder and build. */
export type PackageGraphMemo = Map<string, InstalledPackage | null>;

function readInstalled(dir: string, read: PackageGraphMemo): InstalledPackage | null {
  let found = read.get(dir);
  if (found === undefined) {
    try {
      const fields = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
      const names = (key: string) => Object.keys((fields[key] ?? {}) as Record<string, unknown>);
      const optional = (fields.peerDependenciesMeta ?? {}) as Record<string, { optional?: boolean } | undefined>;
      const peers = names('peerDependencies');
      found = {
        dir,
        version: typeof fields.version === 'string' ? fields.version : '',
        depends: [...names('dependencies'), ...names('optionalDependencies'), ...peers],
        peers: peers.filter((peer) => optional[peer]?.optional !== true),
      };
    } catch {
      found = null;
    }
    read.set(dir, found);
  }
  return found;
}

/**
 * A package as Node finds it from `from` (`node_modules/<name>` there or in a folder above),
 * else in docs-site's own packages, where the demos' imports fall back to.
 */
export function findInstalled(name: string, from: string, read: PackageGraphMemo): InstalledPackage | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const found = readInstalled(path.join(dir, 'node_modules', ...name.split('/')), read);
    if (found) return found;
    if (path.dirname(dir) === dir) break;
  }
  return readInstalled(path.join(packageRoot(), 'node_modules', ...name.split('/')), read);
}

/**
 * What a demo's check depends on of the installed packages: the version of each package it
 * imports and of everything they depend on, as installed from the site's folder (a package
 * not installed counts as missing). A change of packages checks again only the demos whose
 * graph it reaches; a build reads each package.json once (`read`).
 */
export function packageGraphKey(root: string, imported: readonly string[], read: PackageGraphMemo): string {
  const versions = new Map<string, string>();
  const queue = imported.map((name) => ({ name, from: root }));
  while (queue.length > 0) {
    const { name, from } = queue.shift()!;
    const installed = findInstalled(name, from, read);
    const id = installed ? `${name}\0${installed.dir}` : `${name}\0missing`;
    if (versions.has(id)) continue;
    versions.set(id, installed?.version ?? 'missing');
    if (installed) for (const dependency of installed.depends) queue.push({ name: dependency, from: installed.dir });
  }
  // By name and version only: the same packages installed in another folder (another checkout) are the same graph.
  return sha256(JSON.stringify([...new Set([...versions].map(([id, version]) => `${id.split('\0')[0]}@${version}`))].sort()));
}

