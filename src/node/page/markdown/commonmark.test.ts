import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import rehypeRawSanitized from './plugins/raw-html';

// The spec's examples, from the spec's own npm package (commonmark-spec, CC-BY-SA-4.0).
import spec from 'commonmark-spec';

/**
 * How many of the spec's examples our pipeline renders as the spec expects. Raising it is
 * welcome (update the number); a drop fails the test. Most misses are raw HTML the sanitiser
 * removes on purpose (scripts, unknown tags, comments, processing instructions).
 */
const BASELINE = 616;

/** CommonMark only: the parser and the HTML path every page takes, without GFM or the dialect. */
const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true }).use(rehypeRawSanitized);

const render = (markdown: string): string => {
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return toHtml(tree);
};

const BLOCK = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'html', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul']);

/**
 * The spec's normaliser, in spirit: compare parsed trees, not bytes. Whitespace next to
 * block elements does not count, runs of whitespace outside `<pre>` count as one space,
 * attributes are compared sorted, and the serialiser picks one spelling for entities.
 */
function normalize(html: string): string {
  const clean = (nodes: RootContent[], inPre: boolean): RootContent[] => {
    const out: RootContent[] = [];
    nodes.forEach((node, i) => {
      if (node.type === 'comment' || node.type === 'doctype') return;
      if (node.type === 'text') {
        if (inPre) {
          out.push(node);
          return;
        }
        let value = node.value.replace(/\s+/g, ' ');
        const previous = nodes[i - 1];
        const next = nodes[i + 1];
        if (!previous || (previous.type === 'element' && BLOCK.has(previous.tagName))) value = value.replace(/^ /, '');
        if (!next || (next.type === 'element' && BLOCK.has(next.tagName))) value = value.replace(/ $/, '');
        if (value) out.push({ type: 'text', value });
        return;
      }
      if (node.type === 'element') {
        const element: Element = {
          type: 'element',
          tagName: node.tagName,
          properties: Object.fromEntries(Object.entries(node.properties).sort(([a], [b]) => a.localeCompare(b))),
          children: clean(node.children as RootContent[], inPre || node.tagName === 'pre') as Element['children'],
        };
        out.push(element);
      }
    });
    return out;
  };
  return toHtml({ type: 'root', children: clean(fromHtml(html, { fragment: true }).children, false) });
}

describe('the CommonMark spec examples through our pipeline', () => {
  const examples = (spec as { tests: { markdown: string; html: string; number: number; section: string }[] }).tests;

  it('renders at least the recorded number of examples as the spec expects', () => {
    const failed: number[] = [];
    for (const example of examples) {
      // The spec writes tabs as → so they can be seen.
      const markdown = example.markdown.replace(/→/g, '\t');
      const expected = example.html.replace(/→/g, '\t');
      if (normalize(render(markdown)) !== normalize(expected)) failed.push(example.number);
    }
    const passed = examples.length - failed.length;
    console.log(`CommonMark 0.31.2: ${passed} of ${examples.length} examples render as the spec expects (baseline ${BASELINE})`);
    expect(examples.length).toBeGreaterThan(600);
    expect(passed).toBeGreaterThanOrEqual(BASELINE);
  });

  it('normalises only what does not change meaning', () => {
    expect(normalize('<p>a\n  b</p>\n<ul>\n<li>x</li>\n</ul>')).toBe(normalize('<p>a b</p><ul><li>x</li></ul>'));
    expect(normalize('<pre><code>a\n  b</code></pre>')).not.toBe(normalize('<pre><code>a b</code></pre>'));
    expect(normalize('<p><em>a</em></p>')).not.toBe(normalize('<p><strong>a</strong></p>'));
  });
});
