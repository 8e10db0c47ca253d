import type { Element, Root } from 'hast';
import type { Transformer } from 'unified';
import { walk } from '../walk';
import { canonicalPathname, localisedPath } from '../../routing/paths';
import type { InternalLink } from '../types';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Resolves `target` (posix, may hold `..`) against the folder of `from`; null when it leaves the root. */
function resolveRelative(from: string, target: string): string | null {
  const parts = from.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join('/');
}

/**
 * Links: external `http(s)` links get `rel="noopener"`; relative links to `.md` files become
 * the route of that file; internal links of a non-English page get its language prefix.
 * Every internal link is kept, with its line, for the link check.
 */
export default function rehypeLinks(): Transformer<Root, Root> {
  return (tree, file) => {
    const context = file.data.context;
    const links: InternalLink[] = [];
    walk(tree, 'element', (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      const line = node.position?.start.line ?? null;
      const column = node.position?.start.column ?? null;

      if (SCHEME.test(href) || href.startsWith('//')) {
        if (/^(?:https?:)?\/\//i.test(href)) {
          const rel = new Set(Array.isArray(node.properties.rel) ? node.properties.rel.map(String) : []);
          rel.add('noopener');
          node.properties.rel = [...rel];
        }
        return;
      }
      if (href === '') return;
      if (href.startsWith('#')) {
        links.push({ pathname: null, hash: href.slice(1), href, target: href, line, column });
        return;
      }

      const hashAt = href.indexOf('#');
      const hash = hashAt === -1 ? null : href.slice(hashAt + 1);
      const withoutHash = hashAt === -1 ? href : href.slice(0, hashAt);
      const queryAt = withoutHash.indexOf('?');
      const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
      const query = queryAt === -1 ? '' : withoutHash.slice(queryAt);

      let pathname: string;
      if (!path.startsWith('/')) {
        if (!/\.md$/i.test(path)) {
          // A relative link to a file or folder: left as written, and checked as written.
          links.push({ pathname: null, hash, href, target: href, line, column });
          return;
        }
        const target = context ? resolveRelative(context.contentPath, decodeURI(path)) : null;
        const route = target !== null ? context?.routesByFile[target] : undefined;
        if (route === undefined) {
          // No page is that file: kept as written, so the link check reports it where it is.
          links.push({ pathname: null, hash, href, target: href, line, column });
          return;
        }
        pathname = route;
      } else {
        pathname = canonicalPathname(path);
      }
      const language = context?.language ?? 'en';
      // The routing stage's rule: the page's prefix, except on paths that never take one (`/blog`).
      const shown = localisedPath(pathname, language);
      const rewritten = path.startsWith('/') && shown === pathname ? path : shown;
      const target = `${rewritten}${query}${hash !== null ? `#${hash}` : ''}`;
      node.properties.href = target;
      links.push({ pathname, hash, href, target, line, column });
    });
    file.data.links = links;
  };
}
