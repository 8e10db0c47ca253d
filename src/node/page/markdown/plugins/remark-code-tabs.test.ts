import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

const tabs = '<codeblock storageKey="package-manager">\n\n```bash npm\nnpm install x\n```\n\n```bash yarn\nyarn add x\n```\n\n</codeblock>';

describe('remark-code-tabs', () => {
  it('groups the fences of a <codeblock> into one docs-code-tabs with their tab names', () => {
    const { html, diagnostics } = compileToHtml(tabs);
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(/^<docs-code-tabs storageKey="package-manager"><docs-code language="bash" tab="npm">.*<docs-code language="bash" tab="yarn">.*<\/docs-code><\/docs-code-tabs>$/s);
  });

  it('works without a storage key', () => {
    expect(compileToHtml('<codeblock>\n\n```js A\na\n```\n\n</codeblock>').html).toMatch(/^<docs-code-tabs><docs-code language="js" tab="A">/);
  });

  it('moves other blocks after the tabs and says so', () => {
    const { html, diagnostics } = compileToHtml('<codeblock>\n\n```js A\na\n```\n\nA paragraph.\n\n</codeblock>');
    expect(html).toMatch(/<\/docs-code-tabs>\n<p>A paragraph.<\/p>$/);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown/codeblock-content', line: 7 })]);
  });

  it('warns about a <codeblock> never closed', () => {
    const { diagnostics } = compileToHtml('<codeblock>\n\n```js A\na\n```');
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'markdown/codeblock-unclosed', line: 1 })]);
  });
});
