import { describe, expect, it } from 'vitest';
import { createSlugger, slugify } from '../slug';
import { compileToHtml } from '../test-helpers';

describe('slugify', () => {
  it.each([
    ['Basic button', 'basic-button'],
    ["What's new?", 'what-s-new'],
    ['  <Button /> props  ', 'button-props'],
    ['Header with Pro plan ', 'header-with-pro-plan'],
    ['CSS_variables & theming', 'css-variables-theming'],
    ['Déjà vu', 'déjà-vu'],
    ['v5 → v6', 'v5-v6'],
  ])('%j -> %j', (text, id) => {
    expect(slugify(text)).toBe(id);
  });

  it('numbers duplicates from 2', () => {
    const slug = createSlugger();
    expect(['Usage', 'Usage', 'usage', '!!!'].map(slug)).toEqual(['usage', 'usage-2', 'usage-3', 'section']);
  });
});

describe('rehype-headings', () => {
  it('gives h2 and h3 ids and anchor links, and builds the table of contents from them', () => {
    const { html, toc, diagnostics } = compileToHtml('# Title\n\n## Basics\n\n### Sizes\n\n#### Small\n\n## Basics\n\n### `code` in it');
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<h2 id="basics">Basics<docs-anchor target="basics"></docs-anchor></h2>');
    expect(html).toContain('<h3 id="sizes">Sizes<docs-anchor target="sizes"></docs-anchor></h3>');
    expect(html).toContain('<h4>Small</h4>');
    expect(html).toContain('<h2 id="basics-2">');
    expect(toc).toEqual([
      { id: 'basics', text: 'Basics', children: [{ id: 'sizes', text: 'Sizes', children: [] }] },
      { id: 'basics-2', text: 'Basics', children: [{ id: 'code-in-it', text: 'code in it', children: [] }] },
    ]);
  });

  it("keeps an author's own id", () => {
    const { html, toc } = compileToHtml('<h2 id="custom">Own id</h2>');
    expect(html).toContain('<h2 id="custom">Own id<docs-anchor target="custom"></docs-anchor></h2>');
    expect(toc[0]?.id).toBe('custom');
  });

  it('reports an h3 before any h2 as an error at its line', () => {
    const { diagnostics, toc } = compileToHtml('Intro\n\n### Too early\n\n## Fine');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'markdown/heading-order',
        message: 'The h3 "Too early" comes before any h2, so the table of contents cannot place it',
        line: 3,
      }),
    ]);
    expect(toc.map((t) => t.id)).toEqual(['fine']);
  });
});
