import { describe, expect, it } from 'vitest';
import {
  cookieValue,
  getCookie,
  initialVariant,
  isApplePlatform,
  parseDirection,
  parseMode,
  schemeOf,
  variantCookie,
  variantFromHash,
} from './preferences';

describe('the code variant (REFERENCE 4)', () => {
  it.each([
    // hash, cookie, expected: the hash wins, then the cookie, then TS.
    ['#ClickCounter.js', 'TS', 'js'],
    ['#ClickCounter.tsx', 'JS', 'ts'],
    ['#ClickCounter%2Ejs', undefined, 'js'],
    ['', 'JS', 'js'],
    ['#installation', 'JS', 'js'],
    ['#installation', 'TS', 'ts'],
    ['', undefined, 'ts'],
    ['', 'js', 'ts'],
    ['', 'JSX', 'ts'],
    ['#%E0%A4%A', undefined, 'ts'],
  ])('hash %j and cookie %j give %s', (hash, cookie, expected) => {
    expect(initialVariant(hash, cookie)).toBe(expected);
  });

  it('reads a hash that ends in .js or .tsx only', () => {
    expect(variantFromHash('#Demo.js')).toBe('js');
    expect(variantFromHash('#Demo.tsx')).toBe('ts');
    expect(variantFromHash('#Demo.ts')).toBeNull();
    expect(variantFromHash('#Demo.jsx')).toBeNull();
  });

  it('writes the cookie for a year on the whole site, Lax, and Secure on https only', () => {
    expect(variantCookie('js', false)).toBe('codeVariant=JS;path=/;max-age=31536000;SameSite=Lax');
    expect(variantCookie('ts', true)).toBe('codeVariant=TS;path=/;max-age=31536000;SameSite=Lax;Secure');
  });

  it('finds a cookie among others, and nothing when it is absent', () => {
    expect(cookieValue('a=1; codeVariant=JS; b=2', 'codeVariant')).toBe('JS');
    expect(cookieValue('xcodeVariant=JS; b=2', 'codeVariant')).toBeUndefined();
    expect(cookieValue('', 'codeVariant')).toBeUndefined();
  });

  it('refuses to read a cookie on the server, with the spec’s message', () => {
    expect(() => getCookie('codeVariant')).toThrow(
      new Error('getCookie() is not supported on the server. Fallback to a different value when rendering on the server.'),
    );
  });
});

describe('colour mode and direction (REFERENCE 5)', () => {
  it('defaults to system, which follows the operating system', () => {
    expect(parseMode(null)).toBe('system');
    expect(parseMode('sepia')).toBe('system');
    expect(parseMode('dark')).toBe('dark');
    expect(schemeOf('system', true)).toBe('dark');
    expect(schemeOf('system', false)).toBe('light');
    expect(schemeOf('light', true)).toBe('light');
    expect(schemeOf('dark', false)).toBe('dark');
  });

  it('takes the stored direction, else the page’s own', () => {
    expect(parseDirection('rtl', 'ltr')).toBe('rtl');
    expect(parseDirection('ltr', 'rtl')).toBe('ltr');
    expect(parseDirection(null, 'rtl')).toBe('rtl');
    expect(parseDirection('up', null)).toBe('ltr');
  });

  it('knows Apple platforms, for the ⌘ hints', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('macOS')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Win32')).toBe(false);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
  });
});
