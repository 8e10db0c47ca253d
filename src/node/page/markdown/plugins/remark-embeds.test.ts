import { describe, expect, it } from 'vitest';
import { compileToHtml, demoEntry } from '../test-helpers';

const demos = {
  BasicButtons: demoEntry('BasicButtons', { ts: 'const a: number = 1;\n', js: 'const a = 1;\n' }),
  JsOnly: demoEntry('JsOnly', { js: 'const b = 2;\n' }),
};

describe('remark-embeds: demos', () => {
  it('turns a demo line into a docs-demo with its island and both sources', () => {
    const { html, diagnostics } = compileToHtml('{{"demo": "BasicButtons.js", "bg": "inline", "defaultCodeOpen": true}}', { demos });
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(
      /^<docs-demo bg="inline" defaultCodeOpen name="BasicButtons" id="page\/BasicButtons" hasTs anchors><docs-island kind="demo" module="page\/BasicButtons" index="0"><\/docs-island><docs-code language="tsx" variant="ts" fileName="BasicButtons.tsx">.*<docs-code language="jsx" variant="js" fileName="BasicButtons.js">/s,
    );
    expect(html).toContain('<span class="token keyword">const</span> a<span class="token operator">:</span>');
  });

  it('has only the JS source when the demo has no TS file', () => {
    const { html } = compileToHtml('{{"demo": "JsOnly.js"}}', { demos });
    expect(html).not.toContain('variant="ts"');
    expect(html).toContain('variant="js"');
  });

  it('puts the variant anchors on the first embed of a demo only', () => {
    const { html } = compileToHtml('{{"demo": "JsOnly.js"}}\n\n{{"demo": "JsOnly.js", "hideToolbar": true}}', { demos });
    expect(html.match(/ anchors/g)).toHaveLength(1);
    expect(html.match(/<docs-island [^>]*index="\d"/g)).toEqual([
      '<docs-island kind="demo" module="page/JsOnly" index="0"',
      '<docs-island kind="demo" module="page/JsOnly" index="1"',
    ]);
  });

  it('warns about a missing demo at its line and leaves a placeholder', () => {
    const { html, diagnostics } = compileToHtml('Intro\n\n{{"demo": "Nowhere.js"}}', { demos });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'markdown/missing-demo',
        message: 'Demo "Nowhere.js" not found: expected Nowhere.tsx or Nowhere.js beside this page',
        line: 3,
      }),
    ]);
    expect(html).toContain('<docs-missing kind="demo" name="Nowhere.js"></docs-missing>');
  });

  it('warns about unknown options and invalid values, keeping the demo', () => {
    const { diagnostics, html } = compileToHtml('{{"demo": "JsOnly.js", "colour": "red", "bg": 3}}', { demos });
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Unknown demo option "colour": expected one of hideToolbar, defaultCodeOpen, iframe, disableAd, disableLiveEdit, bg, maxWidth, height, hydrate',
      'Invalid value for demo option "bg": 3',
    ]);
    expect(html).toContain('<docs-demo name="JsOnly"');
  });

  it('reports a broken embed line as an error', () => {
    const { diagnostics } = compileToHtml('{{"demo": "A.js",}}');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'markdown/invalid-embed', line: 1 })]);
  });

  // Upstream cuts a page at its embed lines before parsing, so a line written right above or
  // below an embed is markdown of its own: never part of the embed, never printed as text.
  it.each([
    ['HTML on the next line', '{{"demo": "JsOnly.js"}}\n<br/>', /^<docs-demo name="JsOnly".*<\/docs-demo>\n<br>$/s],
    ['HTML on the next line, then a paragraph', '{{"demo": "JsOnly.js"}}\n<br/>\n\nAfter', /^<docs-demo .*<\/docs-demo>\n<br>\n<p>After<\/p>$/s],
    ['a paragraph line just above', 'Before\n{{"demo": "JsOnly.js"}}', /^<p>Before<\/p>\n<docs-demo name="JsOnly"/s],
    ['text on the next line', '{{"demo": "JsOnly.js"}}\nAfter', /^<docs-demo .*<\/docs-demo>\n<p>After<\/p>$/s],
    ['an HTML block just above', '<div>\n{{"demo": "JsOnly.js"}}\n</div>', /^<div>\n<docs-demo .*<\/docs-demo>\n<\/div>$/s],
  ])('renders a demo line with %s', (_, input, expected) => {
    const { html, diagnostics } = compileToHtml(input, { demos });
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(expected);
  });

  it('keeps the line of a demo written right under HTML', () => {
    const { diagnostics } = compileToHtml('Intro\n\n<div>\n{{"demo": "Gone.js"}}\n</div>', { demos });
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'markdown/missing-demo', line: 4 })]);
  });

  it('leaves text that only looks like an embed inside a sentence alone', () => {
    expect(compileToHtml('Write {{"demo": "A.js"}} on its own line.').html).toBe('<p>Write {{"demo": "A.js"}} on its own line.</p>');
  });
});

describe('remark-embeds: components', () => {
  it('turns a registered component into docs-embed with its props', () => {
    const { html, diagnostics } = compileToHtml('{{"component": "modules/Header.js", "design": false}}', { embeds: ['modules/Header.js'] });
    expect(diagnostics).toEqual([]);
    expect(html).toBe('<docs-embed name="modules/Header.js" props="{&#x22;design&#x22;:false}"></docs-embed>');
  });

  it('warns about a component the config does not register', () => {
    const { html, diagnostics } = compileToHtml('{{"component": "modules/Unknown.js"}}');
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'markdown/unknown-component', message: 'Unknown component embed "modules/Unknown.js": register it in the config\'s embeds', line: 1 }),
    ]);
    expect(html).toBe('<docs-missing kind="component" name="modules/Unknown.js"></docs-missing>');
  });

  it('renders a component line followed on the next line by HTML', () => {
    const { html, diagnostics } = compileToHtml('{{"component": "modules/Header.js"}}\n<br/>', { embeds: ['modules/Header.js'] });
    expect(diagnostics).toEqual([]);
    expect(html).toBe('<docs-embed name="modules/Header.js" props="{}"></docs-embed>\n<br>');
  });

  it('turns upstream\'s HighlightedCodeWithTabs into code tabs, highlighted at build time, without registering it', () => {
    const { html, diagnostics } = compileToHtml(
      '{{"component": "modules/components/HighlightedCodeWithTabs", "tabs": [{"tab":"JS", "code":"<div>Hello</div>", "language": "jsx"}, {"tab": "TS", "code": "type A = {}"}]}}',
    );
    expect(diagnostics).toEqual([]);
    expect(html).toMatch(/^<docs-code-tabs><docs-code language="jsx" tab="JS"><pre><code class="language-jsx"><span class="token tag">.*<\/code><\/pre><\/docs-code><docs-code tab="TS"><pre><code>type A = {}\n<\/code><\/pre><\/docs-code><\/docs-code-tabs>$/s);
  });

  it('keeps the storage key of a HighlightedCodeWithTabs embed, and warns about tabs it cannot read', () => {
    expect(compileToHtml('{{"component": "HighlightedCodeWithTabs", "storageKey": "pm", "tabs": [{"tab": "npm", "code": "npm i", "language": "bash"}]}}').html).toMatch(/^<docs-code-tabs storageKey="pm">/);
    const { html, diagnostics } = compileToHtml('{{"component": "HighlightedCodeWithTabs", "tabs": [{"tab": "npm"}]}}');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown/code-tabs-embed', line: 1 })]);
    expect(html).toBe('<docs-missing kind="component" name="HighlightedCodeWithTabs"></docs-missing>');
  });
});
