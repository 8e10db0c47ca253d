import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import { EMOTION_KEY, EMOTION_RTL_KEY, emotionKey } from '../../shared/emotion-key';
import { bothDirections } from './direction-css';

export { EMOTION_KEY, EMOTION_RTL_KEY };

export const emotionKeyFor = (dir: 'ltr' | 'rtl'): string => emotionKey(dir);

/**
 * The plugins of every server cache. One array for the whole process: Emotion memoises the
 * CSS of a rule per plugin array, so equal rules of different pages are compiled once.
 */
export const SERVER_PLUGINS = [prefixer, bothDirections];

/**
 * A fresh Emotion cache for one render. Its CSS is right in both directions (see
 * `direction-css.ts`): templates write their styles once, for left-to-right, and a reader
 * may turn any page around. Right-to-left pages still get their own key (REFERENCE 5), which
 * is the key their islands hydrate with.
 */
export function createEmotionCache(dir: 'ltr' | 'rtl'): EmotionCache {
  const cache = createCache({ key: emotionKeyFor(dir), stylisPlugins: SERVER_PLUGINS });
  // Without compat mode Emotion writes <style> tags next to each element on the server;
  // with it, styles stay in the cache and are extracted once into the head.
  cache.compat = true;
  return cache;
}

/** One Emotion rule set: a class's rules (with its media queries) or a global style. */
export interface StyleRule {
  id: string;
  css: string;
}

/**
 * The rules `html` uses, plus every global style, in the order they were inserted: the rules
 * @emotion/server's `extractCritical` keeps (one whose class the HTML names, or that no class
 * is registered for), found as it finds them. Not by calling it: it also joins every kept
 * rule's CSS into one string, which no caller reads, and importing it loads the stream
 * libraries of its other functions (17 to 25 ms). A test holds the two equal on real pages.
 */
export function extractStyles(cache: EmotionCache, html: string): StyleRule[] {
  const named = new Set<string>();
  for (const match of html.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm'))) named.add(match[1]!);
  return Object.keys(cache.inserted)
    .filter((id) => (named.has(id) || cache.registered[`${cache.key}-${id}`] === undefined) && cache.inserted[id] !== true)
    .map((id) => ({ id, css: cache.inserted[id] as string }));
}

/**
 * Joins the rules of several renders (the shared parts, then the page), keeping the first
 * copy of a rule that more than one uses. Equal ids mean equal CSS: Emotion names a rule by
 * the hash of its text.
 */
export function mergeStyles(lists: readonly (readonly StyleRule[])[]): StyleRule[] {
  const seen = new Set<string>();
  const out: StyleRule[] = [];
  for (const list of lists) {
    for (const rule of list) {
      if (seen.has(rule.id)) continue;
      seen.add(rule.id);
      out.push(rule);
    }
  }
  return out;
}
