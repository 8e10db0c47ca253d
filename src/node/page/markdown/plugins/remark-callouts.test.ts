import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

const info = (body: string) => `<docs-callout severity="info">${body}</docs-callout>`;
const warning = (body: string) => `<docs-callout severity="warning">${body}</docs-callout>`;

describe('remark-callouts', () => {
  it.each([
    ['a one-line callout', ':::info\nOne line.\n:::', info('<p>One line.</p>')],
    [
      'blocks between an opener and a closer',
      ':::warning\nCareful.\n\n- a\n- b\n\n:::',
      warning('<p>Careful.</p><ul>\n<li>a</li>\n<li>b</li>\n</ul>'),
    ],
    ['a closer right under the last line', ':::success\nFirst.\n\nSecond line\n:::', '<docs-callout severity="success"><p>First.</p><p>Second line</p></docs-callout>'],
    ['a bare opener (a neutral callout)', ':::\nPlain.\n:::', '<docs-callout severity="neutral"><p>Plain.</p></docs-callout>'],
    ['a space before the severity', '::: info\nA\n:::', info('<p>A</p>')],
    ['inline markup right after the opener', ':::error\n**Bold** text\n:::', '<docs-callout severity="error"><p><strong>Bold</strong> text</p></docs-callout>'],
    // Upstream's rule cuts a paragraph at `:::`, so no blank line is needed before or after.
    ['an opener right under a paragraph line', 'Intro\n:::info\nA\n:::', `<p>Intro</p>\n${info('<p>A</p>')}`],
    ['a paragraph right under the closer', ':::info\nA\n:::\nAfter', `${info('<p>A</p>')}\n<p>After</p>`],
    ['adjacent callouts without blank lines', ':::info\nA\n:::\n:::warning\nB\n:::', `${info('<p>A</p>')}\n${warning('<p>B</p>')}`],
    [
      'after <details>...</details> and a blank line',
      '<details>\n<summary>More</summary>\n\nBody.\n\n</details>\n\n:::warning\nCareful.\n:::',
      `<details>\n<summary>More</summary>\n<p>Body.</p>\n</details>\n${warning('<p>Careful.</p>')}`,
    ],
    [
      'right under </details> (the HTML block ends at the ::: line), then another callout',
      '<details>\n<summary>More</summary>\n\nBody.\n\n</details>\n:::warning\nCareful.\n:::\n\n:::info\nNext.\n:::',
      `<details>\n<summary>More</summary>\n<p>Body.</p>\n</details>\n${warning('<p>Careful.</p>')}\n${info('<p>Next.</p>')}`,
    ],
    ['right under a one-line raw HTML block', '<div class="note">Hi</div>\n:::warning\nCareful.\n:::', `<div class="note">Hi</div>\n${warning('<p>Careful.</p>')}`],
    ['right under a lone tag', '<br/>\n:::info\nA\n:::', `<br>\n${info('<p>A</p>')}`],
    ['inside <details>', '<details>\n<summary>S</summary>\n:::info\nInside\n:::\n</details>', `<details>\n<summary>S</summary>\n${info('<p>Inside</p>')}\n</details>`],
    [
      'inside a list item, right under its text',
      '- Item text.\n  :::warning\n  Careful.\n  :::\n- Next',
      `<ul>\n<li>Item text.\n${warning('<p>Careful.</p>')}\n</li>\n<li>Next</li>\n</ul>`,
    ],
    ['around a list, closed right under it', ':::info\nText\n\n- a\n- b\n:::', info('<p>Text</p><ul>\n<li>a</li>\n<li>b</li>\n</ul>')],
    ['around a list, closed by a ::: indented under its last item', ':::info\n- a\n- b\n  :::', info('<ul>\n<li>a</li>\n<li>b</li>\n</ul>')],
    ['in a block quote', '> Quoted\n> :::info\n> In\n> :::', `<blockquote>\n<p>Quoted</p>\n${info('<p>In</p>')}\n</blockquote>`],
    ['reference links in what follows a cut HTML block', '<div>\n:::info\nSee [the docs][d].\n:::\n</div>\n\n[d]: /docs', `<div>\n${info('<p>See <a href="/docs">the docs</a>.</p>')}\n</div>`],
    ['a code fence inside', ':::info\nSee:\n\n```\nx\n```\n:::', info('<p>See:</p><docs-code><pre><code>x\n</code></pre></docs-code>')],
    ['::: lines in a code fence (left alone)', '```\n:::info\nText\n:::\n```', '<docs-code><pre><code>:::info\nText\n:::\n</code></pre></docs-code>'],
    ['::: lines in a <pre> block (raw HTML keeps its text)', '<pre>\n:::info\nx\n:::\n</pre>', '<pre>:::info\nx\n:::\n</pre>'],
  ])('renders %s', (_, input, expected) => {
    const { html, diagnostics } = compileToHtml(input);
    expect(html).toBe(expected);
    expect(diagnostics).toEqual([]);
  });

  it.each([
    // Callouts do not nest, upstream's neither: the first `:::` closes the outer one.
    [
      'a callout written inside another',
      ':::info\nA\n:::warning\nB\n:::\n:::',
      info(`<p>A</p>${warning('<p>B</p>')}`),
      ['callout-unclosed 3:1', 'callout-stray 6:1'],
    ],
    ['an opener never closed (it takes the rest of its container)', ':::info\nOpen\n\nStill open', info('<p>Open</p><p>Still open</p>'), ['callout-unclosed 1:1']],
    ['openers never closed (each ends at the next)', ':::info\nA\n\n:::warning\nB', `${info('<p>A</p>')}\n${warning('<p>B</p>')}`, ['callout-unclosed 1:1']],
    ['a ::: that closes nothing (dropped, never shown)', 'Text\n\n:::', '<p>Text</p>', ['callout-stray 3:1']],
  ])('warns about %s', (_, input, expected, codes) => {
    const { html, diagnostics } = compileToHtml(input);
    expect(html).toBe(expected);
    expect(diagnostics.map((d) => `${d.code.replace('markdown/', '')} ${d.line}:${d.column}`)).toEqual(codes);
    expect(diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('reports another severity as an error at its line, and still renders the text', () => {
    const { html, diagnostics } = compileToHtml('Intro\n\n:::tip\nHello\n:::');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'markdown/callout-severity',
        message: 'Unknown callout severity "tip": expected info, success, warning, error',
        file: 'content/page.md',
        line: 3,
      }),
    ]);
    expect(html).toContain('<docs-callout severity="neutral"><p>Hello</p></docs-callout>');
  });

  it.each([
    ['a cut HTML block', 'Intro\n\n<div>\n:::tip\nx\n:::\n</div>', 4, 1],
    ['a cut HTML block in a list item', '- <div>\n  hello\n  :::tip\n  x\n  :::', 3, 3],
    ['a cut HTML block in a block quote', '> <div>\n> :::tip\n> x\n> :::', 2, 3],
  ])('points at the markdown line of a callout found in %s', (_, input, line, column) => {
    const { diagnostics } = compileToHtml(input);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'markdown/callout-severity', line, column })]);
  });

  it('reports 10,000 unclosed openers once, without deep recursion', () => {
    const { diagnostics } = compileToHtml(Array.from({ length: 10_000 }, () => ':::info').join('\n\n'));
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'markdown/callout-unclosed', line: 1, message: 'This callout is never closed: end it with a line holding only ::: (and 9999 more callouts after it)' }),
    ]);
  });
});
