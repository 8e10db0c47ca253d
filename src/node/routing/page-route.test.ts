import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../model/config';
import type { RouteSource } from '../model/page-route';
import { apiBasePath, resolveProduct, resolveRoutes } from './page-route';
import { localisedRedirects } from './redirects';
import { sourceRoute } from './source-route';

const config: Pick<ResolvedConfig, 'host' | 'languages' | 'products'> = {
  host: 'https://example.com',
  languages: [
    { code: 'en', label: 'English', dir: 'ltr' },
    { code: 'zh', label: '中文', dir: 'ltr' },
    { code: 'ar', label: 'العربية', dir: 'rtl' },
  ],
  products: [
    { id: 'joy-ui', name: 'Joy UI', category: 'core', logo: null, home: null, versions: [], navigation: null, apiPath: undefined },
    { id: 'x-data-grid', name: 'Data Grid', category: undefined, logo: null, home: '/x/react-data-grid', versions: [], navigation: null, apiPath: '/x/api/data-grid' },
  ] as unknown as ResolvedConfig['products'],
};

const page = (file: string, pathname: string, language = 'en', frontmatter: Record<string, unknown> = {}): RouteSource => ({ file, pathname, language, frontmatter });

describe('resolveRoutes', () => {
  const { pages, diagnostics } = resolveRoutes(config, [
    page('content/joy-ui/button.md', '/joy-ui/button'),
    page('content/joy-ui/button-zh.md', '/joy-ui/button', 'zh'),
    page('content/index.md', '/'),
    page('content/blog/post.md', '/blog/post'),
    page('content/api-docs/x.md', '/api-docs/x'),
  ]);
  const byUrl = new Map(pages.map((p) => [p.route.url, p.route]));

  it('gives every page in every language one route: its translation, or a fallback', () => {
    expect(diagnostics).toEqual([]);
    expect(pages.map((p) => [p.route.url, p.route.outputFile, p.route.fallback])).toEqual([
      ['/joy-ui/button', 'joy-ui/button/index.html', false],
      ['/zh/joy-ui/button', 'zh/joy-ui/button/index.html', false],
      ['/', 'index.html', false],
      ['/blog/post', 'blog/post/index.html', false],
      ['/api-docs/x', 'api-docs/x/index.html', false],
      ['/ar/joy-ui/button', 'ar/joy-ui/button/index.html', true],
      ['/zh/', 'zh/index.html', true],
      ['/ar/', 'ar/index.html', true],
      ['/zh/api-docs/x', 'zh/api-docs/x/index.html', true],
      ['/ar/api-docs/x', 'ar/api-docs/x/index.html', true],
    ]);
  });

  it.each([
    // url, language, contentLanguage, dir, canonical
    ['/joy-ui/button', 'en', 'en', 'ltr', 'https://example.com/joy-ui/button'],
    ['/zh/joy-ui/button', 'zh', 'zh', 'ltr', 'https://example.com/zh/joy-ui/button'],
    ['/ar/joy-ui/button', 'ar', 'en', 'rtl', 'https://example.com/joy-ui/button'],
    ['/ar/', 'ar', 'en', 'rtl', 'https://example.com/'],
  ])('%s: shown in %s, written in %s, %s, canonical %s', (url, language, contentLanguage, dir, canonical) => {
    const route = byUrl.get(url)!;
    expect(route).toMatchObject({ language, contentLanguage, dir, canonicalUrl: canonical, languagePrefix: language === 'en' ? '' : `/${language}` });
  });

  it('lists as alternates only the languages a page is written in', () => {
    const written = [
      { language: 'en', href: 'https://example.com/joy-ui/button' },
      { language: 'zh', href: 'https://example.com/zh/joy-ui/button' },
    ];
    for (const url of ['/joy-ui/button', '/zh/joy-ui/button', '/ar/joy-ui/button']) expect(byUrl.get(url)!.alternates).toEqual(written);
    expect(byUrl.get('/ar/')!.alternates).toEqual([{ language: 'en', href: 'https://example.com/' }]);
  });

  it('never prefixes /blog, so it has no fallback pages', () => {
    expect([...byUrl.keys()].filter((url) => url.includes('blog'))).toEqual(['/blog/post']);
  });

  it('reports a translation of a page that takes no prefix: both would be written to one file', () => {
    const result = resolveRoutes(config, [page('content/blog/post.md', '/blog/post'), page('content/blog/post-zh.md', '/blog/post', 'zh')]);
    expect(result.pages.map((p) => p.file)).toEqual(['content/blog/post.md']);
    expect(result.diagnostics.map((d) => [d.code, d.file, d.message])).toEqual([
      ['content/duplicate-route', 'content/blog/post-zh.md', 'Duplicated route /blog/post: content/blog/post.md and content/blog/post-zh.md both produce it'],
    ]);
  });

  it('makes no fallback page on an English-only site', () => {
    const english = { ...config, languages: [{ code: 'en', label: 'English', dir: 'ltr' as const }] };
    expect(resolveRoutes(english, [page('a.md', '/a'), page('b.md', '/b')]).pages.map((p) => p.route.url)).toEqual(['/a', '/b']);
  });
});

