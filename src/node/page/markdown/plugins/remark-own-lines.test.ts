import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { VFile } from 'vfile';
import remarkOwnLines from './remark-own-lines';

/** The top-level blocks after the plugin, each as `type@line:column` and its text. */
function blocks(markdown: string): string[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkOwnLines);
  const file = new VFile({ value: markdown });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  const text = (node: RootContent): string =>
    'value' in node ? node.value : 'children' in node ? (node.children as RootContent[]).map(text).join('') : '';
  return tree.children.map((node) => `${node.type}@${node.position?.start.line}:${node.position?.start.column} ${text(node)}`);
}

describe('remark-own-lines', () => {
  it.each([
    ['a callout line under a paragraph line', 'Text\n:::info\nMore', ['paragraph@1:1 Text', 'paragraph@2:1 :::info', 'paragraph@3:1 More']],
    ['a closing line under a paragraph line', 'Text\n:::', ['paragraph@1:1 Text', 'paragraph@2:1 :::']],
    ['an embed line between paragraph lines', 'A\n{{"demo": "X.js"}}\nB', ['paragraph@1:1 A', 'paragraph@2:1 {{"demo": "X.js"}}', 'paragraph@3:1 B']],
    ['HTML right under an embed line (an HTML block, as at the start of a page)', '{{"component": "X"}}\n<br/>', ['paragraph@1:1 {{"component": "X"}}', 'html@2:1 <br/>']],
    ['an HTML block cut at a callout line', '</details>\n:::warning\nText', ['html@1:1 </details>', 'paragraph@2:1 :::warning', 'paragraph@3:1 Text']],
    ['an HTML block cut at each own line', '<div>\n:::info\nA\n:::\n</div>', ['html@1:1 <div>', 'paragraph@2:1 :::info', 'paragraph@3:1 A', 'paragraph@4:1 :::', 'html@5:1 </div>']],
    ['an HTML block cut at an embed line', '<div>\n{{"demo": "X.js"}}\n</div>', ['html@1:1 <div>', 'paragraph@2:1 {{"demo": "X.js"}}', 'html@3:1 </div>']],
    ['trailing spaces after a callout line', ':::info  \nA', ['paragraph@1:1 :::info', 'paragraph@2:1 A']],
  ])('makes its own block of %s', (_, markdown, expected) => {
    expect(blocks(markdown)).toEqual(expected);
  });

  it.each([
    ['colons inside a sentence', 'Text ::: more\n:::foo:bar', ['paragraph@1:1 Text ::: more\n:::foo:bar']],
    ['braces that are no embed', 'Text\n{{ value }}', ['paragraph@1:1 Text\n{{ value }}']],
    ['an embed line indented as code', '    {{"demo": "X.js"}}', ['code@1:1 {{"demo": "X.js"}}']],
    ['a callout line in a fence', '```\n:::info\n```', ['code@1:1 :::info']],
    ['a callout line in a comment', '<!--\n:::info\n-->', ['html@1:1 <!--\n:::info\n-->']],
    ['a callout line in <pre>', '<pre>\n:::info\n</pre>', ['html@1:1 <pre>\n:::info\n</pre>']],
  ])('leaves alone %s', (_, markdown, expected) => {
    expect(blocks(markdown)).toEqual(expected);
  });

  it('keeps the columns of what it parses again inside a container', () => {
    const processor = unified().use(remarkParse).use(remarkGfm).use(remarkOwnLines);
    const file = new VFile({ value: '> <div>\n> :::info\n> Text' });
    const tree = processor.runSync(processor.parse(file), file) as Root;
    const quote = tree.children[0] as { children: RootContent[] };
    expect(quote.children.map((node) => node.position?.start)).toEqual([
      { line: 1, column: 3, offset: 2 },
      { line: 2, column: 3, offset: 10 },
      { line: 3, column: 3, offset: 20 },
    ]);
  });
});
