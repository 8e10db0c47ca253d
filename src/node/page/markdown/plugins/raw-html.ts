import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import type { Transformer } from 'unified';
import { walk, EXIT } from '../common/walk';
import type { VFile } from 'vfile';
import { sanitizeSchema } from './sanitize-schema';

/**
 * Element ids and names that would shadow what the page's scripts read from `window` (DOM
 * clobbering: every element id becomes a `window` property, and an `<img name>` a `document`
 * one). The client code reads its own globals as own properties (client/common/page-globals.ts); these
 * are the globals it and third-party scripts reach through the prototype chain, below the
 * window's named properties, and the ones third-party scripts read as they are (gtag.js reads
 * `dataLayer`).
 */
const RESERVED_GLOBALS = new Set([
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
  '__proto__',
  'dataLayer',
  'docsSiteRandom',
]);

/** The prefix GitHub and rehype-sanitize give author ids that would clobber a global. */
const CLOBBER_PREFIX = 'user-content-';

/**
 * Author ids stay as written (anchors in docs are meant to be linked to), but for the few that
 * would shadow a global; an `<img name>` always gets the prefix, as it shadows `document`'s own
 * properties (`document.cookie`, `document.body`) and nothing links to it.
 */
function unclobber(tree: Root): void {
  walk(tree, 'element', (node: Element) => {
    const { id, name } = node.properties;
    if (typeof id === 'string' && RESERVED_GLOBALS.has(id)) node.properties.id = CLOBBER_PREFIX + id;
    if (typeof name === 'string' && (node.tagName === 'img' || RESERVED_GLOBALS.has(name))) node.properties.name = CLOBBER_PREFIX + name;
  });
}

/**
 * Parses raw HTML written in markdown and sanitises the whole tree to an allowlist.
 * Parsing goes through an HTML parser, which is most of a page's markdown cost, so it only
 * runs on pages that contain raw HTML; sanitising runs on every page.
 */
export default function rehypeRawSanitized(): Transformer<Root, Root> {
  const raw = rehypeRaw() as unknown as (tree: Root, file: VFile) => Root;
  const sanitize = rehypeSanitize(sanitizeSchema) as unknown as (tree: Root) => Root;
  return (tree, file) => {
    let hasRaw = false;
    walk(tree, 'raw', () => {
      hasRaw = true;
      return EXIT;
    });
    if (!hasRaw) return sanitize(tree);
    const sanitized = sanitize(raw(tree, file));
    unclobber(sanitized);
    return sanitized;
  };
}
