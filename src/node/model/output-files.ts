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
