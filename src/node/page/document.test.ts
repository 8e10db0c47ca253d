import { describe, expect, it } from 'vitest';
import { serializeHeadTag } from './document';

describe('serializeHeadTag', () => {
  it('writes void tags with escaped, sorted attributes and bare boolean ones', () => {
    expect(serializeHeadTag({ tag: 'link', attributes: { rel: 'preload', href: '/a"b<c>.woff2', crossorigin: true } })).toBe(
      '<link crossorigin href="/a&quot;b&lt;c&gt;.woff2" rel="preload">',
    );
  });

  it('keeps style and script text from closing its element early', () => {
    const style = serializeHeadTag({ tag: 'style', content: 'a{content:"</style><script>alert(1)</script>"}' });
    expect(style.match(/<\/style>/g)).toHaveLength(1);
    expect(style.endsWith('</style>')).toBe(true);
    const script = serializeHeadTag({ tag: 'script', content: 'const s = "</script><!--";' });
    expect(script).toBe('<script>const s = "<\\/script><\\!--";</script>');
  });

  it('refuses an attribute name that could break out of the tag', () => {
    expect(() => serializeHeadTag({ tag: 'meta', attributes: { 'a><script': 'x' } })).toThrow(/Invalid attribute name/);
  });
});
