import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import { comparablePathname } from '../routing/paths';
import { allPathnames, leafPathnames } from './page-state';
import type { NavTree } from '../model/nav';
import { cutAt, trimEnd } from '../util/trim';

/**
 * Warnings for a navigation that has drifted from the content: entries leading to no page,
 * and pages no navigation reaches (readers can only find those by search).
 */
export function checkNavCoverage(
  trees: readonly NavTree[],
  pages: readonly { pathname: string; file: string; unread?: boolean; apiTab?: unknown }[],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // An entry may lead to a section of a page (`/base-ui/react-menu/components-api/#menu`).
  const key = (pathname: string) => comparablePathname(trimEnd(cutAt(pathname, '#'), '/', 1));
  const routes = new Set(pages.map((p) => key(p.pathname)));
  const reached = new Set<string>();
  for (const tree of trees) {
    for (const pathname of allPathnames(tree.items)) reached.add(pathname);
    for (const leaf of leafPathnames(tree.items)) {
      if (routes.has(key(leaf.pathname))) continue;
      const line = leaf.line;
      diagnostics.push(
        warning({
          code: 'nav/missing-page',
          message: `Navigation entry ${leaf.pathname} points to no page`,
          ...(tree.file && { file: tree.file }),
          ...(line !== null && { line }),
          hint: 'add the page, fix the pathname, or remove the entry',
        }),
      );
    }
  }
  for (const page of pages) {
    // A page's API tab is reached through its tabs.
    if (page.unread || page.apiTab || page.pathname === '/' || reached.has(comparablePathname(page.pathname))) continue;
    diagnostics.push(
      warning({
        code: 'nav/unreached-page',
        message: `Page ${page.pathname} is not in any navigation`,
        file: page.file,
        hint: "add it to its product's navigation file",
      }),
    );
  }
  return diagnostics;
}
