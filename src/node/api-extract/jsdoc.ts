import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** A JSDoc comment split into its text and the tags the API JSON uses. */
export interface JsDoc {
  /** The text before the first tag (markdown). */
  text: string;
  default: string | null;
  /** `@example`: its text (code). */
  example: string | null;
  /** Set when `@deprecated` is there: its text (may be empty). */
  deprecated: string | null;
  /** `@ignore`: left out of the API. */
  ignore: boolean;
  params: { name: string; type: string | null; description: string }[];
  returns: { type: string | null; description: string } | null;
}

/** Splits a comment's text (as react-docgen gives it: no `*` margins) at its tags. */
export function parseJsDoc(comment: string): JsDoc {
  const doc: JsDoc = { text: '', default: null, example: null, deprecated: null, ignore: false, params: [], returns: null };
  const [text, ...tags] = comment.split(/\n(?=\s*@\w)|^(?=@\w)/);
  doc.text = (text ?? '').trim().startsWith('@') ? '' : (text ?? '').trim();
  const blocks = (text ?? '').trim().startsWith('@') ? [text!, ...tags] : tags;
  for (const block of blocks) {
    const tag = /^\s*@(\w+)\s*([\s\S]*)$/.exec(block);
    if (!tag) continue;
    const [, name, rest] = tag as unknown as [string, string, string];
    const value = rest.trim();
    if (name === 'default') doc.default = value;
    else if (name === 'example') doc.example = value;
    else if (name === 'deprecated') doc.deprecated = value;
    else if (name === 'ignore') doc.ignore = true;
    else if (name === 'param') {
      const param = /^(?:\{([^}]*)\}\s*)?\[?([\w.]+)\]?\s*([\s\S]*)$/.exec(value);
      if (param) doc.params.push({ type: param[1] ?? null, name: param[2]!, description: param[3]!.trim() });
    } else if (name === 'returns' || name === 'return') {
      const returned = /^(?:\{([^}]*)\}\s*)?([\s\S]*)$/.exec(value)!;
      doc.returns = { type: returned[1] ?? null, description: returned[2]!.trim() };
    }
  }
  return doc;
}

const markdownToHast = unified().use(remarkParse).use(remarkRehype).freeze();

/**
 * JSDoc markdown as the HTML upstream's JSON holds: inline, paragraphs joined by `<br>` (a
 * description sits in a table cell), code spans as `<code>`, links as `<a>`.
 */
export function markdownToHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  const tree = markdownToHast.runSync(markdownToHast.parse(markdown)) as Root;
  const blocks = tree.children.filter((node): node is Element => node.type === 'element');
  const parts = blocks.map((block) => (block.tagName === 'p' ? toHtml({ type: 'root', children: block.children as ElementContent[] }) : toHtml(block)));
  // Soft line breaks inside a paragraph are spaces, as a browser shows them.
  return parts.map((part) => part.replace(/\s*\n\s*/g, ' ')).join('<br>');
}
