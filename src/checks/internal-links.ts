import { warning, type Diagnostic } from '../diagnostics/diagnostic';
import type { InternalLink } from '../markdown/types';

/** A path whose last segment has an extension names a file (an image, a download), not a page. */
const isFilePath = (pathname: string) => /\.[A-Za-z0-9]+$/.test(pathname.split('/').pop() ?? '');

/**
 * Internal links that lead to no page of the site, as warnings at their lines. Files and
 * anchors are left to the link checker.
 */
export function checkInternalLinks(links: readonly InternalLink[], routes: ReadonlySet<string>, file: string): Diagnostic[] {
  return links
    .filter((link) => !isFilePath(link.pathname) && !routes.has(link.pathname))
    .map((link) =>
      warning({
        code: 'links/broken',
        message: `Link to ${link.pathname}: no page has this route`,
        file,
        ...(link.line !== null && { line: link.line }),
        ...(link.column !== null && link.line !== null && { column: link.column }),
      }),
    );
}
