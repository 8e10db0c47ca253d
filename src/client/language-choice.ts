import { getCookie } from './preferences';

/** Upstream's cookie for the reader's language. */
export const LANGUAGE_COOKIE = 'userLanguage';
const YEAR = 60 * 60 * 24 * 365;

/** The language menu's links, in the app bar (never in a page's content, which authors write). */
const choiceSelector = (code?: string) => `header #language-menu [data-language-choice${code ? `="${code}"` : ''}]`;

/**
 * The language menu: the browser follows its links (the same page in another language); this
 * remembers the choice in the `userLanguage` cookie, and the site's home page, opened later in
 * English, goes on to the home page of the remembered language.
 */
export function setupLanguageChoice(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(choiceSelector());
    const code = link?.getAttribute('data-language-choice');
    if (!code || !/^[a-z]{2}$/.test(code)) return;
    doc.cookie = `${LANGUAGE_COOKIE}=${code};path=/;max-age=${YEAR};SameSite=Lax${location.protocol === 'https:' ? ';Secure' : ''}`;
  });
  const remembered = getCookie(LANGUAGE_COOKIE);
  if (location.pathname !== '/' || !remembered || !/^[a-z]{2}$/.test(remembered) || remembered === doc.documentElement.lang) return;
  const target = doc.querySelector(choiceSelector(remembered))?.getAttribute('href');
  if (target && target.startsWith('/') && !target.startsWith('//') && target !== '/') location.replace(target);
}
