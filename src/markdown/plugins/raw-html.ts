import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import type { Transformer } from 'unified';
import { visit, EXIT } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { sanitizeSchema } from './sanitize-schema';

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
    visit(tree, 'raw', () => {
      hasRaw = true;
      return EXIT;
    });
    return sanitize(hasRaw ? raw(tree, file) : tree);
  };
}
