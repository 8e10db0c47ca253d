import { random } from '../common/random';
import { track } from './gtag';

/** The `data-ga-event-*` attributes of the element a click is tracked for. */
export interface ClickAttributes {
  category: string;
  action: string | null;
  label: string | null;
  split: string | null;
}

/**
 * The event a click sends, or null when sampling drops it: an element with
 * `data-ga-event-split="0.1"` sends about one click in ten (REFERENCE 8: dropped when the
 * split is less than the random draw). A split that is not a number samples nothing out.
 */
export function clickEvent(attributes: ClickAttributes, draw: () => number): [string, { eventAction: string | null; eventLabel: string | null }] | null {
  const split = Number.parseFloat(attributes.split ?? '');
  if (!Number.isNaN(split) && split < draw()) return null;
  return [attributes.category, { eventAction: attributes.action, eventLabel: attributes.label }];
}

/** One listener for the whole document: a click counts for the nearest element (from the target up) that has a category. */
export function trackClicks(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const element = (event.target as Element | null)?.closest?.('[data-ga-event-category]:not([data-ga-event-category=""])');
      if (!element) return;
      const sent = clickEvent(
        {
          category: element.getAttribute('data-ga-event-category') ?? '',
          action: element.getAttribute('data-ga-event-action'),
          label: element.getAttribute('data-ga-event-label'),
          split: element.getAttribute('data-ga-event-split'),
        },
        () => random('click-split'),
      );
      if (sent) track('event', ...sent);
    },
    // Before the page's own handlers can stop the event.
    { capture: true },
  );
}
