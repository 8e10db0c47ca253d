import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

describe('rehype-highlight', () => {
  it.each([
    ['jsx', '<Button variant="text" />', '<span class="token tag"><span class="token punctuation">&#x3C;</span><span class="token class-name">Button</span>'],
    ['tsx', 'let a: string;', '<span class="token keyword">let</span> a<span class="token operator">:</span> <span class="token builtin">string</span>'],
    ['bash', 'npm install x', '<span class="token function">npm</span>'],
    ['diff', '-old\n+new', '<span class="token deleted-sign deleted">'],
    ['css', 'a { color: red; }', '<span class="token property">color</span>'],
  ])('highlights %s into class-named tokens', (language, code, expected) => {
    const { html, diagnostics } = compileToHtml(`\`\`\`${language}\n${code}\n\`\`\``);
    expect(diagnostics).toEqual([]);
    expect(html).toContain(expected);
    expect(html).not.toContain('style=');
  });

  it('shows an unknown language as plain text and says so', () => {
    const { html, diagnostics } = compileToHtml('```klingon\nQapla\n```');
    expect(html).toContain('<code class="language-klingon">Qapla\n</code>');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown/code-language', line: 1 })]);
  });

  it('leaves text blocks alone without a warning', () => {
    expect(compileToHtml('```text\n<b>x</b>\n```').diagnostics).toEqual([]);
  });

  it('keeps code text as text: markup in code cannot become elements', () => {
    const { html } = compileToHtml('```html\n<script>alert(1)</script>\n```');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#x3C;');
  });
});
