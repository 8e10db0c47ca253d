import { describe, expect, it } from 'vitest';
import { encodePathSegment, encodeUrl } from './percent-encoding';

describe('encodePathSegment', () => {
  it.each([
    ['button', 'button'],
    ['a b', 'a%20b'],
    ['€', '%E2%82%AC'],
    ['é', '%C3%A9'],
    ['\r\n', '%0D%0A'],
    ['a?b#c', 'a%3Fb%23c'],
    ['100%', '100%25'],
    ['a/b', 'a%2Fb'],
    ["k=v;x:y@z!$&'()*+,", "k=v;x:y@z!$&'()*+,"],
    ['\uD800', '%EF%BF%BD'],
  ])('%j -> %s', (segment, encoded) => {
    expect(encodePathSegment(segment)).toBe(encoded);
    if (!segment.includes('\uD800')) expect(decodeURIComponent(encoded)).toBe(segment);
  });
});

describe('encodeUrl', () => {
  it.each([
    ['/api-docs/button?tab=props#x', '/api-docs/button?tab=props#x'],
    ['/api-docs/a%20b', '/api-docs/a%20b'],
    ['/a b', '/a%20b'],
    ['/café', '/caf%C3%A9'],
    ['/x\r\nSet-Cookie: a=b', '/x%0D%0ASet-Cookie:%20a=b'],
    ['/100%', '/100%25'],
    ['/%zz', '/%25zz'],
    ['/"<>\\^`{|}', '/%22%3C%3E%5C%5E%60%7B%7C%7D'],
    ['https://v4.mui.com/a b', 'https://v4.mui.com/a%20b'],
  ])('%j -> %s', (url, encoded) => expect(encodeUrl(url)).toBe(encoded));

  it('leaves only characters a header and a URL allow', () => {
    let every = '';
    for (let code = 0; code < 0x300; code += 1) every += String.fromCharCode(code);
    expect(encodeUrl(every)).toMatch(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/);
  });
});
