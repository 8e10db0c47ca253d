import { z } from 'zod';
import { count, diagnosticSchema, shortString } from '../util/diagnostic-schema';
import { outputPath, pageRecordSchema, RECORD_MAX_LIST } from '../cache/record-schema';
import type { Diagnostic } from '../diagnostics/diagnostic';
import type { EnginePage } from '../model/output-files';
import type { PageRecord } from '../model/page-record';
import { formatKeyPath } from '../config/schema';

/**
 * A shard's manifest (`.docs-site-shard.json`), read as what it is: data from another job, which
 * runs the site's config (code) and can write anything there. Every field is checked before
 * `merge` uses one, with bounds on every count and size, and every path is an output path inside
 * the shard's folder: `merge` publishes what a manifest names, so a path that climbs out of the
 * folder (`../../proc/self/environ`) or names nothing the shard holds is refused, never read.
 */

/** What `docs-site merge` needs from a shard besides its files. */
export interface ShardManifest {
  format: 1;
  /** docs-site's version. */
  version: string;
  /** Hash of every input of the build: shards of one build have the same. */
  build: string;
  /** Which shard this is, of how many (`ShardSpec`). */
  shard: { index: number; count: number };
  /** Pages of the whole site. */
  pages: number;
  /** What the build reported before rendering pages (the same in every shard): `merge` reports it once. */
  siteDiagnostics: Diagnostic[];
  /** The shard's pages, with their twins (whose files are in its folder too). */
  records: PageRecord[];
  enginePages: EnginePage[];
  /** The files of public/, as output paths. */
  publicFiles: string[];
}

/** Shards of one build, at most. */
export const MAX_SHARDS = 1000;
/** Pages of a site a manifest may count, at most (and so records of one shard). */
export const MAX_MANIFEST_PAGES = 1_000_000;
/** Bytes of a manifest file, at most: half of the longest string V8 can hold (about 512 MB), which JSON.parse needs the file as. */
export const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;
const pageRecord = pageRecordSchema.extend({ index: count.max(MAX_MANIFEST_PAGES) });

export const shardManifestSchema = z
  .strictObject({
    format: z.literal(1),
    version: shortString,
    build: z.string().regex(/^[0-9a-f]{64}$/),
    shard: z.strictObject({ index: z.number().int().min(1).max(MAX_SHARDS), count: z.number().int().min(1).max(MAX_SHARDS) }),
    pages: count.max(MAX_MANIFEST_PAGES),
    siteDiagnostics: z.array(diagnosticSchema).max(RECORD_MAX_LIST),
    records: z.array(pageRecord).max(MAX_MANIFEST_PAGES),
    enginePages: z.array(z.strictObject({ path: outputPath, scriptHashes: z.array(shortString).max(RECORD_MAX_LIST) })).max(RECORD_MAX_LIST),
    publicFiles: z.array(outputPath).max(MAX_MANIFEST_PAGES),
  })
  .superRefine((manifest, context) => {
    if (manifest.shard.index > manifest.shard.count) context.addIssue({ code: 'custom', path: ['shard', 'index'], message: `is past the shard count (${manifest.shard.count})` });
    manifest.records.forEach((record, i) => {
      if (record.index >= manifest.pages) context.addIssue({ code: 'custom', path: ['records', i, 'index'], message: `is past the site's ${manifest.pages} pages` });
    });
  });

/**
 * A manifest checked field by field: the manifest, or what is wrong with it as `field: problem`
 * (the first problem). The schema's type must be `ShardManifest`'s: a field added to one and not
 * the other does not compile.
 */
export function parseShardManifest(value: unknown): { manifest: ShardManifest } | { problem: string } {
  const parsed = shardManifestSchema.safeParse(value);
  if (parsed.success) return { manifest: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { problem: `${formatKeyPath(issue.path) || 'the manifest'}: ${issue.message}` };
}
