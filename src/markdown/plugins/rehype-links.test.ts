import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

const routesByFile = { 'joy/button/button.md': '/joy-ui/react-button', 'joy/guide.md': '/joy-ui/guide' };

describe('rehype-links', () => {
  it('adds rel="noopener" to external links, keeping other rel values', () => {
    const { html } = compileToHtml('[a](https://example.com) <a href="http://x.test" rel="nofollow">b</a> [m](mailto:a@b.c)');
    expect(html).toContain('<a href="https://example.com" rel="noopener">a</a>');
    expect(html).toContain('<a href="http://x.test" rel="nofollow noopener">b</a>');
    expect(html).toContain('<a href="mailto:a@b.c">m</a>');
  });

  it('resolves relative .md links to routes, keeping the hash', () => {
    const { html, links, diagnostics } = compileToHtml('See [button](./button/button.md#sizes).', { contentPath: 'joy/guide.md', routesByFile });
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<a href="/joy-ui/react-button#sizes">button</a>');
    expect(links).toEqual([{ pathname: '/joy-ui/react-button', hash: 'sizes', href: './button/button.md#sizes', line: 1, column: 5 }]);
  });

  it('reports a .md link to no page', () => {
    const { diagnostics } = compileToHtml('\n[x](../missing.md)', { contentPath: 'joy/guide.md', routesByFile });
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'markdown/broken-link', message: 'Link to ../missing.md: no page of the site is that file', line: 2 }),
    ]);
  });

  it('records internal links in their canonical form', () => {
    const { links } = compileToHtml('[a](/joy-ui/react-button/) [b](/api/button/?x=1#props) [c](#local)');
    expect(links.map((l) => [l.pathname, l.hash])).toEqual([
      ['/joy-ui/react-button', null],
      ['/api-docs/button', 'props'],
    ]);
  });

  it('prefixes internal links of a non-English page with its language, except the blog', () => {
    const { html } = compileToHtml('[a](/joy-ui/react-button) [b](/blog/post)', { language: 'fr' });
    expect(html).toContain('<a href="/fr/joy-ui/react-button">a</a>');
    expect(html).toContain('<a href="/blog/post">b</a>');
  });
});
