import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';
import { kebabCase } from '../../../util/kebab-case';

describe('kebabCase', () => {
  it.each([
    ['Button', 'button'],
    ['IconButton', 'icon-button'],
    ['useAutocomplete', 'use-autocomplete'],
    ['DataGridPro', 'data-grid-pro'],
    ['CSSBaseline', 'css-baseline'],
  ])('%s -> %s', (name, expected) => expect(kebabCase(name)).toBe(expected));
});

describe('remark-api-section', () => {
  it('appends an API section linking every component and hook, listed in the table of contents', () => {
    const { html, toc, links } = compileToHtml('## Usage', {
      api: { components: ['Button', 'IconButton'], hooks: ['useButton'], basePath: '/joy-ui/api', line: 4 },
    });
    expect(html).toContain('<h2 id="api">API<docs-anchor target="api"></docs-anchor></h2>');
    expect(html).toContain('<a href="/joy-ui/api/button"><code>&#x3C;Button /></code></a>');
    expect(html).toContain('<a href="/joy-ui/api/icon-button"><code>&#x3C;IconButton /></code></a>');
    expect(html).toContain('<a href="/joy-ui/api/use-button"><code>useButton</code></a>');
    expect(toc.map((t) => t.id)).toEqual(['usage', 'api']);
    // The links point at the frontmatter's `components` line for the link check.
    expect(links.map((l) => l.line)).toEqual([4, 4, 4]);
  });

  it('adds nothing without components or hooks', () => {
    expect(compileToHtml('Text', { api: { components: [], hooks: [], basePath: '/x', line: null } }).html).toBe('<p>Text</p>');
  });
});
