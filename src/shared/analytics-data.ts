/**
 * What the server writes into a page's head for the browser's analytics, and the browser
 * reads back: the contract between `src/node/page/document.ts` and `src/client/analytics`.
 */
export interface AnalyticsData {
  /** Measurement id, as `gtag('config', id)` takes it. */
  id: string;
  /** The tag script, loaded as `<scriptUrl>?id=<id>`. */
  scriptUrl: string;
  /** Send nothing until the reader has accepted analytics. */
  requireConsent: boolean;
  /** The site's language codes: a page path starting with one of them (or `zh`) has it removed in page views. */
  languages: string[];
}

/** The id of the `<script type="application/json">` holding `AnalyticsData`; no such element means no analytics. */
export const ANALYTICS_DATA_ID = 'docs-site-analytics';

/** localStorage key of the reader's answer to the consent banner: `granted` or `denied`. */
export const CONSENT_STORAGE_KEY = 'docs-site-analytics-consent';

/**
 * The attribute of the buttons that answer: the consent banner's, and the settings drawer's
 * (which also show the answer with `aria-pressed`, and let the reader change it); its value is
 * the answer the button gives.
 */
export const CONSENT_ANSWER_ATTRIBUTE = 'data-analytics-consent';
/** The attribute of the consent banner itself (hidden until the browser finds no answer). */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';
