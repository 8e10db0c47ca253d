import { ownGlobal } from './page-globals';

/** The decisions the ad and analytics code make by chance. */
export type RandomPurpose =
  /** Image or inline ad, once per session. */
  | 'ad-shape'
  /** The "please support us" message instead of an in-house ad, for readers who block ads. */
  | 'ad-adblock-message'
  /** Which in-house ad. */
  | 'ad-in-house'
  /** Whether an ad display sends its (sampled) display event. */
  | 'ad-display'
  /** Whether a click on an element with `data-ga-event-split` is sent. */
  | 'click-split'
  /** Whether this session reports web vitals, once per session. */
  | 'web-vitals';

/**
 * A number in [0, 1) for one decision: from `Math.random()`, or from `window.docsSiteRandom`
 * when a test has defined it, so that each decision can be chosen (a value out of range, or
 * anything but a number, falls back to `Math.random()`).
 */
export function random(purpose: RandomPurpose): number {
  const provided = ownGlobal(window, 'docsSiteRandom');
  const value = typeof provided === 'function' ? provided(purpose) : Number.NaN;
  return typeof value === 'number' && value >= 0 && value < 1 ? value : Math.random();
}

/**
 * A choice made once per browsing session (the tab's sessionStorage) and kept for its next
 * pages; made afresh for each page when storage is unavailable.
 */
export function sessionChoice<T extends string>(key: string, allowed: readonly T[], choose: () => T): T {
  try {
    const stored = sessionStorage.getItem(key);
    if (stored !== null && (allowed as readonly string[]).includes(stored)) return stored as T;
    const chosen = choose();
    sessionStorage.setItem(key, chosen);
    return chosen;
  } catch {
    return choose();
  }
}
