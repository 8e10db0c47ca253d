import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

describe('rehype-plan-badges', () => {
  it.each([
    [
      'a badge in a heading, in the link the author wrote around it',
      "## Pro [<span class=\"plan-pro\"></span>](/pricing 'Pro plan')",
      '<h2 id="pro">Pro <a href="/pricing" title="Pro plan"><docs-plan plan="pro"></docs-plan></a><docs-anchor target="pro"></docs-anchor></h2>',
    ],
    ['a badge in a sentence', 'Needs the <span class="plan-premium"></span> plan.', '<p>Needs the <docs-plan plan="premium"></docs-plan> plan.</p>'],
    ['a badge with other classes and unsafe attributes', '<span class="x plan-pro" onclick="alert(1)" style="color:red"> </span>', '<p><docs-plan plan="pro"></docs-plan></p>'],
    ['a span with text (not a badge)', '<span class="plan-pro">Pro</span>', '<p><span class="plan-pro">Pro</span></p>'],
    ['another plan class', '<span class="plan-enterprise"></span>', '<p><span class="plan-enterprise"></span></p>'],
    ['a badge an author typed as the element', '<docs-plan plan="pro">forged</docs-plan>', '<p>forged</p>'],
  ])('renders %s', (_, input, expected) => {
    const { html, diagnostics } = compileToHtml(input);
    expect(html).toBe(expected);
    expect(diagnostics).toEqual([]);
  });

  it('keeps the badge out of the heading id and the entry text, and marks the entry with the plan', () => {
    const { toc } = compileToHtml(
      "## Header with Pro plan [<span class=\"plan-pro\"></span>](/pricing 'Pro plan')\n\n### Row grouping <span class=\"plan-premium\"></span>\n\n### Sorting",
    );
    expect(toc).toEqual([
      {
        id: 'header-with-pro-plan',
        text: 'Header with Pro plan',
        plan: 'pro',
        children: [
          { id: 'row-grouping', text: 'Row grouping', plan: 'premium', children: [] },
          { id: 'sorting', text: 'Sorting', children: [] },
        ],
      },
    ]);
  });
});
