import { stat } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

/** How long a lookup waits for a folder being swapped to be back, and how often it looks. */
const REAPPEAR_WAIT_MS = 2000;
const REAPPEAR_POLL_MS = 5;
/** A lookup runs at most this many times, so rebuilds in a tight loop cannot hold a request. */
const MAX_ATTEMPTS = 4;

/**
 * A served folder that a rebuild may swap for a new one at any moment. A build commits with
 * two renames (the old folder away, the new one in): in between no folder exists, and a
 * lookup that straddles the swap can find a file in neither. `dist` stays a real folder,
 * which deploy tools expect, and the server tells such a miss from a real one instead.
 */
export interface FolderSwaps {
  /**
   * Runs a lookup in the folder. A miss (null) is believed only when one and the same folder
   * was there before and after it; when the folder was swapped meanwhile, or is missing (the
   * instant between the two renames), the lookup runs again once the folder is back.
   */
  lookup<T>(attempt: () => Promise<T | null>): Promise<T | null>;
}

/**
 * Which folder is at the path, or null when none is. The creation time and inode tell a new
 * folder from the old one even when the file system reuses the inode; the change time makes
 * any doubt cost one more lookup, never a wrong answer.
 */
async function identityOf(folder: string): Promise<string | null> {
  try {
    const info = await stat(folder, { bigint: true });
    return info.isDirectory() ? `${info.dev}:${info.ino}:${info.birthtimeNs}:${info.ctimeNs}` : null;
  } catch {
    return null;
  }
}

export function followFolderSwaps(folder: string): FolderSwaps {
  // The folder as last seen. A lookup reads it before it starts, so it names the folder as it
  // was at some moment before the lookup: equal to what is there after, nothing was swapped.
  let known: string | null = null;
  // Once the folder stayed away for the whole wait it is gone (deleted, not swapped): misses
  // are answered at once until it is back.
  let gone = false;

  const backAgain = async (): Promise<string | null> => {
    if (gone) return null;
    for (let waited = 0; waited < REAPPEAR_WAIT_MS; waited += REAPPEAR_POLL_MS) {
      await delay(REAPPEAR_POLL_MS);
      const now = await identityOf(folder);
      if (now !== null) return now;
    }
    gone = true;
    return null;
  };

  return {
    async lookup(attempt) {
      for (let attempts = 1; ; attempts += 1) {
        const before = known;
        const found = await attempt();
        if (found !== null) return found;
        let now = await identityOf(folder);
        if (now !== null) gone = false;
        if (now !== null && now === before) return null;
        now ??= await backAgain();
        known = now;
        if (now === null || attempts === MAX_ATTEMPTS) return null;
      }
    },
  };
}
