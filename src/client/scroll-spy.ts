/**
 * The id a fragment (`#install`, `#%E5%AE%89`) names: percent escapes decoded, as the browser
 * does when it scrolls to it. A malformed escape (a raw heading's `id="a%zz"`, or a hand-typed
 * URL) is taken as written: `decodeURIComponent` would throw, and stop the table of contents.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The table of contents follows the reading: its link to the section being read gets
 * `aria-current="location"`. A section is being read once its heading has scrolled up to the
 * place anchor links bring headings to (the page's `scroll-padding-top`, below the sticky app
 * bar); at the very end of the page, the last section is, even when it is too short for its
 * heading to get there. Above the first section's heading (the top of the page: its title and
 * introduction), the first section is marked, where the reading is about to go. A section the
 * reader went to by its link (`#id`) is the one being read until they scroll away, even near
 * the end where its heading cannot reach the top.
 */
export function setupScrollSpy(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
  const sections = links
    .map((link) => ({ link, heading: doc.getElementById(fragmentId(link.hash)) }))
    .filter((section): section is { link: HTMLAnchorElement; heading: HTMLElement } => section.heading !== null);
  if (sections.length === 0) return;

  let current: HTMLAnchorElement | null = null;
  const mark = (active: HTMLAnchorElement | null) => {
    if (active === current) return;
    current?.removeAttribute('aria-current');
    active?.setAttribute('aria-current', 'location');
    current = active;
  };
  let pinned: { link: HTMLAnchorElement; y: number } | null = null;
  const pin = () => {
    const section = sections.find(({ heading }) => heading.id === fragmentId(location.hash));
    if (!section) return;
    pinned = { link: section.link, y: window.scrollY };
    mark(section.link);
  };

  const update = () => {
    if (pinned && Math.abs(window.scrollY - pinned.y) < 2) return;
    pinned = null;
    const reached = (parseFloat(getComputedStyle(doc.documentElement).scrollPaddingTop) || 0) + 8;
    const atEnd = window.innerHeight + window.scrollY >= doc.documentElement.scrollHeight - 2;
    let active = sections[0]!.link;
    for (const { link, heading } of sections) {
      if (heading.getBoundingClientRect().top > reached) break;
      active = link;
    }
    if (atEnd && window.scrollY > 0) active = sections[sections.length - 1]!.link;
    mark(active);
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
  window.addEventListener('hashchange', pin);
  update();
  pin();
}
