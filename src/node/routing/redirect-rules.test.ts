import { describe, expect, it } from 'vitest';
import { BUILT_IN_REDIRECTS, formatRedirects, matchRedirect, parseRedirects } from './redirect-rules';

describe('redirect rules', () => {
  const rules = [
    ...BUILT_IN_REDIRECTS,
    { from: '/old-page', to: '/new-page', status: 301 },
    { from: '/blog/:year/:slug', to: '/news/:year/:slug', status: 302 },
    { from: '/v4/*', to: 'https://v4.mui.com/:splat', status: 301 },
  ];

  it.each([
    ['/api/button', '/api-docs/button', 301],
    ['/api/data-grid/selection', '/api-docs/data-grid/selection', 301],
    ['/api', '/api-docs', 301],
    ['/old-page', '/new-page', 301],
    ['/blog/2024/hello', '/news/2024/hello', 302],
    ['/v4/getting-started', 'https://v4.mui.com/getting-started', 301],
    ['/api/a b/c?d', '/api-docs/a%20b/c%3Fd', 301],
    ['/api/€/100%', '/api-docs/%E2%82%AC/100%25', 301],
    ['/blog/2024/\r\n', '/news/2024/%0D%0A', 302],
  ])('%s -> %s (%d)', (path, to, status) => expect(matchRedirect(rules, path)).toEqual({ to, status }));

  it.each(['/apis/x', '/api-docs/button', '/old-page/child', '/blog/2024', '/'])('%s matches nothing', (path) => {
    expect(matchRedirect(rules, path)).toBeNull();
  });

  it('writes and reads back the same rules', () => {
    const text = formatRedirects(rules);
    expect(text.split('\n')[1]).toMatch(/^\/api\/\*\s+\/api-docs\/:splat\s+301$/);
    expect(parseRedirects(text)).toEqual({ rules, diagnostics: [] });
  });

  it('reports malformed lines with their line number', () => {
    const { rules: parsed, diagnostics } = parseRedirects('# comment\n/a /b 301\nnonsense\n/c /d abc\n');
    expect(parsed).toEqual([{ from: '/a', to: '/b', status: 301 }]);
    expect(diagnostics.map((d) => d.line)).toEqual([3, 4]);
  });
});
