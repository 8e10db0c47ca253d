import type { Element, ElementData, Root } from 'hast';
import type { Transformer } from 'unified';
import { walk } from '../common/walk';
import { canonicalPathname, localisedPath } from '../../../routing/paths';
import type { InternalLink, MarkdownContext } from '../../../model/markdown';
import { cutAt } from '../../../util/trim';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An internal link's target, as the language it is shown in does not change it. */
export interface LinkRoute {
  /** The route it leads to, without language prefix. */
  pathname: string;
  /** The path as written, when it was written absolute (kept when the route takes no prefix). */
  written: string | null;
  /** Query and `#fragment`, as written. */
  suffix: string;
  /** Its place among the page's links (`file.data.links`). */
  link: number;
}

declare module 'hast' {
  interface ElementData {
    route?: LinkRoute;
  }
}

/**
 * Where an internal link leads on a page shown in `language`: the routing stage's rule gives
 * the route that language's prefix, except on paths that never take one (`/blog`).
 */
export function linkTarget(route: Omit<LinkRoute, 'link'>, language: string): string {
  const shown = localisedPath(route.pathname, language);
  const rewritten = route.written !== null && shown === route.pathname ? route.written : shown;
  return `${rewritten}${route.suffix}`;
}

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

/** The absolute URL of `href` when its path is one another site serves (the config's `elsewhere`), else null. */
export function elsewhereHref(href: string, elsewhere: MarkdownContext['elsewhere']): string | null {
  const path = cutAt(href, '?#');
  if (!path.startsWith('/')) return null;
  const entry = elsewhere.find((each) =>
    each.exact ? path.replace(/(.)\/+$/, '$1') === each.path : path === each.path || path.startsWith(each.path === '/' ? '/' : `${each.path}/`),
  );
  return entry ? `${entry.origin}${href}` : null;
}

/**
 * Links: external `http(s)` links get `rel="noopener"`; relative links to `.md` files become
 * the route of that file; links to paths another site serves (`elsewhere`) become absolute
 * links to it; internal links of a non-English page get its language prefix.
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

      // A path another site serves: an absolute link to that site, which this site does not check.
      const elsewhere = context ? elsewhereHref(href, context.elsewhere) : null;
      if (elsewhere) {
        node.properties.href = elsewhere;
        return;
      }

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
      const route: LinkRoute = { pathname, written: path.startsWith('/') ? path : null, suffix: `${query}${hash !== null ? `#${hash}` : ''}`, link: links.length };
      const target = linkTarget(route, context?.language ?? 'en');
      node.properties.href = target;
      // Kept on the element, so the page can be shown in another language without compiling it again (`showInLanguage`).
      (node.data ??= {} as ElementData).route = route;
      links.push({ pathname, hash, href, target, line, column });
    });
    file.data.links = links;
  };
}
