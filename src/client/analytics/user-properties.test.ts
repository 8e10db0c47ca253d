import { describe, expect, it } from 'vitest';
import { changedProperties, type UserProperties } from './user-properties';
import { webVitalEvent } from './web-vitals';

const base: UserProperties = { codeVariant: 'TS', userLanguage: 'en', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' };

describe('changedProperties', () => {
  it('is empty when nothing changed', () => {
    expect(changedProperties(base, { ...base })).toEqual({});
  });

  it('holds only what changed', () => {
    expect(changedProperties(base, { ...base, colorScheme: 'dark', devicePixelRatio: 2 })).toEqual({ colorScheme: 'dark', devicePixelRatio: 2 });
  });
});

describe('webVitalEvent', () => {
  it('sends the metric under its name with its id, label, delta and value', () => {
    expect(webVitalEvent({ id: 'v5-1', name: 'LCP', delta: 120.5, value: 1320.5 })).toEqual([
      'LCP',
      { value: 120.5, metric_label: 'web-vital', metric_value: 1320.5, metric_delta: 120.5, metric_id: 'v5-1' },
    ]);
  });
});
