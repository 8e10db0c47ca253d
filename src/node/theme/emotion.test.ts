import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DIRECTION_CONDITION } from './direction-css';
import { createEmotionCache, EMOTION_KEY, EMOTION_RTL_KEY, extractStyles, mergeStyles } from './emotion';

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

describe('extractStyles', () => {
  it("keeps the rules @emotion/server's extractCritical keeps, in its order, in both directions", () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const cache = createEmotionCache(dir);
      const render = (element: ReactElement) => renderToString(createElement(CacheProvider, { value: cache }, element));
      // A render whose rules stay in the cache, but whose classes the page below does not name.
      render(createElement(Chip, { label: 'elsewhere', color: 'secondary' }));
      const html = render(
        createElement(
          Stack,
          { direction: 'row', spacing: 2, sx: { marginLeft: 1 } },
          createElement(GlobalStyles, { styles: { body: { margin: 0 } } }),
          createElement(Button, { variant: 'contained' }, 'Save'),
          createElement(Chip, { label: 'New' }),
        ),
      );
      const expected = createEmotionServer(cache).extractCritical(html).ids;
      const kept = extractStyles(cache, html);
      expect(kept.map((rule) => rule.id)).toEqual(expected);
      expect(kept.map((rule) => rule.css)).toEqual(expected.map((id) => cache.inserted[id]));
      // Some rules are left out (the first render's), the global style is kept.
      expect(expected.length).toBeLessThan(Object.keys(cache.inserted).length);
      expect(kept.some((rule) => rule.css.includes('body{margin:0'))).toBe(true);
    }
  });
});
