import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { createByteCache } from './byte-cache';
import { contentTypeOf } from './content-types';
import type { BytesReply, FileReply } from './reply';

/** Files up to this size are read into memory (and compressed once); larger ones are streamed. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

export interface LocatedFile {
  /** Real path, inside the store's root. */
  file: string;
  stats: Stats;
}

/**
 * The files of one folder, as a static host sees them: `/a` is the file `a` or `a/index.html`,
 * and nothing outside the folder is ever found, symlinks included. Contents are cached in
 * memory, checked against each request's `stat` so a rebuilt folder is picked up at once.
 */
export interface FileStore {
  readonly root: string;
  /** The file a request path names, or null. The path must already be checked (no `..`). */
  locate(sitePath: string): Promise<LocatedFile | null>;
  /** The reply for a located file. */
  reply(located: LocatedFile, status: number, cacheControl: string): Promise<BytesReply | FileReply>;
}

const isInside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

const versionOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** `root` must exist; it is resolved to its real path once. */
export async function openFileStore(root: string, maxBytes = 128 * 1024 * 1024): Promise<FileStore> {
  const realRoot = await realpath(root);
  const cache = createByteCache<{ version: string; body: Buffer; tag: string }>(maxBytes);

  const candidates = (sitePath: string): string[] => {
    const relative = sitePath.replace(/^\/+/, '');
    if (relative === '' || sitePath.endsWith('/')) return [path.join(relative, 'index.html')];
    return [relative, path.join(relative, 'index.html')];
  };

  return {
    root: realRoot,
    async locate(sitePath) {
      for (const candidate of candidates(sitePath)) {
        try {
          const real = await realpath(path.join(realRoot, candidate));
          // A symlink may point anywhere; only files that really live in the folder are served.
          if (!isInside(realRoot, real)) continue;
          const stats = await stat(real);
          if (stats.isFile()) return { file: real, stats };
        } catch {
          // Not there: try the next spelling.
        }
      }
      return null;
    },
    async reply({ file, stats }, status, cacheControl) {
      const contentType = contentTypeOf(file);
      if (stats.size > MAX_BUFFERED_BYTES) {
        return { type: 'file', status, contentType, cacheControl, file, size: stats.size, tag: versionOf(stats).replace(/[^0-9a-z]+/gi, '-') };
      }
      const version = versionOf(stats);
      let entry = cache.get(file);
      if (!entry || entry.version !== version) {
        const body = await readFile(file);
        entry = { version, body, tag: createHash('sha1').update(body).digest('base64url') };
        cache.set(file, entry, body.byteLength);
      }
      return { type: 'bytes', status, contentType, cacheControl, body: entry.body, tag: entry.tag };
    },
  };
}
