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

/** The count of each tree seen, by its items: every page of a product shares them, and a walk of a 10,000-entry tree per page grew each page's cost with the site. */
const counted = new WeakMap<readonly NavItem[], number>();

/** Whether a product's tree is too big to be written whole into every page. */
export function isBigTree(view: PageView): boolean {
  let count = counted.get(view.nav.items);
  if (count === undefined) {
    count = shownEntries(view.nav.items);
    counted.set(view.nav.items, count);
  }
  return count > FULL_TREE_LIMIT;
}

/** Each tree's entries by pathname (the first of each), made once per tree. */
const indexes = new WeakMap<readonly NavItem[], Map<string, NavItem>>();

function findEntry(items: readonly NavItem[], pathname: string): NavItem | null {
  let index = indexes.get(items);
  if (!index) {
    index = new Map();
    const stack = [...items].reverse();
    while (stack.length > 0) {
      const item = stack.pop()!;
      if (!index.has(item.pathname)) index.set(item.pathname, item);
      for (let i = item.children.length - 1; i >= 0; i -= 1) stack.push(item.children[i]!);
    }
    indexes.set(items, index);
  }
  return index.get(pathname) ?? null;
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
