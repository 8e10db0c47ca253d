import { ANALYTICS_DATA_ID, type AnalyticsData } from '../../shared/analytics-data';
import { jsonScriptText } from '../common/page-globals';
import { random, sessionChoice } from '../common/random';
import { canonicalPath } from './canonical-path';
import { trackClicks } from './click-tracking';
import { doNotTrack, storedConsent, takeConsent } from './consent';
import { defineGtag, pauseGtag, resumeGtag, track } from './gtag';
import { trackUserProperties } from './user-properties';
import { reportWebVitals, WEB_VITALS_RATIO } from './web-vitals';

function readAnalyticsData(doc: Document): AnalyticsData | null {
  const text = jsonScriptText(doc, ANALYTICS_DATA_ID);
  if (!text) return null;
  return JSON.parse(text) as AnalyticsData;
}

const meta = (doc: Document, name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;

/** A page view: title, canonical path, and the product the page belongs to (from its head's meta tags). */
function sendPageView(doc: Document, languages: readonly string[]): void {
  track('event', 'page_view', {
    page_title: doc.title,
    page_location: canonicalPath(doc.location.pathname, languages),
    productId: meta(doc, 'mui:productId'),
    productCategoryId: meta(doc, 'mui:productCategoryId'),
  });
}

function startAnalytics(doc: Document, win: Window, data: AnalyticsData): void {
  defineGtag(win);
  track('js', new Date());
  // Page views are ours to send (with the product), not gtag.js's.
  track('config', data.id, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  const src = new URL(data.scriptUrl, doc.baseURI);
  src.searchParams.set('id', data.id);
  script.src = src.href;
  doc.head.append(script);
  trackClicks(doc);
  // After the other widgets have run, since they set some of what this reads (the code variant).
  queueMicrotask(() => {
    trackUserProperties(doc, win, (properties) => track('set', 'user_properties', properties));
    sendPageView(doc, data.languages);
    // A page restored from the back-forward cache is read again without loading again.
    win.addEventListener('pageshow', (event) => event.persisted && sendPageView(doc, data.languages));
    const vitals = sessionChoice('docs-site-web-vitals', ['on', 'off'], () => (random('web-vitals') <= WEB_VITALS_RATIO ? 'on' : 'off'));
    if (vitals === 'on') reportWebVitals(track);
  });
}

/**
 * Usage analytics through the global `gtag` (REFERENCE 8), when the page's head carries the
 * analytics settings (an id is configured). Nothing at all happens for a reader whose browser
 * asks not to be tracked, nor, when the site requires consent, before the reader accepts or
 * after they withdraw it (in the settings drawer).
 */
export function setupAnalytics(doc: Document): void {
  const data = readAnalyticsData(doc);
  const win = doc.defaultView;
  if (!data || !win || doNotTrack(win)) return;
  const start = () => startAnalytics(doc, win, data);
  if (!data.requireConsent) return start();
  let started = false;
  const follow = (answer: 'granted' | 'denied') => {
    if (answer === 'denied') {
      if (started) pauseGtag(win, data.id);
    } else if (!started) {
      started = true;
      start();
    } else resumeGtag(win, data.id);
  };
  const stored = storedConsent(win);
  if (stored === 'granted') follow(stored);
  takeConsent(doc, stored, follow);
}
