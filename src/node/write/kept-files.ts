import type { KeptFiles } from '../cache/page-cache';
import type { Staging } from './staging';

/**
 * Places files the cache kept (`PageCache.keptFiles`) in the output, as they are: hard links,
 * or copies across file systems (`Staging.linkIn`). Returns their bytes.
 */
export async function placeKeptFiles(staging: Pick<Staging, 'linkIn'>, kept: KeptFiles): Promise<number> {
  let bytes = 0;
  for (const { path, file } of kept.files) bytes += await staging.linkIn(path, file);
  return bytes;
}
