import { findInstalled, type PackageGraphMemo } from './package-graph';

/** A package the demos need and the site does not have, and what needs it. */
export interface MissingPackage {
  name: string;
  /** The demos (files relative to the site) that import it. */
  importedBy: string[];
  /** The installed packages that name it a peer dependency (installed with `--legacy-peer-deps`, npm leaves peers out). */
  peerOf: string[];
}

/**
 * Every package the demos need and the site does not have, found at once: those the demos import
 * (by the compile's list of their imports, so a demo missing two packages names both), and the
 * peer dependencies of the installed packages they import, and of those peers, that are not
 * installed (npm leaves peers out with `--legacy-peer-deps`, which packages peering on an older
 * React need). Following one hint installs them all, instead of one per build.
 */
export function findMissingPackages(root: string, imported: Readonly<Record<string, readonly string[]>>): MissingPackage[] {
  const missing = new Map<string, MissingPackage>();
  const need = (name: string) => {
    let entry = missing.get(name);
    if (!entry) missing.set(name, (entry = { name, importedBy: [], peerOf: [] }));
    return entry;
  };
  const seen = new Set<string>();
  const read: PackageGraphMemo = new Map();
  const queue: { name: string; from: string; importedBy: readonly string[]; peerOf: string | null }[] = Object.entries(imported).map(([name, files]) => ({ name, from: root, importedBy: files, peerOf: null }));
  while (queue.length > 0) {
    const { name, from, importedBy, peerOf } = queue.shift()!;
    const installed = findInstalled(name, from, read);
    if (!installed) {
      const entry = need(name);
      entry.importedBy.push(...importedBy);
      if (peerOf) entry.peerOf.push(peerOf);
      continue;
    }
    if (seen.has(installed.dir)) continue;
    seen.add(installed.dir);
    // React and its kin are docs-site's whatever a package asks (src/node/util/shared-packages.ts).
    for (const peer of installed.peers) if (!/^(?:react|react-dom|@types\/.*)$/.test(peer)) queue.push({ name: peer, from: installed.dir, importedBy: [], peerOf: name });
  }
  return [...missing.values()]
    .map((entry) => ({ ...entry, importedBy: [...new Set(entry.importedBy)].sort(), peerOf: [...new Set(entry.peerOf)].sort() }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
