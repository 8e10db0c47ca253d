import type { NavItem } from '../../src/node/model/nav';
import type { PageView } from '../../src/node/model/page-view';

/**
 * A navigation tree with more entries than this is not written whole into every page: a big
 * product (a thousand pages) would put a thousand links, 250 KB of HTML, in each of them. Such
 * a page shows the top level and the sections on its own branch; every other section is a link
 * to its first page (so the site works without JavaScript), and the whole tree is a shared
 * fragment the page fetches when the reader opens one of those sections.
 */
export const FULL_TREE_LIMIT = 150;

/** Entries the side navigation shows, nested ones included. */
export function shownEntries(items: readonly NavItem[]): number {
  let count = 0;
  for (const item of items) {
    if (!item.inSideNav) continue;
    count += 1 + shownEntries(item.children);
  }
  return count;
}

/** Whether a product's tree is too big to be written whole into every page. */
export const isBigTree = (view: PageView): boolean => shownEntries(view.nav.items) > FULL_TREE_LIMIT;

function findEntry(items: readonly NavItem[], pathname: string): NavItem | null {
  for (const item of items) {
    if (item.pathname === pathname) return item;
    const found = findEntry(item.children, pathname);
    if (found) return found;
  }
  return null;
}

/**
 * The sections a page of a big tree shows open: those holding the page, and the page's own
 * when it is a section. Null for a tree shown whole. Pages in one section share it, so the
 * drawer is rendered once per section, not once per page.
 */
export function openBranch(view: PageView): string[] | null {
  if (!isBigTree(view)) return null;
  const branch = view.navState.parents.map((parent) => parent.pathname);
  const active = view.navState.activePathname;
  if (active && (findEntry(view.nav.items, active)?.children.length ?? 0) > 0) branch.push(active);
  return branch;
}
