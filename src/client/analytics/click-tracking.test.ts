import { describe, expect, it } from 'vitest';
import { clickEvent } from './click-tracking';

const attributes = { category: 'docs', action: 'jump', label: 'variants', split: null };

describe('clickEvent', () => {
  it('sends the category with the action and label', () => {
    expect(clickEvent(attributes, () => 0.99)).toEqual(['docs', { eventAction: 'jump', eventLabel: 'variants' }]);
  });

  it('sends a null action and label when the element has none', () => {
    expect(clickEvent({ ...attributes, action: null, label: null }, () => 0)).toEqual(['docs', { eventAction: null, eventLabel: null }]);
  });

  it.each([
    ['0.3', 0.29, true],
    ['0.3', 0.3, true],
    ['0.3', 0.31, false],
    ['0', 0.01, false],
    ['1', 0.99, true],
    ['not a number', 0.99, true],
  ])('split %s with a draw of %s: sent %s', (split, draw, sent) => {
    expect(clickEvent({ ...attributes, split }, () => draw) !== null).toBe(sent);
  });

  it('draws no random number when there is no split', () => {
    let draws = 0;
    clickEvent(attributes, () => {
      draws += 1;
      return 0;
    });
    expect(draws).toBe(0);
  });
});
