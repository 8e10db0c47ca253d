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
    expect(links).toEqual([
      { pathname: '/joy-ui/react-button', hash: 'sizes', href: './button/button.md#sizes', target: '/joy-ui/react-button#sizes', line: 1, column: 5 },
    ]);
  });

  it('leaves a .md link to no page as written, for the link check to report', () => {
    const { html, links, diagnostics } = compileToHtml('\n[x](../missing.md)', { contentPath: 'joy/guide.md', routesByFile });
    expect(diagnostics).toEqual([]);
    expect(html).toContain('href="../missing.md"');
    expect(links).toEqual([{ pathname: null, hash: null, href: '../missing.md', target: '../missing.md', line: 2, column: 1 }]);
  });

  it('records internal links in their canonical form, with what the page links to', () => {
    const { links } = compileToHtml('[a](/joy-ui/react-button/) [b](/api/button/?x=1#props) [c](#local) [d](../images/a.png) [e](https://example.com)');
    expect(links.map((l) => [l.pathname, l.hash, l.target])).toEqual([
      ['/joy-ui/react-button', null, '/joy-ui/react-button/'],
      ['/api-docs/button', 'props', '/api/button/?x=1#props'],
      [null, 'local', '#local'],
      [null, null, '../images/a.png'],
    ]);
  });

  it('prefixes internal links of a non-English page with its language, except the blog', () => {
    const { html } = compileToHtml('[a](/joy-ui/react-button) [b](/blog/post)', { language: 'fr' });
    expect(html).toContain('<a href="/fr/joy-ui/react-button">a</a>');
    expect(html).toContain('<a href="/blog/post">b</a>');
  });
});
