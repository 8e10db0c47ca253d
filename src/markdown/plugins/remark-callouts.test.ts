import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

describe('remark-callouts', () => {
  it.each([
    ['a one-line callout', ':::info\nOne line.\n:::', '<docs-callout severity="info"><p>One line.</p></docs-callout>'],
    [
      'blocks between an opener and a closer paragraph',
      ':::warning\nCareful.\n\n- a\n- b\n\n:::',
      '<docs-callout severity="warning"><p>Careful.</p><ul>\n<li>a</li>\n<li>b</li>\n</ul></docs-callout>',
    ],
    [
      'a closer that ends the last paragraph',
      ':::success\nFirst.\n\nSecond line\n:::',
      '<docs-callout severity="success"><p>First.</p><p>Second line</p></docs-callout>',
    ],
    ['a bare opener (a neutral callout)', ':::\nPlain.\n:::', '<docs-callout severity="neutral"><p>Plain.</p></docs-callout>'],
    ['inline markup right after the opener', ':::error\n**Bold** text\n:::', '<docs-callout severity="error"><p><strong>Bold</strong> text</p></docs-callout>'],
  ])('renders %s', (_, input, expected) => {
    const { html, diagnostics } = compileToHtml(input);
    expect(html).toBe(expected);
    expect(diagnostics).toEqual([]);
  });

  it('keeps a code fence inside a callout', () => {
    const { html } = compileToHtml(':::info\nSee:\n\n```js\nconst a = 1;\n```\n\n:::');
    expect(html).toMatch(/^<docs-callout severity="info"><p>See:<\/p><docs-code language="js"><pre><code class="language-js">/);
  });

  it('leaves a callout written inside a code fence alone', () => {
    const { html } = compileToHtml('```markup\n:::info\nText\n:::\n```');
    expect(html).not.toContain('<docs-callout');
    expect(html).toContain(':::info');
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

  it('closes each callout at the first closer after it', () => {
    const { html } = compileToHtml(':::info\nA\n:::\n\nBetween\n\n:::warning\nB\n\n:::');
    expect(html).toBe('<docs-callout severity="info"><p>A</p></docs-callout>\n<p>Between</p>\n<docs-callout severity="warning"><p>B</p></docs-callout>');
  });

  it('finds callouts inside lists and block quotes', () => {
    expect(compileToHtml('> :::info\n> Quoted\n> :::').html).toBe('<blockquote>\n<docs-callout severity="info"><p>Quoted</p></docs-callout>\n</blockquote>');
  });

  it('reports 10,000 unclosed openers once, without deep recursion', () => {
    const { diagnostics } = compileToHtml(Array.from({ length: 10_000 }, () => ':::info').join('\n\n'));
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'markdown/callout-unclosed', line: 1, message: 'This callout is never closed: end it with a line holding only ::: (and 9999 more callouts after it)' }),
    ]);
  });

  it('warns about a callout that is never closed', () => {
    const { diagnostics, html } = compileToHtml(':::info\nOpen\n\nStill open');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown/callout-unclosed', line: 1 })]);
    expect(html).toBe('<docs-callout severity="info"><p>Open</p></docs-callout>\n<p>Still open</p>');
  });
});
