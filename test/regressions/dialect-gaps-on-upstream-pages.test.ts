import { describe, expect, it } from 'vitest';
import { compileToHtml, demoEntry } from '../../src/node/page/markdown/test-helpers';

// Issue 15: constructs of upstream's pages that rendered differently here.
describe('regression: the dialect gaps met on upstream pages', () => {
  it('opens a :::warning written right under a <details> block, so no stray ::: shows and the next callout does not nest', () => {
    const { html, diagnostics } = compileToHtml(
      '<details>\n<summary>Show</summary>\n\nHidden.\n\n</details>\n:::warning\nCareful.\n:::\n\n:::info\nNext.\n:::',
    );
    expect(diagnostics).toEqual([]);
    expect(html).not.toMatch(/:::/);
    expect(html.match(/<docs-callout/g)).toHaveLength(2);
    expect(html).toContain('<docs-callout severity="warning"><p>Careful.</p></docs-callout>\n<docs-callout severity="info">');
  });

  it("gives headings with ' and & the ids upstream's links use", () => {
    const { toc } = compileToHtml("## What's changed\n\n## Adding & disabling variants");
    expect(toc.map((item) => item.id)).toEqual(['whats-changed', 'adding-amp-disabling-variants']);
  });

  it('shows the plan badges of headings', () => {
    const { html } = compileToHtml("## Column pinning [<span class=\"plan-pro\"></span>](/x/introduction/licensing/#pro-plan 'Pro plan')");
    expect(html).toContain('<docs-plan plan="pro"></docs-plan>');
  });

  it('renders an embed followed on the next line by <br/>, never printing it as text', () => {
    const { html } = compileToHtml('{{"demo": "Grid.js", "bg": "inline"}}\n<br/>', { demos: { Grid: demoEntry('Grid', { js: 'x;\n' }) } });
    expect(html).not.toContain('{{');
    expect(html).toMatch(/^<docs-demo [^]*<\/docs-demo>\n<br>$/);
  });
});
