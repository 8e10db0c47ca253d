/**
 * "Was this page helpful?" (see templates/shell/PageFeedback.tsx), loaded as the end of the
 * page comes into view. A rating is sent at once, as the `feedback` analytics event (when
 * analytics run, which is when the reader allowed them) and, when the site has an endpoint, as
 * a JSON POST `{ page, section, rating, comment: null, language }`; the comment the reader may
 * add is posted the same way. The section is the one the reader is in: the last heading above
 * the top of the viewport. A thumbs-down offers a new issue in the repository, filled in.
 */
type Rating = 'up' | 'down';

/** The id of the heading of the section the reader is reading, or '' above the first. */
function currentSection(doc: Document): string {
  let found = '';
  for (const heading of doc.querySelectorAll<HTMLElement>('main h2[id], main h3[id]')) {
    if (heading.closest('footer, nav, aside')) continue;
    if (heading.getBoundingClientRect().top > 120) break;
    found = heading.id;
  }
  return found;
}

/** Analytics, when they run on the page (`window.gtag`, see analytics/gtag.ts: not imported, so that this chunk shares no module with the always-on script). */
function track(...args: unknown[]): void {
  const gtag = Object.prototype.hasOwnProperty.call(window, 'gtag') ? (window as { gtag?: unknown }).gtag : undefined;
  if (typeof gtag === 'function') gtag(...args);
}

export function showFeedback(block: HTMLElement): void {
  const doc = block.ownerDocument;
  const form = block.querySelector<HTMLFormElement>('[data-feedback-form]');
  const issue = block.querySelector<HTMLAnchorElement>('[data-feedback-issue]');
  const thanks = block.querySelector<HTMLElement>('[data-feedback-thanks]');
  const endpoint = block.dataset.feedbackEndpoint;
  let rating: Rating | null = null;
  let section = '';
  const post = (comment: string | null) => {
    if (!endpoint || !rating) return;
    const body = { page: location.pathname, section, rating, comment, language: doc.documentElement.lang || 'en' };
    fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
  };
  block.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-feedback-rating]');
    if (!button) return;
    rating = button.dataset.feedbackRating === 'down' ? 'down' : 'up';
    section = currentSection(doc);
    for (const other of block.querySelectorAll<HTMLElement>('[data-feedback-rating]')) other.setAttribute('aria-pressed', String(other === button));
    track('event', 'feedback', { eventCategory: 'feedback', eventAction: rating, eventLabel: location.pathname, section });
    post(null);
    if (form) form.hidden = false;
    if (issue) {
      issue.hidden = rating !== 'down';
      const where = `${location.origin}${location.pathname}${section ? `#${section}` : ''}`;
      const query = new URLSearchParams({ title: `[docs] ${doc.title}`, body: `Page: ${where}\n\nWhat is wrong or missing:\n` });
      issue.href = `${block.dataset.feedbackIssues ?? ''}?${query}`;
    }
  });
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const comment = (new FormData(form).get('comment') ?? '').toString().trim();
    if (comment) post(comment);
    form.hidden = true;
    if (thanks) thanks.hidden = false;
  });
}
