import { describe, expect, it } from 'vitest';
import { chooseEncoding, etagMatches, isCompressible } from './negotiate';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
    ['GZIP', 'gzip'],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it.each([
    [undefined, '"abc"', false],
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['"abc-br"', '"abc"', false],
    ['*', '"abc"', true],
    ['"abcd"', '"abc"', false],
  ])('%s against %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/manifest+json; charset=utf-8', true],
    ['image/svg+xml', true],
    ['application/xml; charset=utf-8', true],
    ['image/png', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
  ])('%s -> %s', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});