describe('resolveProduct', () => {
  it.each([
    // pathname, frontmatter productId, productId, category
    ['/joy-ui/button', undefined, 'joy-ui', 'core'],
    ['/x/react-data-grid/editing', undefined, 'x-data-grid', 'x'],
    ['/experiments/docs/callouts', undefined, 'docs-infra', 'null'],
    ['/somewhere', 'joy-ui', 'joy-ui', 'core'],
    ['/somewhere', '  ', 'null', 'null'],
    ['/blog/post', undefined, 'null', 'null'],
  ])('%s (productId %s) -> %s / %s', (pathname, own, productId, productCategoryId) => {
    expect(resolveProduct(config, pathname, own === undefined ? {} : { productId: own })).toEqual({ productId, productCategoryId });
  });

  it.each([
    ['joy-ui', '/joy-ui/api'],
    ['x-data-grid', '/x/api/data-grid'],
    ['docs', '/docs/api'],
    ['null', null],
  ])('API pages of %s are under %s', (productId, expected) => expect(apiBasePath(config, productId)).toBe(expected));
});

describe('sourceRoute', () => {
  const site = { languages: config.languages, routes: { 'old/name.md': '/new/name/' } };
  it.each([
    // content path, own route, language, pathname
    ['joy-ui/button.md', undefined, 'en', '/joy-ui/button'],
    ['joy-ui/button-zh.md', undefined, 'zh', '/joy-ui/button'],
    ['joy-ui/button-ar.md', undefined, 'ar', '/joy-ui/button'],
    ['joy-ui/button-pt.md', undefined, 'en', '/joy-ui/button-pt'],
    ['joy-ui/index-zh.md', undefined, 'zh', '/joy-ui'],
    ['api/button.md', undefined, 'en', '/api-docs/button'],
    ['old/name.md', undefined, 'en', '/new/name'],
    ['a.md', '/elsewhere/', 'en', '/elsewhere'],
  ])('%s (route %s) is %s %s', (contentPath, own, language, pathname) => {
    expect(sourceRoute(site, contentPath, own)).toEqual({ language, pathname });
  });
});

describe('the languages a page is shown in (the language menu)', () => {
  const { pages } = resolveRoutes(config, [page('b.md', '/joy-ui/button'), page('b-zh.md', '/joy-ui/button', 'zh'), page('blog.md', '/blog/post')]);
  it('lists every configured language, translated or not, with the same page in it', () => {
    const expected = [
      { language: 'en', url: '/joy-ui/button', translated: true },
      { language: 'zh', url: '/zh/joy-ui/button', translated: true },
      { language: 'ar', url: '/ar/joy-ui/button', translated: false },
    ];
    for (const p of pages.filter((p) => p.pathname === '/joy-ui/button')) expect(p.route.languages).toEqual(expected);
  });
  it('lists only English on a page that takes no prefix', () => {
    expect(pages.find((p) => p.pathname === '/blog/post')!.route.languages).toEqual([{ language: 'en', url: '/blog/post', translated: true }]);
  });
});

describe('localisedRedirects', () => {
  it('repeats every redirect under each other language, targets of the site included, never for /blog', () => {
    const rules = [
      { from: '/api/*', to: '/api-docs/:splat', status: 301 },
      { from: '/old', to: 'https://example.org/new', status: 302 },
      { from: '/blog/old', to: '/blog/new', status: 301 },
    ];
    expect(localisedRedirects(rules, ['en', 'zh', 'ar'])).toEqual([
      ...rules,
      { from: '/zh/api/*', to: '/zh/api-docs/:splat', status: 301 },
      { from: '/zh/old', to: 'https://example.org/new', status: 302 },
      { from: '/ar/api/*', to: '/ar/api-docs/:splat', status: 301 },
      { from: '/ar/old', to: 'https://example.org/new', status: 302 },
    ]);
    expect(localisedRedirects(rules, ['en'])).toEqual(rules);
  });
});
