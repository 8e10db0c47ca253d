/**
 * Page feedback (`[data-feedback]`, hidden in the page: without JavaScript it would do nothing):
 * it shows at once (off screen, at the page's end: the page has its final height before the
 * reader gets there), and its code (`feedback.ts`) loads when the end of the page comes near.
 */
export function setupFeedback(doc: Document): void {
  const block = doc.querySelector<HTMLElement>('[data-feedback]');
  const near = block?.parentElement;
  if (!block || !near) return;
  block.hidden = false;
  const load = () => void import('./feedback').then((module) => module.showFeedback(block), reportError);
  if (!('IntersectionObserver' in window)) return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: '400px' },
  );
  observer.observe(near);
}
