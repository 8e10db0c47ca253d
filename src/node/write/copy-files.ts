import type { ResolvedConfig } from '../model/config';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
import { walkSiteFolder } from '../util/site-files';
import type { Staging } from './staging';

/**
 * Copies the files a site ships as they are into the output: the public folder's, then the
 * files docs-site makes beside the pages (the templates' fonts and images, the browser code).
 * A public file with the name of one of those is an error.
 */
export async function copySiteFiles(
  staging: Staging,
  config: ResolvedConfig,
  publicFiles: readonly string[],
  made: readonly { path: string; contents: string | Uint8Array }[],
): Promise<{ bytes: number; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const copied = await staging.copyFiles(config.directories.public, publicFiles);
  const taken = new Set(copied.map((f) => f.path));
  let bytes = copied.reduce((sum, f) => sum + f.size, 0);
  for (const file of made) {
    if (taken.has(file.path)) {
      diagnostics.push(error({ code: 'output/conflict', message: `public/${file.path} has the name of a file docs-site writes`, file: `public/${file.path}` }));
      continue;
    }
    bytes += await staging.write(file.path, file.contents);
  }
  return { bytes, diagnostics };
}

/** The files of a shard's folder by the rules of the site's files, and an error for each entry they leave out. */
export async function listShard(dir: string, shown: string): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  const listed = await walkSiteFolder(dir, shown, dir);
  return { files: listed.files, diagnostics: listed.diagnostics.map((d) => ({ ...d, severity: 'error' as const, code: 'merge/unsafe-file' as const })) };
}

/**
 * Copies the outputs of a build's shards into the output, less their manifests (hidden files,
 * as `.docs-site-shard.json` is). Every shard holds the files all of them write (public/,
 * assets, 404): equal, since the shards are of one build; the first copy stays. A shard comes
 * from another machine: it is read by the rules of the site's files, and an entry they leave
 * out (a link out of the shard, a FIFO, a device) is an error naming it. Returns, with those
 * errors, the files each shard holds (posix paths), which its manifest may name.
 */
export async function copyShardOutputs(staging: Staging, shards: readonly { dir: string; shown: string }[]): Promise<{ diagnostics: Diagnostic[]; held: Set<string>[] }> {
  const diagnostics: Diagnostic[] = [];
  const held: Set<string>[] = [];
  const taken = new Set<string>();
  for (const { dir, shown } of shards) {
    const listed = await listShard(dir, shown);
    diagnostics.push(...listed.diagnostics);
    held.push(new Set(listed.files));
    const files = listed.files.filter((file) => !taken.has(file));
    for (const file of files) taken.add(file);
    await staging.copyFiles(dir, files);
  }
  return { diagnostics, held };
}
