/**
 * Page feedback (`[data-feedback]`, hidden in the page): its code (`feedback.ts`) loads, and
 * the block shows, when the end of the page comes near the viewport.
 */
export function setupFeedback(doc: Document): void {
  const block = doc.querySelector<HTMLElement>('[data-feedback]');
  const near = block?.parentElement;
  if (!block || !near) return;
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
