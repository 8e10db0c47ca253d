import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/types';
import { error, type Diagnostic } from '../diagnostics/diagnostic';
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

/**
 * Copies the outputs of a build's shards into the output, less their manifests (`leaveOut`).
 * Every shard holds the files all of them write (public/, assets, 404): equal, since the
 * shards are of one build; the first copy stays.
 */
export async function copyShardOutputs(staging: Staging, dirs: readonly string[], leaveOut: string): Promise<void> {
  for (const dir of dirs) {
    await cp(dir, staging.dir, { recursive: true, force: false, errorOnExist: false, filter: (source) => path.basename(source) !== leaveOut });
  }
}
