import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { ENGINE_STRINGS } from '../../src/node/strings/engine-strings';
import { strings as themeStrings } from '../../templates/strings';
import { cleanupTemporaryFolders, fixturesDir, readText, temporaryFolder } from '../helpers/fixture';

let result: BuildResult;
let outDir: string;
const html = (file: string) => readText(path.join(outDir, file));
const links = (page: string) => [...page.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map((m) => [m[1], m[2] ?? null, m[3]]);
const mainOf = (page: string) => page.slice(page.indexOf('<main'), page.indexOf('</main>'));
const hrefsIn = (fragment: string) => [...fragment.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  outDir = path.join(await temporaryFolder('docs-site-languages-'), 'dist');
  result = await build({ cwd: path.join(fixturesDir, 'languages'), outDir, cache: false });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe('a site in English, Chinese and Arabic', () => {
  it('builds every page in every language, /blog in English only', async () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const { snapshotTree } = await import('../helpers/fixture');
    const pages = Object.keys(await snapshotTree(outDir)).filter((f) => f.endsWith('index.html')).sort();
    expect(pages).toEqual([
      'ar/index.html',
      'ar/joy-ui/getting-started/index.html',
      'ar/joy-ui/react-button/index.html',
      'ar/search/index.html',
      'blog/news/index.html',
      'index.html',
      'joy-ui/getting-started/index.html',
      'joy-ui/react-button/index.html',
      // The search page in each language, where the app bar's search link leads without JavaScript.
      'search/index.html',
      'zh/index.html',
      'zh/joy-ui/getting-started/index.html',
      'zh/joy-ui/react-button/index.html',
      'zh/search/index.html',
    ]);
  });

  it('prefixes the internal links of a non-English page with its language, never /blog', async () => {
    expect(hrefsIn(mainOf(await html('zh/joy-ui/getting-started/index.html')))).toEqual(expect.arrayContaining(['/zh/joy-ui/react-button', '/blog/news']));
    // A fallback page's links stay in its language too.
    const arabic = hrefsIn(mainOf(await html('ar/joy-ui/react-button/index.html')));
    expect(arabic).toEqual(expect.arrayContaining(['/ar/joy-ui/getting-started', '/ar/', '/blog/news']));
    // (But for its markdown twin, which is its English page's: the text it shows.)
    expect(arabic.filter((href) => href.startsWith('/') && !href.startsWith('/ar/') && !href.startsWith('/blog'))).toEqual(['/joy-ui/react-button.md']);
    // English pages are not prefixed.
    expect(hrefsIn(mainOf(await html('joy-ui/react-button/index.html')))).toEqual(expect.arrayContaining(['/joy-ui/getting-started', '/', '/blog/news']));
  });

  it('shows a page without translation in English under the prefix, with a notice in that language, canonical to English', async () => {
    const page = await html('zh/joy-ui/react-button/index.html');
    expect(page).toContain('<html lang="zh" dir="ltr">');
    expect(page).toMatch(/data-fallback-notice=""[^>]*>此页面尚未翻译成中文，以下为英文原文。</);
    expect(page).toMatch(/<h1 lang="en"[^>]*>Button<\/h1>/);
    expect(page).toMatch(/<div lang="en" class="[^"]*">\s*<p class="description">Buttons let users take actions.<\/p>/);
    expect(links(page)).toEqual([
      ['canonical', null, 'https://docs.example.com/joy-ui/react-button'],
      ['alternate', 'x-default', 'https://docs.example.com/joy-ui/react-button'],
      ['alternate', 'en', 'https://docs.example.com/joy-ui/react-button'],
    ]);
    // A translated page has no notice.
    expect(await html('zh/joy-ui/getting-started/index.html')).not.toContain('data-fallback-notice');
    expect(await html('joy-ui/react-button/index.html')).not.toContain('data-fallback-notice');
  });

  it('links a translated page to its translations only (with x-default), canonical to itself', async () => {
    const expected = (canonical: string) => [
      ['canonical', null, canonical],
      ['alternate', 'x-default', 'https://docs.example.com/joy-ui/getting-started'],
      ['alternate', 'en', 'https://docs.example.com/joy-ui/getting-started'],
      ['alternate', 'zh', 'https://docs.example.com/zh/joy-ui/getting-started'],
    ];
    expect(links(await html('zh/joy-ui/getting-started/index.html'))).toEqual(expected('https://docs.example.com/zh/joy-ui/getting-started'));
    expect(links(await html('joy-ui/getting-started/index.html'))).toEqual(expected('https://docs.example.com/joy-ui/getting-started'));
    // The Arabic fallback lists the same two: Arabic is not a translation of the page.
    expect(links(await html('ar/joy-ui/getting-started/index.html')).slice(1)).toEqual(expected('').slice(1));
  });

  it('renders a right-to-left language with dir="rtl" and the rtl style cache from the server', async () => {
    const page = await html('ar/joy-ui/getting-started/index.html');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toMatch(/class="rtl-[a-z0-9]+/);
    expect(page).not.toMatch(/class="css-[a-z0-9]+/);
  });

  it('shows the interface in the page language, English where a string has no translation', async () => {
    const zh = await html('zh/joy-ui/react-button/index.html');
    expect(zh).toMatch(/id="toc-heading"[^>]*>目录</);
    expect(zh).toContain('aria-label="设置"');
    expect(zh).toMatch(/>按钮<\/span>/); // the navigation title from pages./joy-ui/react-button
    const ar = await html('ar/joy-ui/react-button/index.html');
    expect(ar).toMatch(/id="toc-heading"[^>]*>المحتويات</);
    expect(ar).toContain('aria-label="Settings"'); // no Arabic string: English
    const en = await html('joy-ui/react-button/index.html');
    expect(en).toMatch(/id="toc-heading"[^>]*>Contents</);
    expect(en).toMatch(/>Button<\/span>/);
  });

  it('offers the same page in every language in the app bar, the current one marked', async () => {
    const menu = (page: string) =>
      [...page.slice(page.indexOf('id="language-menu"')).matchAll(/<a href="([^"]+)" lang="([a-z]+)"[^>]*data-language-choice[^>]*>/g)].map((m) => [m[1], m[2], m[0].includes('aria-current="true"')]);
    expect(menu(await html('ar/joy-ui/react-button/index.html'))).toEqual([
      ['/joy-ui/react-button', 'en', false],
      ['/zh/joy-ui/react-button', 'zh', false],
      ['/ar/joy-ui/react-button', 'ar', true],
    ]);
    // The blog is English only: no menu.
    expect(await html('blog/news/index.html')).not.toContain('id="language-menu"');
  });

  it('warns once per missing interface string and language, however many pages use it', () => {
    const missing = result.diagnostics.filter((d) => d.code === 'i18n/missing-translation');
    const arabic = ['appFrame.changeLanguage', 'toc', 'footer.previous', 'footer.next', 'footer.editPage', 'notTranslated'];
    const expected = [
      'Missing translation for zh:footer.siteLinks',
      // docs-site's own texts (the search dialog's, the engine pages') are interface strings too.
      ...Object.keys({ ...ENGINE_STRINGS, ...themeStrings })
        .filter((key) => !arabic.includes(key))
        .map((key) => `Missing translation for ar:${key}`),
    ].sort();
    expect(missing.map((d) => d.message).sort()).toEqual(expected);
    expect(missing.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('lists translated pages with their alternates in the sitemap, and no fallback page', async () => {
    const sitemap = await html('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/blog/news',
      'https://docs.example.com/joy-ui/getting-started',
      'https://docs.example.com/joy-ui/react-button',
      'https://docs.example.com/zh/joy-ui/getting-started',
    ]);
    expect(sitemap).toContain('<xhtml:link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/joy-ui/getting-started"/>');
  });

  it('redirects the old /api spelling in every language', async () => {
    const redirects = await html('_redirects');
    expect(redirects).toMatch(/^\/api\/\*\s+\/api-docs\/:splat\s+301$/m);
    expect(redirects).toMatch(/^\/zh\/api\/\*\s+\/zh\/api-docs\/:splat\s+301$/m);
    expect(redirects).toMatch(/^\/ar\/api\/\*\s+\/ar\/api-docs\/:splat\s+301$/m);
  });

  it('writes the offline page in each language and the service worker shows the one of the page prefix', async () => {
    const zh = await html('zh/offline.html');
    expect(zh).toContain('<html lang="zh" dir="ltr">');
    expect(zh).toContain('此页面尚未保存以供离线阅读。');
    const ar = await html('ar/offline.html');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('This page has not been saved for reading offline yet.'); // no Arabic string: English
    expect(await html('offline.html')).toContain('<html lang="en" dir="ltr">');
    const worker = await html('sw.js');
    for (const file of ['/offline.html', '/zh/offline.html', '/ar/offline.html']) expect(worker).toContain(`"${file}"`);
  });

  it('writes the 404 page in each language, and `_redirects` sends the misses under a prefix to it', async () => {
    const zh = await html('zh/404.html');
    expect(zh).toContain('<html lang="zh" dir="ltr">');
    expect(zh).toContain('<title>页面未找到 - Languages Docs</title>');
    expect(zh).toContain('<p class="description">此页面不存在，或已被移动。</p>');
    expect(zh).toContain('<a href="/zh/">返回首页</a>');
    // No Arabic strings for it in this site: right to left, in Arabic's place, with the English text.
    const ar = await html('ar/404.html');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<title>Page not found - Languages Docs</title>');
    expect(ar).toContain('<a href="/ar/">Go to the home page</a>');
    expect(await html('404.html')).toContain('<html lang="en" dir="ltr">');
    // Last: the first rule that matches applies, and these match every path under the prefix.
    const rules = (await html('_redirects')).trim().split('\n').map((line) => line.split(/\s+/));
    expect(rules.slice(-2)).toEqual([
      ['/zh/*', '/zh/404.html', '404'],
      ['/ar/*', '/ar/404.html', '404'],
    ]);
  });

  it('merges shards of every language into byte for byte the output of one build', async () => {
    const { copyFixture, snapshotTree } = await import('../helpers/fixture');
    const { merge } = await import('../../src/node/merge');
    const root = await copyFixture('languages');
    const shards = ['shard-1', 'shard-2'];
    let pages = 0;
    for (const [i, dir] of shards.entries()) {
      const shard = await build({ cwd: root, outDir: dir, shard: { index: i + 1, count: shards.length }, cache: false });
      expect(shard.ok, dir).toBe(true);
      pages += shard.pages;
    }
    expect(pages).toBe(result.pages);
    const merged = await merge({ cwd: root, shards, outDir: 'merged' });
    expect(merged.ok).toBe(true);
    expect(merged.diagnostics).toEqual(result.diagnostics);
    expect(await snapshotTree(path.join(root, 'merged'))).toEqual(await snapshotTree(outDir));
  }, 180_000);

  it('keeps each language of a page in the cache: an English edit renders it and its fallbacks, a translation edit that page only', async () => {
    const { copyFixture, writeFiles } = await import('../helpers/fixture');
    const root = await copyFixture('languages');
    const first = await build({ cwd: root, outDir: 'dist' });
    expect(first.rendered).toBe(first.pages);
    expect((await build({ cwd: root, outDir: 'dist' })).rendered).toBe(0);
    const button = await readText(path.join(root, 'content/joy-ui/react-button.md'));
    await writeFiles(root, { 'content/joy-ui/react-button.md': button.replace('## Basics', '## Basics\n\nEdited.') });
    expect((await build({ cwd: root, outDir: 'dist' })).rendered).toBe(3);
    const started = await readText(path.join(root, 'content/joy-ui/getting-started-zh.md'));
    await writeFiles(root, { 'content/joy-ui/getting-started-zh.md': started.replace('## 安装', '## 安装\n\n已编辑。') });
    expect((await build({ cwd: root, outDir: 'dist' })).rendered).toBe(1);
  }, 180_000);
});

