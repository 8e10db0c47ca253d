import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createHastToReact } from '../render/hast-to-react';
import { compileMarkdown } from './compile';

const toReact = createHastToReact();
const render = (body: string, bodyStartLine = 1) => {
  const compiled = compileMarkdown({ file: 'content/page.md', body, bodyStartLine });
  return { ...compiled, html: renderToStaticMarkup(toReact(compiled.hast)) };
};

describe('compileMarkdown', () => {
  it('takes the # heading out of the body and keeps its text', () => {
    const { heading, html } = render('# Button\n\nText.');
    expect(heading).toBe('Button');
    expect(html.trim()).toBe('<p>Text.</p>');
  });

  it('reads the description paragraph and keeps it, with its class', () => {
    const { description, html } = render('<p class="description">Buttons let users act.</p>\n\nMore.');
    expect(description).toBe('Buttons let users act.');
    expect(html).toContain('<p class="description">Buttons let users act.</p>');
  });

  it('renders GFM tables, task lists and strikethrough', () => {
    const { html } = render('| a | b |\n| - | -: |\n| 1 | 2 |\n\n- [x] done\n\n~~old~~');
    expect(html).toContain('<table>');
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('<del>old</del>');
  });

  it('keeps what docs need from raw HTML: kbd with class, details, summary', () => {
    const { html } = render('<kbd><kbd class="key">Ctrl</kbd>+<kbd class="key">N</kbd></kbd>\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>');
    expect(html).toContain('<kbd><kbd class="key">Ctrl</kbd>+<kbd class="key">N</kbd></kbd>');
    expect(html).toMatch(/<details>\s*<summary>More<\/summary>/);
  });

  it('drops HTML comments', () => {
    expect(render('Before\n\n<!-- secret note -->\n\nAfter').html).not.toContain('secret');
  });

  it.each([
    ['<script>alert(1)</script>', /<script|alert\(1\)/],
    ['<img src="x.png" onerror="alert(1)">', /onerror/],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/],
    ['[x](javascript:alert(1))', /javascript:/],
    ['<a href="&#106;avascript:alert(1)">x</a>', /javascript:|&#106;/],
    ['<a href="vbscript:msgbox(1)">x</a>', /vbscript:/],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:text\/html/],
    ['<svg><script>alert(1)</script></svg>', /<script|<svg/],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', /<iframe|srcdoc/],
    ['<div style="background:url(javascript:alert(1))">x</div>', /style=|javascript:/],
    ['<form action="https://evil.example"><button>x</button></form>', /<form|<button/],
  ])('leaves no executable markup from %s', (input, forbidden) => {
    expect(render(input).html).not.toMatch(forbidden);
  });

  it('reports constructs it cannot render yet, at their line in the file', () => {
    const { diagnostics, html } = render('Intro\n\n{{"demo": "BasicButtons.js"}}\n\n:::warning\nCareful\n:::\n', 5);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'markdown/unsupported-embed', file: 'content/page.md', line: 7 }),
      expect.objectContaining({ severity: 'warning', code: 'markdown/unsupported-callout', file: 'content/page.md', line: 9 }),
    ]);
    expect(html).toContain('BasicButtons.js');
  });
});
