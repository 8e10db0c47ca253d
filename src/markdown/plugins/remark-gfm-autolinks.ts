import type { Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import type { Processor } from 'unified';
import { EXIT, walk } from '../walk';

type Transform = (tree: Root) => Root | undefined | void;
interface FromMarkdownExtension {
  transforms?: Transform[];
}

/** What every literal autolink GFM finds in text has: a scheme, `www.` or an `@` (emails, `mailto:`, `xmpp:`). */
const MAY_LINK = /https?:\/\/|www\.|@/i;

/**
 * GFM's literal autolinks (`www.example.com`, bare URLs and emails) are found after parsing by a
 * transform that walks every text node of the page once per kind of link, four walks, each
 * with unist-util-visit's cost per node: a tenth of the markdown stage on the corpus, for pages
 * that almost never have one. This plugin (after remark-gfm) runs that transform only on
 * pages with a text node that could hold one; the pages that do get the same tree.
 */
export default function remarkGfmAutolinks(this: Processor): void {
  const transform = (gfmAutolinkLiteralFromMarkdown() as FromMarkdownExtension).transforms?.[0];
  const extensions = (this.data().fromMarkdownExtensions ?? []).flat(2) as FromMarkdownExtension[];
  const owner = extensions.find((extension) => transform && extension.transforms?.includes(transform));
  if (!transform || !owner?.transforms) throw new Error('remark-gfm-autolinks: use it after remark-gfm');
  owner.transforms = owner.transforms.map((each) =>
    each === transform
      ? (tree: Root) => {
          let found = false;
          walk<{ type: 'text'; value: string }>(tree, 'text', (node) => {
            if (!MAY_LINK.test(node.value)) return undefined;
            found = true;
            return EXIT;
          });
          return found ? transform(tree) : undefined;
        }
      : each,
  );
}
