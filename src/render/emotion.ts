import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { prefixer } from 'stylis';


import { EMOTION_KEY } from '../assets/emotion-key';

export { EMOTION_KEY };
/** Right-to-left pages get their own cache (REFERENCE 5): flipped rules must not share class names with unflipped ones. */
export const EMOTION_RTL_KEY = 'rtl';

export const emotionKeyFor = (dir: 'ltr' | 'rtl'): string => (dir === 'rtl' ? EMOTION_RTL_KEY : EMOTION_KEY);

/**
 * A fresh Emotion cache for one render. For right-to-left pages the stylis RTL plugin flips
 * physical properties (`margin-left` becomes `margin-right`), so templates write their styles
 * once, for left-to-right.
 */
export function createEmotionCache(dir: 'ltr' | 'rtl'): EmotionCache {
  const cache =
    dir === 'rtl' ? createCache({ key: EMOTION_RTL_KEY, stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: EMOTION_KEY });
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

/** The rules `html` uses, plus every global style, in the order they were inserted. */
export function extractStyles(cache: EmotionCache, html: string): StyleRule[] {
  const { ids } = createEmotionServer(cache).extractCritical(html);
  return ids.map((id) => ({ id, css: cache.inserted[id] as string }));
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
