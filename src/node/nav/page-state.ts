import { comparablePathname } from '../routing/paths';
import type { NavItem, NavTree, PageLink, PageNavState } from '../model/nav';
import type { IndexedItem, NavIndex } from '../model/nav';



const isInternal = (pathname: string) => pathname.startsWith('/');

/**
 * Reading order: the pages of the tree, depth first. A parent is stood in for by its children
 * (a parent with one child by that child, down through nested groups); entries hidden from the
 * side nav and external links are skipped. `hasPage` drops entries that lead nowhere, so
 * previous / next never link to a missing page.
 */
export function readingOrder(items: readonly NavItem[], hasPage: (pathname: string) => boolean = () => true): NavItem[] {
  const out: NavItem[] = [];
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (item.children.length > 0) visit(item.children);
      else out.push(item);
    }
  };
  visit(items);
  return out.filter((item) => item.inSideNav && isInternal(item.pathname) && hasPage(item.pathname));
}

export function indexNav(tree: NavTree, hasPage?: (pathname: string) => boolean): NavIndex {
  const byPath = new Map<string, IndexedItem>();
  const visit = (list: readonly NavItem[], parents: NavItem[]) => {
    for (const item of list) {
      const key = comparablePathname(item.pathname);
      // First occurrence wins, as when a reader walks the tree from the top.
      if (!byPath.has(key)) byPath.set(key, { item, parents });
      visit(item.children, [...parents, item]);
    }
  };
  visit(tree.items, []);
  const order = readingOrder(tree.items, hasPage);
  return { byPath, order, orderIndex: new Map(order.map((item, i) => [item, i])) };
}

const toLink = (item: NavItem): PageLink => ({ pathname: item.pathname, title: item.title ?? item.pathname });

/** The active entry, its parents and its neighbours, for the page at `pathname`. */
export function pageNavState(index: NavIndex, pathname: string): PageNavState {
  const found = index.byPath.get(comparablePathname(pathname));
  if (!found) return { activePathname: null, parents: [], prev: null, next: null };
  const parents = found.parents.filter((p) => p.title !== null).map(toLink);
  const position = index.orderIndex.get(found.item);
  const showNeighbours = position !== undefined && found.item.ordered;
  const prev = showNeighbours && position > 0 ? index.order[position - 1] : undefined;
  const next = showNeighbours ? index.order[position + 1] : undefined;
  return {
    activePathname: found.item.pathname,
    parents,
    prev: prev ? toLink(prev) : null,
    next: next ? toLink(next) : null,
  };
}

/** Every internal leaf pathname of a tree: the entries that must lead to a page. */
export function leafPathnames(items: readonly NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (item.children.length) visit(item.children);
      else if (isInternal(item.pathname)) out.push(item);
    }
  };
  visit(items);
  return out;
}

/** Every internal pathname a tree mentions, parents included. */
export function allPathnames(items: readonly NavItem[]): string[] {
  const out: string[] = [];
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (isInternal(item.pathname)) out.push(comparablePathname(item.pathname));
      visit(item.children);
    }
  };
  visit(items);
  return out;
}
