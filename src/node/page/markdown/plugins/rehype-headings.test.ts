import { describe, expect, it } from 'vitest';
import { textToHash } from '../common/slug';
import { compileToHtml } from '../test-helpers';

/** The id the heading written as `markdown` gets. */
const idOf = (markdown: string): string | undefined => /<h[23] id="([^"]*)"/.exec(compileToHtml(`## First\n\n${markdown}`).html.split('\n').slice(1).join('\n'))?.[1];

describe('heading ids, as upstream computes them from the heading\'s HTML', () => {
  it.each([
    // Headings of the corpus, and the ids its links use.
    ["## What's changed", 'whats-changed'],
    ['## Adding & disabling variants', 'adding-amp-disabling-variants'],
    ['### row-gap & column-gap', 'row-gap-amp-column-gap'],
    ['### Row & column spacing', 'row-amp-column-spacing'],
    ["### Microsoft's Fluent", 'microsofts-fluent'],
    ["## Matching device's preference", 'matching-devices-preference'],
    ['## "bg": "outlined"', 'quot-bg-quot-quot-outlined-quot'],
    ['## "hideToolbar": true, "bg": true', 'quot-hidetoolbar-quot-true-quot-bg-quot-true'],
    ['### `<CssVarsProvider>` props', 'cssvarsprovider-gt-props'],
    ['### `styled(Component, [options])(styles) => Component`', 'styled-component-options-styles-component'],
    ['### `useColorScheme: () => ColorSchemeContextValue`', 'usecolorscheme-colorschemecontextvalue'],
    ['### `MenuList` composition', 'menulist-composition'],
    ["## Header with Pro plan [<span class=\"plan-pro\"></span>](/x/introduction/licensing/#pro-plan 'Pro plan')", 'header-with-pro-plan'],
    ['## 🎁 Bonus: Build a toggle for light and dark mode', 'bonus-build-a-toggle-for-light-and-dark-mode'],
    ['## Material\u00a0UI Icons', 'material-ui-icons'],
    ['### 1. Set the HTML direction', '1-set-the-html-direction'],
    ['## Why use MUI System?', 'why-use-mui-system'],
    ['### Stack vs. Grid', 'stack-vs-grid'],
    ['### direction: column | column-reverse', 'direction-column-column-reverse'],
    // Inline markup: tags go, their text stays; an image gives nothing.
    ['## Using *emphasis* and **strong**', 'using-emphasis-and-strong'],
    ['## See [the docs](/docs) ~~now~~', 'see-the-docs-now'],
    ['## Logo ![alt text](/logo.png) here', 'logo-here'],
    ['## <span class="new">New</span> props', 'new-props'],
    // Escapes as marked writes them: entities as written, a backslash escape as its character.
    ['## Caf&eacute; &amp; bar', 'caf-eacute-amp-bar'],
    ['## Fish &#39;n&#39; chips', 'fish-n-chips'],
    ['## 1\\. Not a list', '1-not-a-list'],
    ['## a < b, c => d, e > f', 'a-b-c-d-e-gt-f'],
    ['## CSS_variables', 'css-variables'],
    // Letters of every script stay; symbols from U+2011 to U+26FF and emoji go.
    ['## Déjà vu', 'déjà-vu'],
    ['## v5 → v6', 'v5-v6'],
    ['## Smart “quotes” — yes', 'smart-quotes-yes'],
    ['## !!!', 'section'],
  ])('%s -> #%s', (markdown, id) => {
    expect(idOf(markdown)).toBe(id);
  });

  it('numbers repeats from 2, and never reuses an id a heading already has', () => {
    const { toc } = compileToHtml('## Usage\n\n## Usage\n\n## usage\n\n## Usage 2\n\n## !!!\n\n## ???');
    expect(toc.map((item) => item.id)).toEqual(['usage', 'usage-2', 'usage-3', 'usage-2-2', 'section', 'section-2']);
  });

  it('hashes as upstream\'s textToHash does', () => {
    expect(textToHash('createTheme(options) =&gt; theme')).toBe('createtheme-options-theme');
    expect(textToHash("barre d&#39;application")).toBe('barre-dapplication');
    expect(textToHash('Inputs &amp; Labels')).toBe('inputs-amp-labels');
    expect(textToHash('Blog 📝')).toBe('blog');
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
