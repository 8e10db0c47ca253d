/**
 * Sections of a big navigation tree that a page leaves out. The page shows its own branch; any
 * other section is a link to its first page (`a[data-nav-section]`), which is what a reader
 * without JavaScript follows. Here, opening such a section swaps in the section itself, taken
 * from the whole tree, a content-hashed fragment (`data-nav-fragment` on the drawer) fetched
 * once, when the reader first points at or focuses one of those links.
 *
 * The attributes are the contract with the bundled theme's drawer (templates/shell/NavTree.tsx
 * and ids.ts).
 */
const FRAGMENT_ATTRIBUTE = 'data-nav-fragment';
const SECTION_ATTRIBUTE = 'data-nav-section';
const GROUP_ATTRIBUTE = 'data-nav-group';

export function setupNavSections(doc: Document): void {
  const drawer = doc.querySelector<HTMLElement>(`[${FRAGMENT_ATTRIBUTE}]`);
  const url = drawer?.getAttribute(FRAGMENT_ATTRIBUTE);
  if (!drawer || !url) return;
  let tree: Promise<Document> | null = null;
  const load = () => {
    tree ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.text();
      })
      .then((html) => new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, 'text/html'));
    // A failed fetch is tried again on the next attempt.
    tree.catch(() => {
      tree = null;
    });
    return tree;
  };
  const sectionLink = (event: Event) => (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`a[${SECTION_ATTRIBUTE}]`) ?? null;

  drawer.addEventListener('pointerover', (event) => sectionLink(event) && void load().catch(() => undefined));
  drawer.addEventListener('focusin', (event) => sectionLink(event) && void load().catch(() => undefined));
  drawer.addEventListener('click', (event) => {
    const link = sectionLink(event);
    // A click meant to open a new tab or window is left to the browser.
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const pathname = link.getAttribute(SECTION_ATTRIBUTE) ?? '';
    load()
      .then((fragment) => {
        const section = [...fragment.querySelectorAll<HTMLDetailsElement>(`details[${GROUP_ATTRIBUTE}]`)].find(
          (details) => details.getAttribute(GROUP_ATTRIBUTE) === pathname,
        );
        if (!section) throw new Error(`${url} has no section ${pathname}`);
        const opened = doc.importNode(section, true);
        opened.open = true;
        link.replaceWith(opened);
        opened.querySelector('summary')?.focus();
      })
      .catch((caught: unknown) => {
        reportError(caught);
        // Without the fragment, the link does what it does without JavaScript.
        location.assign(link.href);
      });
  });
}
