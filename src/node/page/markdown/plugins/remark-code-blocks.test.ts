import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';
import { parseCodeMeta } from './remark-code-blocks';

describe('parseCodeMeta', () => {
  it.each([
    ['', { title: null, tab: null }],
    ['title="App.js"', { title: 'App.js', tab: null }],
    ["title='My file.tsx'", { title: 'My file.tsx', tab: null }],
    ['npm', { title: null, tab: 'npm' }],
    ['pnpm title="x"', { title: 'x', tab: 'pnpm' }],
  ])('reads %j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });
});

describe('remark-code-blocks', () => {
  it('wraps a fence in docs-code with its language and title', () => {
    const { html } = compileToHtml('```jsx title="Demo.js"\n<Button />\n```');
    expect(html).toMatch(/^<docs-code language="jsx" title="Demo.js"><pre><code class="language-jsx">/);
  });

  it('wraps fences without a language and indented code too', () => {
    expect(compileToHtml('```\nplain\n```').html).toBe('<docs-code><pre><code>plain\n</code></pre></docs-code>');
    expect(compileToHtml('    indented').html).toBe('<docs-code><pre><code>indented\n</code></pre></docs-code>');
  });
});
