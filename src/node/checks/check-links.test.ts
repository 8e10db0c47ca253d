import { describe, expect, it } from 'vitest';
import { BUILT_IN_REDIRECTS } from '../routing/redirect-rules';
import { checkLinks, resolveLink } from './check-links';

const host = 'https://mui.com';

describe('resolveLink', () => {
  it.each([
    ['/joy-ui/react-button', '/joy-ui/overview', { kind: 'internal', path: '/joy-ui/react-button', hash: '' }],
    ['react-select#basics', '/joy-ui/react-button', { kind: 'internal', path: '/joy-ui/react-select', hash: 'basics' }],
    ['../system/spacing', '/joy-ui/customization/theme', { kind: 'internal', path: '/joy-ui/system/spacing', hash: '' }],
    ['#usage', '/joy-ui/react-button', { kind: 'internal', path: '/joy-ui/react-button', hash: 'usage' }],
    ['?tab=1#usage', '/a/b', { kind: 'internal', path: '/a/b', hash: 'usage' }],
    ['https://mui.com/joy-ui/react-button#x', '/a', { kind: 'internal', path: '/joy-ui/react-button', hash: 'x' }],
    ['https://mui.com', '/a', { kind: 'internal', path: '/', hash: '' }],
    ['https://mui.community/x', '/a', { kind: 'external' }],
    ['https://github.com/mui', '/a', { kind: 'external' }],
    ['//cdn.example.com/x.js', '/a', { kind: 'external' }],
    ['mailto:hi@example.com', '/a', { kind: 'external' }],
    ['/a%20b#caf%C3%A9', '/', { kind: 'internal', path: '/a b', hash: 'café' }],
    ['/a%E0%A4%A', '/', { kind: 'malformed' }],
  ])('%s from %s', (href, from, expected) => expect(resolveLink(href, from, host)).toEqual(expected));
});

describe('checkLinks', () => {
  const pages = new Map<string, Set<string>>([
    ['/', new Set(['main-content'])],
    ['/joy-ui/react-button', new Set(['basics', 'sizes'])],
    ['/joy-ui/react-select', new Set(['basics'])],
    ['/api-docs/button', new Set(['props'])],
    ['/fr/joy-ui/react-button', new Set(['basics'])],
  ]);
  const check = (links: string[], url = '/joy-ui/react-button') =>
    checkLinks({
      host,
      pages,
      files: new Set(['/static/logo.svg', '/sitemap.xml']),
      redirects: [...BUILT_IN_REDIRECTS, { from: '/old', to: '/joy-ui/react-select', status: 301 }],
      sources: [{ file: 'content/joy-ui/react-button.md', url, links: links.map((href, i) => ({ href, line: i + 1, column: 3 })) }],
      severity: 'error',
    });

  it('accepts links to pages, anchors, files, redirects, trailing slashes and the production host', () => {
    expect(
      check([
        '/joy-ui/react-select',
        'react-select#basics',
        '#sizes',
        '#top',
        '/joy-ui/react-select/',
        '/api/button#props',
        '/old#basics',
        '/static/logo.svg',
        'https://mui.com/joy-ui/react-select#basics',
        '/fr/joy-ui/react-button#basics',
        'https://github.com/mui/material-ui',
      ]),
    ).toEqual([]);
  });

  it('reports each kind of broken link with its line, its target and a suggestion', () => {
    expect(check(['/joy-ui/react-selectt', '/joy-ui/react-select#basic', '#sise', '/zh/joy-ui/react-button', '/fr/joy-ui/react-select'])).toEqual([
      expect.objectContaining({ code: 'links/missing-page', line: 1, message: 'Broken link to /joy-ui/react-selectt: no page at /joy-ui/react-selectt', hint: 'did you mean /joy-ui/react-select?' }),
      expect.objectContaining({ code: 'links/missing-anchor', line: 2, message: 'Broken link to /joy-ui/react-select#basic: /joy-ui/react-select has no element with id "basic"', hint: 'did you mean #basics?' }),
      expect.objectContaining({ code: 'links/missing-anchor', line: 3, message: 'Broken link to #sise: this page has no element with id "sise"', hint: 'did you mean #sizes?' }),
      expect.objectContaining({ code: 'links/missing-page', line: 4, message: 'Broken link to /zh/joy-ui/react-button: no page at /zh/joy-ui/react-button' }),
      expect.objectContaining({ code: 'links/missing-page', line: 5, message: 'Broken link to /fr/joy-ui/react-select: no page at /fr/joy-ui/react-select' }),
    ]);
  });

  it('resolves relative links against the page that holds them', () => {
    expect(check(['react-select'], '/fr/joy-ui/react-button')[0]?.message).toBe('Broken link to react-select: no page at /fr/joy-ui/react-select');
  });

  it('downgrades to warnings on request', () => {
    const [first] = checkLinks({ host, pages, files: new Set(), redirects: [], sources: [{ file: 'a.md', url: '/', links: [{ href: '/nope' }] }], severity: 'warning' });
    expect(first?.severity).toBe('warning');
  });
});
