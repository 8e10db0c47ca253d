import { createHash } from 'node:crypto';
import { readSiteFile } from '../util/site-files';
import { MAX_MANIFEST_BYTES, parseShardManifest, type ShardManifest } from './shard-manifest';

/** `--shard 2/4`: the second of four shares of the pages (1-based). */
export interface ShardSpec {
  index: number;
  count: number;
}

/** Parses `i/n` (1 <= i <= n); null when it is not one. */
export function parseShard(text: string): ShardSpec | null {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return null;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count >= 1 && index >= 1 && index <= count ? { index, count } : null;
}

/**
 * Whether the page at `url` belongs to the shard: a hash of the URL, so a page stays in its
 * shard when others are added or removed, and shards come out about the same size.
 */
export function inShard(url: string, shard: ShardSpec): boolean {
  return createHash('sha256').update(url).digest().readUInt32BE(0) % shard.count === shard.index - 1;
}

/** Written into a shard's folder by `docs-site build --shard`, read by `docs-site merge`. */
export const SHARD_MANIFEST = '.docs-site-shard.json';

export type { ShardManifest } from './shard-manifest';

/**
 * Reads a shard's manifest as untrusted data (see shard-manifest.ts): the manifest, or why it
 * is refused: `missing` when the folder holds none that can be read (by the rules of the site's
 * files: a shard from elsewhere may hold a FIFO or a link by that name), or the field at fault.
 */
export async function readShardManifest(dir: string): Promise<{ manifest: ShardManifest } | { missing: true } | { problem: string }> {
  let value: unknown;
  try {
    value = JSON.parse((await readSiteFile(dir, SHARD_MANIFEST, MAX_MANIFEST_BYTES)).toString('utf8'));
  } catch {
    return { missing: true };
  }
  return parseShardManifest(value);
}
