import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

describe('remark-feature-list', () => {
  it.each([
    [
      'one block (no blank line inside), items taken as HTML as upstream does',
      "<featureList>\n- Manages modal stacking when one-at-a-time just isn't enough.\n- Adds <b>ARIA</b> roles, **as written**.\n</featureList>",
      '<ul class="feature-list">\n<li>Manages modal stacking when one-at-a-time just isn\'t enough.</li>\n<li>Adds <b>ARIA</b> roles, **as written**.</li>\n</ul>',
    ],
    [
      'a list between the tags, with blank lines',
      '<featureList>\n\n- One `item`\n- Two\n\n</featureList>',
      '<ul class="feature-list">\n<li>One <code>item</code></li>\n<li>Two</li>\n</ul>',
    ],
    ['text around it', 'Before.\n\n<featureList>\n- A\n</featureList>\n\nAfter.', '<p>Before.</p>\n<ul class="feature-list">\n<li>A</li>\n</ul>\n<p>After.</p>'],
  ])('renders %s', (_, input, expected) => {
    const { html, diagnostics } = compileToHtml(input);
    expect(html).toBe(expected);
    expect(diagnostics).toEqual([]);
  });

  it('strips what the sanitiser strips from the items', () => {
    expect(compileToHtml('<featureList>\n- <img src=x onerror="alert(1)">Safe\n</featureList>').html).toBe('<ul class="feature-list">\n<li><img src="x">Safe</li>\n</ul>');
  });

  it('warns, at its line, about a feature list that holds no list', () => {
    const { diagnostics } = compileToHtml('Intro\n\n<featureList>\n\nJust text.\n\n</featureList>');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'markdown/feature-list', line: 3 })]);
  });
});
