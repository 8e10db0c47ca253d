import { describe, expect, it } from 'vitest';
import { canonicalRedirect, parseRequestTarget } from './request-path';

describe('parseRequestTarget', () => {
  it.each([
    // target, decoded path, search
    ['/', '/', ''],
    ['/a/b', '/a/b', ''],
    ['/a/b?x=1&y=2', '/a/b', '?x=1&y=2'],
    ['/a%20b', '/a b', ''],
    ['/caf%C3%A9', '/café', ''],
    ['/a/b#frag', '/a/b', ''],
    ['/a?x=1#frag', '/a', '?x=1'],
    ['/%252e%252e/x', '/%2e%2e/x', ''],
    ['/a..b/c.d', '/a..b/c.d', ''],
  ])('accepts %s', (target, path, search) => {
    expect(parseRequestTarget(target)).toEqual({ path, rawPath: target.split(/[?#]/)[0], search });
  });

  it.each([
    ['/../etc/passwd'],
    ['/a/../../etc/passwd'],
    ['/%2e%2e/etc/passwd'],
    ['/%2E%2E/%2e%2e/etc/passwd'],
    ['/a/%2e%2e%2f%2e%2e%2fetc%2fpasswd'],
    ['/./a'],
    ['/a/%2e/b'],
    ['/a\\..\\b'],
    ['/a%5c..%5cb'],
    ['/a%00.html'],
    ['/bad%zzescape'],
    ['/%E0%A4%A'],
    ['http://evil.example/a'],
    ['*'],
    ['a/b'],
  ])('refuses %s', (target) => {
    expect(parseRequestTarget(target)).toEqual({ problem: 'bad-request' });
  });
});

describe('canonicalRedirect', () => {
  it.each([
    ['/', null],
    ['/a', null],
    ['/a/b', null],
    ['/a/', '/a'],
    ['/a/b///', '/a/b'],
    ['/a//b', '/a/b'],
    ['//', '/'],
    ['//evil.example/', '/evil.example'],
    ['//evil.example', '/evil.example'],
    ['/caf%C3%A9/', '/caf%C3%A9'],
  ])('%s -> %s', (rawPath, expected) => {
    expect(canonicalRedirect(rawPath)).toBe(expected);
  });
});
