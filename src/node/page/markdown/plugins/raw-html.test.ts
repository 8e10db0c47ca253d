import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../test-helpers';

describe('raw HTML and DOM clobbering', () => {
  it.each([
    ['<img src="/a.png" alt="" name="gtag">', '<img src="/a.png" alt="" name="user-content-gtag">'],
    ['<img src="/a.png" alt="" name="cookie">', '<img src="/a.png" alt="" name="user-content-cookie">'],
    ['<div id="addEventListener">x</div>', '<div id="user-content-addEventListener">x</div>'],
    ['<span id="dataLayer">x</span>', '<span id="user-content-dataLayer">x</span>'],
  ])('prefixes an author id or name that would shadow a global: %s', (input, expected) => {
    expect(compileToHtml(input).html).toContain(expected);
  });

  it('keeps the ids authors link to', () => {
    expect(compileToHtml('<h2 id="sizes">Sizes</h2>\n\n<a id="gtag">x</a>').html).toContain('id="sizes"');
  });
});
