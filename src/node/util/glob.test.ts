import { describe, expect, it } from 'vitest';
import { globToRegExp } from './glob';

describe('globToRegExp', () => {
  it.each<[string, string, boolean]>([
    ['**/README.md', 'README.md', true],
    ['**/README.md', 'templates/dashboard/README.md', true],
    ['**/README.md', 'templates/README.mdx', false],
    ['README.md', 'a/b/README.md', true],
    ['templates/**', 'templates/a/b.md', true],
    ['templates/**', 'other/templates/a.md', false],
    ['templates', 'templates/a.md', true],
    ['/templates/*.md', 'templates/a.md', true],
    ['templates/*.md', 'templates/a/b.md', false],
    ['**/fixtures/**', 'x/fixtures/y/z.md', true],
    ['**/*.{test,spec}.md', 'a/b.test.md', true],
    ['**/*.{test,spec}.md', 'a/b.spec.md', true],
    ['**/*.{test,spec}.md', 'a/b.md', false],
    ['page-?.md', 'page-1.md', true],
    ['page-?.md', 'page-10.md', false],
    ['a.b.md', 'axb.md', false],
  ])('%s matches %s: %s', (pattern, file, expected) => expect(globToRegExp(pattern).test(file)).toBe(expected));
});
