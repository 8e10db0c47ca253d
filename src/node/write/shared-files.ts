import type { PageCache } from '../cache/page-cache';
import type { SharedFile } from '../model/output-files';
import type { Staging } from './staging';

/** Writes the files many pages share (stylesheets, fragments), each once, into the output and the cache. */
export interface SharedFileWriter {
  /** Whether a file of that output path is written already. */
  has(path: string): boolean;
  write(file: SharedFile): Promise<void>;
  /** The output paths written. */
  written(): ReadonlySet<string>;
  /** Bytes written to the output. */
  bytes(): number;
}

export function sharedFileWriter(staging: Staging, cache: PageCache | null): SharedFileWriter {
  const written = new Set<string>();
  let bytes = 0;
  return {
    has: (file) => written.has(file),
    async write(file) {
      if (written.has(file.path)) return;
      written.add(file.path);
      // Not `bytes += await ...`: that reads `bytes` before the write, losing concurrent updates.
      const size = await staging.write(file.path, file.contents);
      bytes += size;
      await cache?.writeShared(file);
    },
    written: () => written,
    bytes: () => bytes,
  };
}
