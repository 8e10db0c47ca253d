import type { PageNavState } from '../../src/node/model/nav';

/**
 * The navigation drawer is rendered once per product, language and direction with every
 * section closed and no link marked (see `parts.ts`). Each page then marks its own place in
 * that HTML: these attributes are the anchors it looks for.
 */
export const NAV_LINK_ATTRIBUTE = 'data-nav-link';
export const NAV_GROUP_ATTRIBUTE = 'data-nav-group';

// How React writes an attribute value; the marks must be found exactly as rendered.
const REACT_ATTRIBUTE_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const asRendered = (value: string) => value.replace(/["&'<>]/g, (c) => REACT_ATTRIBUTE_ESCAPES[c]!);

/**
 * Applies one page's navigation state to the shared drawer HTML: the active link gets
 * `aria-current="page"` and the collapsible sections holding it are opened. Each change is one
 * string search, so a page pays for its own state, never for re-rendering the tree.
 */
export function applyNavState(html: string, state: PageNavState): string {
  if (!state.activePathname) return html;
  const link = `${NAV_LINK_ATTRIBUTE}="${asRendered(state.activePathname)}"`;
  let out = html.replaceAll(link, `${link} aria-current="page"`);
  for (const parent of state.parents) {
    const group = `${NAV_GROUP_ATTRIBUTE}="${asRendered(parent.pathname)}"`;
    out = out.replaceAll(group, `${group} open=""`);
  }
  return out;
}
