import { CONSENT_ANSWER_ATTRIBUTE, CONSENT_BANNER_ATTRIBUTE, CONSENT_STORAGE_KEY } from '../../analytics-data';

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

/**
 * Shows the consent banner the templates rendered (hidden) and waits for an answer, which is
 * kept for the reader's next pages. Without a banner there is no way to consent, so nothing
 * is ever sent.
 */
export function askConsent(doc: Document, onGranted: () => void): void {
  const banner = doc.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
  if (!banner) return;
  banner.hidden = false;
  banner.addEventListener('click', (event) => {
    const answer = (event.target as Element | null)?.closest(`[${CONSENT_ANSWER_ATTRIBUTE}]`)?.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
    if (answer !== 'granted' && answer !== 'denied') return;
    try {
      doc.defaultView?.localStorage.setItem(CONSENT_STORAGE_KEY, answer);
    } catch {
      // Storage refused: the answer holds for this page only.
    }
    banner.hidden = true;
    if (answer === 'granted') onGranted();
  });
}
