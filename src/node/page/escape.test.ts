import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeForScript } from './escape';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`</title><script>alert("1")</script>&'`)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt;&amp;&#39;',
    );
  });
});

describe('serializeForScript', () => {
  it('escapes <, >, &, U+2028 and U+2029 and stays valid JSON', () => {
    const value = { title: '</script><script>alert(1)</script>', amp: 'a&b', separators: '\u2028\u2029', comment: '<!--' };
    const out = serializeForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(out)).toEqual(value);
  });
});
