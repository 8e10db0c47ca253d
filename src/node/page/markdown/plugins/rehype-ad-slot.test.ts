import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { compileMarkdown } from '../compile';

const tags = (body: string) =>
  compileMarkdown({ file: 'page.md', body, bodyStartLine: 1 }).hast.children.flatMap((node) => (node.type === 'element' ? [node.tagName] : []));

describe('rehype-ad-slot', () => {
  it('puts the ad slot right after the description paragraph', () => {
    expect(tags('# Title\n\n<p class="description">What this is.</p>\n\nFirst paragraph.\n\n## Usage\n')).toEqual(['p', 'docs-ad', 'p', 'h2']);
  });

  it('gives a page without a description paragraph no slot', () => {
    expect(tags('# Title\n\nA plain paragraph.\n\n<p class="lead">Not the description.</p>\n')).toEqual(['p', 'p']);
  });

  it('places one slot only, after the first description', () => {
    expect(tags('<p class="description">One.</p>\n\n<p class="description">Two.</p>\n')).toEqual(['p', 'docs-ad', 'p']);
  });

  it('does not let an author type the slot in raw HTML', () => {
    const { hast } = compileMarkdown({ file: 'page.md', body: '<docs-ad>\n\nText <docs-ad></docs-ad>.\n', bodyStartLine: 1 });
    expect(toHtml(hast)).not.toContain('docs-ad');
  });
});
