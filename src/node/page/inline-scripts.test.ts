import { describe, expect, it } from 'vitest';
import { inlineScripts } from './inline-scripts';

describe('inlineScripts', () => {
  it('finds the scripts a browser runs, and only those', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<script src="/c.js"></script>',
      '<script type="application/json">{"d":1}</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('finds the scripts of a frame’s srcdoc document, which runs under the page’s policy', () => {
    const frame = '<iframe srcdoc="&lt;body&gt;&lt;script&gt;x(&quot;&amp;&quot;)&lt;/script&gt;"></iframe>';
    expect(inlineScripts(`<script>a()</script>${frame}`)).toEqual(['x("&")', 'a()']);
  });
});
