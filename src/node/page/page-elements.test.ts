import { describe, expect, it } from 'vitest';
import { looksEmpty } from './page-elements';

describe('looksEmpty', () => {
  it.each([
    ['', true],
    ['<div></div>', true],
    ['<div class="MuiDataGrid-root"><div style="height:0"></div><!-- measured later --></div>', true],
    ['<div>&nbsp;</div>', true],
    ['<div>Hello</div>', false],
    ['<button class="x"></button>', false],
    ['<svg viewBox="0 0 1 1"></svg>', false],
    ['<img src="/a.png" alt="">', false],
  ])('%s -> %s', (html, empty) => expect(looksEmpty(html)).toBe(empty));
});
