import { describe, expect, it } from 'vitest';
import { isPublished } from './published-paths';

describe('isPublished', () => {
  it.each([
    ['index.html'],
    ['joy-ui/getting-started/index.html'],
    ['assets/styles-3KD7Q2ZA.css'],
    ['.well-known/security.txt'],
    ['docs/_headers'],
    ['_headers.html'],
    ['a..b/c.d'],
  ])('serves %s', (file) => expect(isPublished(file)).toBe(true));

  it.each([
    ['_headers'],
    ['_redirects'],
    ['/_redirects'],
    ['.docs-site-shard.json'],
    ['.git/config'],
    ['static/.DS_Store'],
    ['.env'],
    ['docs/.well-known/x'],
    ['.well-known/.secret'],
  ])('never serves %s', (file) => expect(isPublished(file)).toBe(false));
});
