/**
 * The table of contents follows the reading: its link to the section being read gets
 * `aria-current="location"`. A section is being read once its heading has scrolled up to the
 * place anchor links bring headings to (the page's `scroll-padding-top`, below the sticky app
 * bar); at the very end of the page, the last section is, even when it is too short for its
 * heading to get there.
 */
export function setupScrollSpy(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  const sections = links
    .map((link) => ({ link, heading: doc.getElementById(decodeURIComponent(link.hash.slice(1))) }))
    .filter((section): section is { link: HTMLAnchorElement; heading: HTMLElement } => section.heading !== null);
  if (sections.length === 0) return;

  let current: HTMLAnchorElement | null = null;
  const update = () => {
    const reached = (parseFloat(getComputedStyle(doc.documentElement).scrollPaddingTop) || 0) + 8;
    const atEnd = window.innerHeight + window.scrollY >= doc.documentElement.scrollHeight - 2;
    let active: HTMLAnchorElement | null = null;
    for (const { link, heading } of sections) {
      if (heading.getBoundingClientRect().top > reached) break;
      active = link;
    }
    if (atEnd && window.scrollY > 0) active = sections[sections.length - 1]!.link;
    if (active === current) return;
    current?.removeAttribute('aria-current');
    active?.setAttribute('aria-current', 'location');
    current = active;
  };

  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      update();
    });
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  update();
}
