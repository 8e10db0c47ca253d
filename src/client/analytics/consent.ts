import { CONSENT_ANSWER_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE, CONSENT_STORAGE_KEY } from '../../shared/analytics-data';

/** Whether the browser asks not to be tracked: Do Not Track, or Global Privacy Control. */
export function doNotTrack(win: Window): boolean {
  const legacy = (win as unknown as { doNotTrack?: string }).doNotTrack;
  return win.navigator.doNotTrack === '1' || legacy === '1' || win.navigator.globalPrivacyControl === true;
}

/** The reader's answer to the consent banner, if they gave one. */
export function storedConsent(win: Window): 'granted' | 'denied' | null {
  try {
    const answer = win.localStorage.getItem(CONSENT_STORAGE_KEY);
    return answer === 'granted' || answer === 'denied' ? answer : null;
  } catch {
    return null;
  }
}

type Answer = 'granted' | 'denied';

/**
 * Takes the reader's answers: from the consent banner the templates rendered (hidden), shown
 * while they have not answered, and from the settings drawer's buttons, where they may change
 * it at any time. Each answer is kept for the reader's next pages, marked on the drawer's
 * buttons and passed to `onAnswer`. Without a banner or buttons there is no way to consent,
 * so nothing is ever sent.
 */
export function takeConsent(doc: Document, stored: Answer | null, onAnswer: (answer: Answer) => void): void {
  const banner = doc.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
  const mark = (answer: Answer | null) => {
    for (const button of doc.querySelectorAll<HTMLElement>(`[aria-pressed][${CONSENT_ANSWER_ATTRIBUTE}]`)) {
      button.setAttribute('aria-pressed', String(button.getAttribute(CONSENT_ANSWER_ATTRIBUTE) === answer));
    }
  };
  mark(stored);
  if (banner && stored === null) banner.hidden = false;
  doc.addEventListener('click', (event) => {
    const answer = (event.target as Element | null)?.closest(`[${CONSENT_ANSWER_ATTRIBUTE}]`)?.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
    if (answer !== 'granted' && answer !== 'denied') return;
    try {
      doc.defaultView?.localStorage.setItem(CONSENT_STORAGE_KEY, answer);
    } catch {
      // Storage refused: the answer holds for this page only.
    }
    if (banner) banner.hidden = true;
    mark(answer);
    onAnswer(answer);
  });
}
