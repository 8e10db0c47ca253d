/** The reader's last searches, newest first, kept in localStorage (per site, not per page). */
export const RECENT_STORAGE_KEY = 'docs-site-search-recent';
export const MAX_RECENT = 5;

function read(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT) : [];
  } catch {
    // Storage turned off, or a value another script wrote: no recent searches.
    return [];
  }
}

export function recentSearches(storage: Storage | null): string[] {
  return storage ? read(storage) : [];
}

/** Puts a query first (once), keeping the last few. */
export function rememberSearch(storage: Storage | null, query: string): void {
  const trimmed = query.trim();
  if (!storage || trimmed === '') return;
  const next = [trimmed, ...read(storage).filter((q) => q.toLowerCase() !== trimmed.toLowerCase())].slice(0, MAX_RECENT);
  try {
    storage.setItem(RECENT_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the search still works.
  }
}

/** localStorage, or null where reading it throws (storage blocked). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
