import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { createByteCache } from './byte-cache';
import { contentTypeOf } from './content-types';
import { followFolderSwaps } from './folder-swaps';
import { isPublished } from './published-paths';
import type { BytesReply, FileReply } from './reply';

/** Files up to this size are read into memory (and compressed once); larger ones are streamed. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

interface LocatedFile {
  /** Real path, inside the store's root. */
  file: string;
  stats: Stats;
}

/**
 * The files of one folder, as a static host sees them: `/a` is the file `a` or `a/index.html`,
 * and nothing outside the folder is ever found, symlinks included. Contents are cached in
 * memory, checked against each request's `stat` so a rebuilt folder is picked up at once, and
 * a rebuild swapping the folder in the middle of a lookup is waited out, never a 404.
 */
export interface FileStore {
  readonly root: string;
  /**
   * The reply for the file a request path names, with this status, or null when there is
   * none. The path must already be checked (no `..`).
   */
  reply(sitePath: string, status: number, cacheControl: string): Promise<BytesReply | FileReply | null>;
}

const isInside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

const posixRelative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

const versionOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** `root` must exist; it is resolved to its real path once. */
export async function openFileStore(root: string, maxBytes = 64 * 1024 * 1024): Promise<FileStore> {
  const realRoot = await realpath(root);
  const swaps = followFolderSwaps(realRoot);
  const bodies = createByteCache<{ version: string; body: Buffer }>(maxBytes);
  // The content hash of each file read so far, by file: a few dozen bytes per file of the
  // site, so it is kept for all of them and a cached compressed copy can be sent without
  // reading the file again.
  const tags = new Map<string, { version: string; tag: string }>();

  /** Posix paths inside the folder. */
  const candidates = (sitePath: string): string[] => {
    const relative = sitePath.replace(/^\/+/, '');
    if (relative === '' || sitePath.endsWith('/')) return [path.posix.join(relative, 'index.html')];
    return [relative, path.posix.join(relative, 'index.html')];
  };

  const read = async (file: string, version: string): Promise<Buffer> => {
    const cached = bodies.get(file);
    if (cached?.version === version) return cached.body;
    const body = await readFile(file);
    bodies.set(file, { version, body }, body.byteLength);
    tags.set(file, { version, tag: createHash('sha1').update(body).digest('base64url') });
    return body;
  };

  const locate = async (sitePath: string): Promise<LocatedFile | null> => {
    for (const candidate of candidates(sitePath)) {
      if (!isPublished(candidate)) continue;
      try {
        const real = await realpath(path.join(realRoot, candidate));
        // A symlink may point anywhere; only published files that really live in the folder are served.
        if (!isInside(realRoot, real) || !isPublished(posixRelative(realRoot, real))) continue;
        const stats = await stat(real);
        if (stats.isFile()) return { file: real, stats };
      } catch {
        // Not there: try the next spelling.
      }
    }
    return null;
  };

  const replyFor = async ({ file, stats }: LocatedFile, status: number, cacheControl: string): Promise<BytesReply | FileReply> => {
    const contentType = contentTypeOf(file);
    const version = versionOf(stats);
    if (stats.size > MAX_BUFFERED_BYTES) {
      return { type: 'file', status, contentType, cacheControl, file, size: stats.size, tag: version.replace(/[^0-9a-z]+/gi, '-') };
    }
    const known = tags.get(file);
    if (known?.version === version) {
      // Read only when sent: a swap may have taken the file away by then, so that read waits it out too.
      const readLater = async () => {
        const body = await swaps.lookup(() => read(file, version).catch(() => null));
        if (!body) throw new Error(`${file} vanished before it was sent`);
        return body;
      };
      return { type: 'bytes', status, contentType, cacheControl, body: readLater, size: stats.size, tag: known.tag };
    }
    const body = await read(file, version);
    return { type: 'bytes', status, contentType, cacheControl, body, size: body.byteLength, tag: tags.get(file)!.tag };
  };

  return {
    root: realRoot,
    reply: (sitePath, status, cacheControl) =>
      swaps.lookup(async () => {
        const located = await locate(sitePath);
        // A file found but gone before it was read was taken by a swap: looked up again.
        return located ? replyFor(located, status, cacheControl).catch(() => null) : null;
      }),
  };
}
