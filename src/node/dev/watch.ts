import { stat } from 'node:fs/promises';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { FileChange } from '../site/changes';

export interface Watcher {
  /** Watches exactly these paths (files, or folders recursively) from now on. */
  setPaths(paths: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * chokidar drops a second `change` of a file within 50 ms of the first. An editor that
 * truncates then writes, or two saves in quick succession, could leave the last content
 * unseen; so each change is checked again once that window has passed, and reported again
 * if the file moved on since.
 */
const RECHECK_MS = 75;

const signature = async (file: string): Promise<string> => {
  try {
    const info = await stat(file);
    return `${info.ino}:${info.size}:${info.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/** Hidden files and folders (editor swap files, our own temporary modules) and node_modules. */
const ignored = (file: string) => {
  const name = path.basename(file);
  return name.startsWith('.') || name === 'node_modules' || name.endsWith('~');
};

/** Watches files and folders with chokidar, reporting every change to `onChange`. */
export async function watchFiles(paths: readonly string[], onChange: (change: FileChange) => void, onError: (error: unknown) => void = () => undefined): Promise<Watcher> {
  const rechecks = new Map<string, NodeJS.Timeout>();
  let closed = false;

  const report = (event: FileChange['event'], file: string) => {
    if (closed) return;
    onChange({ event, path: file });
    if (event !== 'add' && event !== 'change') return;
    void signature(file).then((seen) => {
      clearTimeout(rechecks.get(file));
      const timer = setTimeout(() => {
        rechecks.delete(file);
        void signature(file).then((now) => {
          if (!closed && now !== seen && now !== 'missing') onChange({ event: 'change', path: file });
        });
      }, RECHECK_MS);
      timer.unref();
      rechecks.set(file, timer);
    });
  };

  let watched = new Set(paths);
  const watcher: FSWatcher = watch([...watched], {
    ignoreInitial: true,
    // Atomic saves (write a temporary file, rename it over) are followed by the path: the
    // dev site re-reads whatever is there when it rebuilds. Not waiting 100 ms for them
    // keeps a deletion as fast as an edit.
    atomic: false,
    // As a build reads the site (src/node/util/site-files.ts): a link to a folder is never followed,
    // so a link cycle cannot make the watcher walk forever.
    followSymlinks: false,
    ignored,
  });
  watcher.on('all', (event, file) => {
    if (event === 'add' || event === 'change' || event === 'unlink' || event === 'addDir' || event === 'unlinkDir') report(event, path.resolve(file));
  });
  watcher.on('error', onError);
  // chokidar says 'ready' once the first scan is done (and sometimes again later: only the
  // first one counts). A bounded wait, so a strange file system cannot hang the start.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    watcher.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  const setPaths = async (next: readonly string[]) => {
    const wanted = new Set(next);
    const removed = [...watched].filter((p) => !wanted.has(p));
    const added = [...wanted].filter((p) => !watched.has(p));
    watched = wanted;
    if (removed.length) watcher.unwatch(removed);
    if (added.length) watcher.add(added);
  };

  return {
    setPaths,
    async close() {
      closed = true;
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      await watcher.close();
    },
  };
}
