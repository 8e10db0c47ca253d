import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A package.json: its folder and its fields. */
export interface PackageJson {
  dir: string;
  fields: Record<string, unknown>;
}

/** Nearest package.json by folder, as looked up so far (the caller decides how long it holds). */
export type PackageJsonCache = Map<string, PackageJson | null>;

/**
 * The package.json nearest to a folder (in it, or the first above), as Node and esbuild find a
 * file's package; null when there is none up to the root. Each folder is looked up once per cache.
 */
export function nearestPackageJson(dir: string, cache: PackageJsonCache): PackageJson | null {
  const known = cache.get(dir);
  if (known !== undefined) return known;
  let found: PackageJson | null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    found = { dir, fields: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {} };
  } catch {
    const parent = path.dirname(dir);
    found = parent === dir ? null : nearestPackageJson(parent, cache);
  }
  cache.set(dir, found);
  return found;
}
