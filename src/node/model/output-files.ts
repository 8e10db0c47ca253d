/**
 * Files of the output that are not a page's own HTML, as the stages pass them on.
 */

/**
 * A file that many pages refer to and the renderer makes once: the shared stylesheet of a set
 * of parts, or a part written as a fragment (`output: 'file'`).
 */
export interface SharedFile {
  /** Posix path inside the output folder: `assets/<name>-<hash>.<ext>`. */
  path: string;
  contents: string;
}

/** A page the engine makes itself (404, offline): where it is written and its inline scripts' hashes. */
export interface EnginePage {
  path: string;
  scriptHashes: string[];
}

/** The browser bundle's files a page with islands loads: the island runtime, and each demo's chunk by demo id (URLs). */
export interface IslandAssets {
  islandRuntime: string;
  demos: Record<string, string>;
}

/**
 * The output folder being written, as the stages that make its files get it from `write/` (whose
 * staging folder it is): where it is, to read back what is there, and the writer's calls. Only
 * `write/` opens one.
 */
export interface OutputFolder {
  /** The temporary folder being written: what was staged (a file the output already holds as it is made may not be there: `readBack`). */
  readonly dir: string;
  /** Writes a file at a posix path relative to the output root; returns its size in bytes. */
  write(relativePath: string, content: string | Uint8Array): Promise<number>;
  /** Puts a file of the cache at a posix path relative to the output root without reading it; returns its size. */
  linkIn(relativePath: string, file: string): Promise<number>;
  /** Writes a file part by part, none kept; returns its size and SHA-256. */
  writeParts(relativePath: string, parts: AsyncIterable<string>): Promise<{ bytes: number; sha: string }>;
  /** Reads back a file of the output being made, wherever it is until the commit. */
  readBack(relativePath: string): Promise<Buffer>;
}

