import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { combineExtensions } from 'micromark-util-combine-extensions';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { EXIT, walk } from '../common/walk';

type Transform = (tree: Root) => Root | undefined | void;
interface FromMarkdownExtension {
  transforms?: Transform[];
}

/** What every literal autolink GFM finds in text has: a scheme, `www.` or an `@` (emails, `mailto:`, `xmpp:`). */
const MAY_LINK = /https?:\/\/|www\.|@/i;

/** Whether any text of the tree (or an image's alt text, where text is flattened) holds what a literal autolink starts with. */
function mayHoldLiteralAutolink(tree: Root): boolean {
  let found = false;
  walk<Nodes>(tree, null, (node) => {
    const text = node.type === 'text' ? node.value : node.type === 'image' || node.type === 'imageReference' ? node.alt : null;
    if (!text || !MAY_LINK.test(text)) return undefined;
    found = true;
    return EXIT;
  });
  return found;
}

/**
 * GFM's literal autolinks (`www.example.com`, bare URLs and emails) cost every page, though
 * they are rare in docs, where links are written as links. This plugin (after remark-parse and
 * remark-gfm) makes them cost only the pages that may hold one, with the same tree for all:
 *
 * - Parsing: GFM's syntax for them is tried at every letter and digit of the text (an email may
 *   start at any), which also cuts the text into a token per character: about a fifth of
 *   parsing. A page is parsed without it first; when no text of the result holds `http://`,
 *   `https://`, `www.` or `@`, none could be a literal autolink and the tree is the one the
 *   full syntax gives (a test holds the two equal on the corpora); otherwise the page is parsed
 *   again, with it.
 * - Transforming: GFM finds `mailto:`, `xmpp:` and the links the syntax cannot see after
 *   parsing, by a transform that walks every text node four times; it runs only on trees with
 *   a text node that could hold one.
 */
export default function remarkGfmAutolinks(this: Processor): void {
  const data = this.data();
  const transform = (gfmAutolinkLiteralFromMarkdown() as FromMarkdownExtension).transforms?.[0];
  const extensions = (data.fromMarkdownExtensions ?? []).flat(2) as FromMarkdownExtension[];
  const owner = extensions.find((extension) => transform && extension.transforms?.includes(transform));
  const parseWithAll = this.parser;
  if (!transform || !owner?.transforms || !parseWithAll) throw new Error('remark-gfm-autolinks: use it after remark-parse and remark-gfm');
  owner.transforms = owner.transforms.map((each) => (each === transform ? (tree: Root) => (mayHoldLiteralAutolink(tree) ? transform(tree) : undefined) : each));

  // remark-gfm's syntax extension (the one that reads `www.` at a `w`), and the same without literal autolinks:
  const gfmSyntax = data.micromarkExtensions?.find((extension) => [extension.text?.[119]].flat().some((construct) => construct?.name === 'wwwAutolink'));
  if (!gfmSyntax) throw new Error('remark-gfm-autolinks: use it after remark-parse and remark-gfm');
  const gfmWithoutLiterals = combineExtensions([gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem()]);
  // Made at the first parse, when every plugin has added its extensions.
  let withoutLiterals: Processor<Root> | null = null;
  this.parser = (document, file) => {
    withoutLiterals ??= unified()
      .use(remarkParse)
      .data('settings', data.settings ?? {})
      .data('micromarkExtensions', (data.micromarkExtensions ?? []).map((extension) => (extension === gfmSyntax ? gfmWithoutLiterals : extension)))
      .data('fromMarkdownExtensions', data.fromMarkdownExtensions ?? [])
      .freeze();
    const tree = withoutLiterals.parse(file);
    return mayHoldLiteralAutolink(tree) ? parseWithAll(document, file) : tree;
  };
}
