import { describe, expect, it } from 'vitest';
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
  it('flips physical properties for right-to-left pages only, under their own key', () => {
    const flipped = (dir: 'ltr' | 'rtl') => {
      const cache = createEmotionCache(dir);
      cache.insert('.x', { name: 'x', styles: 'margin-left:4px;padding-right:2px;', next: undefined }, cache.sheet, true);
      return { key: cache.key, css: cache.inserted.x };
    };
    expect(flipped('ltr')).toEqual({ key: EMOTION_KEY, css: '.x{margin-left:4px;padding-right:2px;}' });
    expect(flipped('rtl')).toEqual({ key: EMOTION_RTL_KEY, css: '.x{margin-right:4px;padding-left:2px;}' });
  });
});
