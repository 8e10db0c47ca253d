import { renderToStaticMarkup } from 'react-dom/server';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { createHastToReact } from '../hast-to-react';
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

  it('reports each problem at its line in the file, not in the body', () => {
    const { diagnostics } = render('Intro\n\n{{"demo": "BasicButtons.js"}}\n\n:::tip\nCareful\n:::\n', 5);
    expect([...diagnostics].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'markdown/missing-demo', file: 'content/page.md', line: 7 }),
      expect.objectContaining({ severity: 'error', code: 'markdown/callout-severity', file: 'content/page.md', line: 9 }),
    ]);
  });
});

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'xLinkHref', 'data', 'poster', 'background', 'cite']);
const EMBEDDING = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'style', 'form', 'svg', 'math', 'template']);

/** Markup in rendered HTML that could run code or load a document: parsed, not pattern-matched. */
function executableMarkup(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    const isImagePreload = node.tagName === 'link' && node.properties.rel?.toString() === 'preload' && node.properties.as === 'image';
    if (EMBEDDING.has(node.tagName) || (node.tagName === 'link' && !isImagePreload)) found.push(`<${node.tagName}>`);
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on/i.test(name)) found.push(`${name} on <${node.tagName}>`);
      if (name === 'style' || name === 'srcDoc') found.push(`${name} on <${node.tagName}>`);
      // Browsers ignore control characters and spaces inside a scheme, so the check does too.
      const url = String(value).replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (URL_ATTRIBUTES.has(name) && /^(?:javascript|vbscript|data:text\/html)/.test(url)) found.push(`${name}=${String(value)}`);
    }
  });
  return found;
}

describe('an XSS set leaves no executable markup', () => {
  it('the check itself finds executable markup', () => {
    expect(executableMarkup('<a href="java\tscript:x" onclick="y">a</a><svg></svg><p style="x">b</p>')).toEqual([
      'href=java\tscript:x',
      'onClick on <a>',
      '<svg>',
      'style on <p>',
    ]);
  });

  it.each([
    ['<script>alert(1)</script>'],
    ['<SCRIPT SRC=//evil.test/x.js></SCRIPT>'],
    ['<img src="x.png" onerror="alert(1)">'],
    ['<div onmouseover="alert(1)">hover</div>'],
    ['<details open ontoggle="alert(1)"><summary>x</summary></details>'],
    ['<body onload="alert(1)">'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['<a href=" javascript:alert(1)">x</a>'],
    ['[x](javascript:alert(1))'],
    ['<javascript:alert(1)>'],
    ['[x](&#x6A;avascript:alert(1))'],
    ['<a href="&#106;avascript:alert(1)">x</a>'],
    ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)">x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>'],
    ['<a href="jav&NewLine;ascript:alert(1)">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>'],
    ['[x](vbscript:msgbox(1))'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['![x](data:text/html,<script>alert(1)</script>)'],
    ['<img src="javascript:alert(1)">'],
    ['<svg><script>alert(1)</script></svg>'],
    ['<svg onload="alert(1)"><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['<iframe src="javascript:alert(1)"></iframe>'],
    ['<object data="javascript:alert(1)"></object>'],
    ['<embed src="data:text/html,<script>alert(1)</script>">'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['<base href="javascript:alert(1)//">'],
    ['<link rel="stylesheet" href="javascript:alert(1)">'],
    ['<style>body{background:url("javascript:alert(1)")}</style>'],
    ['<div style="background:url(javascript:alert(1))">x</div>'],
    ['<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>'],
    ['<p>a</p><!-- <script>alert(1)</script> -->'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['<table><tr><td><script>alert(1)</script></td></tr></table>'],
    [':::info\n<img src=x onerror="alert(1)">\n:::'],
    ['<codeblock>\n\n```js A\n</code><script>alert(1)</script>\n```\n\n</codeblock>'],
    ['{{"component": "<script>alert(1)</script>"}}'],
    ['{{"demo": "x.js", "bg": "<script>alert(1)</script>"}}'],
    ['<docs-island data-docs=\'{"module":"x"}\'><script>alert(1)</script></docs-island>'],
    ['## <img src=x onerror=alert(1)> heading'],
  ])('%s', (input) => {
    expect(executableMarkup(render(input).html)).toEqual([]);
  });
});
