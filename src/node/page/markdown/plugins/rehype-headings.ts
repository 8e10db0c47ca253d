import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Transformer } from 'unified';
import { SKIP, walk } from '../common/walk';
import { createSlugger, escapeCode, escapeSource } from '../common/slug';
import type { TocItem } from '../../../model/markdown';
import type { DiagnosticCode } from '../../../diagnostics/codes';

/**
 * h2 and h3 only (REFERENCE 11): the corpus has an h4 and a later h3 with the same text,
 * linked as `#selected-value-appearance`, which must reach the h3.
 */
const LINKED = new Set(['h2', 'h3']);

/**
 * A heading's content as upstream's marked writes it, for its id: the text of code spans
 * escaped, other text as marked writes it from its source (entities as written), and the tags
 * left out, since the id drops them anyway (an image, its alt text included, gives nothing).
 */
export function headingHtml(nodes: ElementContent[], source: string, inCode = false): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      // A text's source differs from its value only by escapes and entity references, which
      // marked keeps as written; without them (or in code), escaping the value gives the same.
      const written = !inCode && start !== undefined && end !== undefined ? source.slice(start, end) : '';
      html += /[&\\]/.test(written) ? escapeSource(written) : escapeCode(node.value);
    } else if (node.type === 'element') {
      html += headingHtml(node.children, source, inCode || node.tagName === 'code');
    }
  }
  return html;
}

/** The plan of the first badge in a heading (see rehype-plan-badges), if any. */
function planIn(heading: Element): 'pro' | 'premium' | undefined {
  let plan: 'pro' | 'premium' | undefined;
  walk(heading, 'element', (node: Element) => {
    if (node.tagName !== 'docs-plan' || plan) return;
    plan = node.properties.plan === 'premium' ? 'premium' : 'pro';
  });
  return plan;
}

/**
 * Gives h2 and h3 an id from their text (authors' own ids are kept) and an anchor link,
 * and builds the table of contents: each h2 with its h3 children. An h3 before any h2 has no
 * place in it and is an error.
 */
export default function rehypeHeadings(): Transformer<Root, Root> {
  return (tree, file) => {
    const slug = createSlugger();
    const source = String(file.value);
    const toc: TocItem[] = [];
    walk(tree, 'element', (node: Element) => {
      // Code and demos hold no headings of the page.
      if (node.tagName === 'docs-code' || node.tagName === 'docs-demo' || node.tagName === 'pre') return SKIP;
      if (!LINKED.has(node.tagName)) return;
      const text = toString(node).replace(/\s+/g, ' ').trim();
      const own = typeof node.properties.id === 'string' && node.properties.id !== '' ? node.properties.id : null;
      const id = own ?? slug(headingHtml(node.children, source));
      node.properties.id = id;
      node.children.push({ type: 'element', tagName: 'docs-anchor', properties: { target: id }, children: [] });
      const plan = planIn(node);
      if (node.tagName === 'h2') {
        toc.push({ id, text, ...(plan && { plan }), children: [] });
      } else if (node.tagName === 'h3') {
        const parent = toc[toc.length - 1];
        if (parent) {
          parent.children.push({ id, text, ...(plan && { plan }), children: [] });
        } else {
          const message = file.message(`The h3 "${text}" comes before any h2, so the table of contents cannot place it`, {
            place: node.position,
            ruleId: 'markdown/heading-order' satisfies DiagnosticCode,
            source: 'markdown',
          });
          message.fatal = true;
        }
      }
      return SKIP;
    });
    file.data.toc = toc;
  };
}
