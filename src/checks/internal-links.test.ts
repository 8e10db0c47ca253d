import { describe, expect, it } from 'vitest';
import { checkInternalLinks } from './internal-links';

const link = (pathname: string, line: number | null = 3) => ({ pathname, hash: null, href: pathname, line, column: line === null ? null : 5 });

describe('checkInternalLinks', () => {
  it('warns about links to routes that do not exist, at their lines', () => {
    expect(checkInternalLinks([link('/a'), link('/b'), link('/c', null)], new Set(['/a']), 'content/x.md')).toEqual([
      { severity: 'warning', code: 'links/broken', message: 'Link to /b: no page has this route', file: 'content/x.md', line: 3, column: 5 },
      { severity: 'warning', code: 'links/broken', message: 'Link to /c: no page has this route', file: 'content/x.md' },
    ]);
  });

  it('leaves links to files alone', () => {
    expect(checkInternalLinks([link('/static/logo.svg')], new Set(), 'content/x.md')).toEqual([]);
  });
});
