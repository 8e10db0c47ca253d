import { describe, expect, it } from 'vitest';
import { DIRECTION_CONDITION } from './direction-css';
import { createEmotionCache, EMOTION_KEY, EMOTION_RTL_KEY, mergeStyles } from './emotion';

describe('mergeStyles', () => {
  it('keeps the first copy of each rule, in order', () => {
    const shell = [
      { id: 'g1', css: ':root{}' },
      { id: 'a', css: '.css-a{}' },
    ];
    const page = [
      { id: 'a', css: '.css-a{}' },
      { id: 'b', css: '.css-b{}' },
    ];
    expect(mergeStyles([shell, page]).map((r) => r.id)).toEqual(['g1', 'a', 'b']);
  });
});

describe('createEmotionCache', () => {
  it('keys right-to-left pages apart and writes direction-dependent rules for both directions', () => {
    const inserted = (dir: 'ltr' | 'rtl') => {
      const cache = createEmotionCache(dir);
      cache.insert('.x', { name: 'x', styles: 'margin-left:4px;padding-right:2px;', next: undefined }, cache.sheet, true);
      return { key: cache.key, css: cache.inserted.x };
    };
    const both = `.x${DIRECTION_CONDITION.ltr}{margin-left:4px;padding-right:2px;}.x${DIRECTION_CONDITION.rtl}{margin-right:4px;padding-left:2px;}`;
    expect(inserted('ltr')).toEqual({ key: EMOTION_KEY, css: both });
    expect(inserted('rtl')).toEqual({ key: EMOTION_RTL_KEY, css: both });
  });
});
