import { describe, expect, it } from 'vitest';
import { API_REDIRECTS, localisedRedirects, notFoundRules } from './redirects';

describe('the 404 rule of each language', () => {
  it.each([
    [['en'], []],
    [['en', 'zh'], [{ from: '/zh/*', to: '/zh/404.html', status: 404 }]],
    [
      ['en', 'zh', 'ar'],
      [
        { from: '/zh/*', to: '/zh/404.html', status: 404 },
        { from: '/ar/*', to: '/ar/404.html', status: 404 },
      ],
    ],
  ])('%j -> %j (English has the site-wide 404.html, no rule)', (languages, rules) => {
    expect(notFoundRules(languages)).toEqual(rules);
  });

  it('leaves the redirects of a language to match before its 404 rule when written after them', () => {
    const rules = [...localisedRedirects(API_REDIRECTS, ['en', 'zh']), ...notFoundRules(['en', 'zh'])];
    expect(rules.map((rule) => rule.from)).toEqual(['/api', '/api/*', '/zh/api', '/zh/api/*', '/zh/*']);
  });
});
