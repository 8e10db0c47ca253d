import type { PageView } from '../../src/node/model/page-view';

/**
 * A site path as a reader of the page's language follows it: `/joy-ui/x` becomes `/fa/joy-ui/x`
 * on a Persian page. External links and in-page anchors are left alone.
 */
export function localHref(href: string, view: PageView): string {
  const prefix = view.page.languagePrefix;
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  // The engine's rule, handed over in the view: some paths (`/blog`) are the same in every language.
  if (view.site.unprefixedPaths.some((path) => href === path || href.startsWith(`${path}/`) || href.startsWith(`${path}#`) || href.startsWith(`${path}?`))) return href;
  return href === '/' ? `${prefix}/` : `${prefix}${href}`;
}

/** Links that leave the site. */
export const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
