// The interface strings the theme renders outside the shell (code blocks, demo toolbars, the
// search dialog) and the 404 page of a language, in a real Chromium on the bundled site
// (built once per run), which ships Chinese strings and a few Arabic ones.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSession } from '../helpers/session';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();
const session = (options?: Parameters<typeof openSession>[1]) => openSession(bundled.browser, options);
const permissions = ['clipboard-read', 'clipboard-write'];
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('a Chinese page', () => {
  it('labels code blocks and demo toolbars in Chinese, and they work: copying says 已复制, the code toggle says 显示代码 / 隐藏代码', async () => {
    const { context, page, problems, close } = await session();
    await context.grantPermissions(permissions, { origin: bundled.site.url });
    // Not translated: the English text, but the interface in Chinese.
    await page.goto(`${bundled.site.url}/zh/material-ui/react-button`);
    const block = page.locator('[data-code-block]:visible').first();
    const copyCode = block.getByRole('button', { name: '复制代码' });
    await block.hover();
    expect(await copyCode.locator('[data-copy-label]').textContent()).toBe('复制');
    await copyCode.click();
    await expect.poll(() => clipboard(page), { timeout: 30_000 }).toBe(await block.locator('pre').textContent());
    await expect.poll(() => copyCode.locator('[data-copy-label]').textContent(), { timeout: 30_000 }).toBe('已复制');

    const demo = page.locator('[data-demo]').first();
    const toolbar = demo.getByRole('toolbar');
    expect(await toolbar.getAttribute('aria-label')).toMatch(/ 示例$/);
    const toggle = toolbar.locator('[data-demo-code-toggle]');
    expect(await toggle.innerText()).toBe('显示代码');
    await toggle.click();
    await expect.poll(() => toggle.innerText(), { timeout: 30_000 }).toBe('隐藏代码');
    expect(await demo.locator('.MuiDemo-code').isVisible()).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.innerText(), { timeout: 30_000 }).toBe('显示代码');

    const copySource = toolbar.getByRole('button', { name: '复制源代码' });
    await copySource.click();
    await expect.poll(() => copySource.locator('[data-copy-label]').textContent(), { timeout: 30_000 }).toBe('已复制');
    // The source the reader's variant names (TS unless they chose JS).
    expect(await demo.locator('[data-code-block] pre').allTextContents()).toContain(await clipboard(page));
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the search dialog in Chinese: its labels, the count of results and the recent searches', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/zh/joy-ui/react-button`);
    const searchLink = page.locator('header [data-search-button]');
    expect(await searchLink.innerText()).toContain('搜索…');
    // Without JavaScript, the link leads to the Chinese /search page.
    expect(await searchLink.getAttribute('href')).toBe('/zh/search');
    await page.keyboard.press('Control+k');
    const dialog = page.locator('dialog.docs-search');
    await expect.poll(() => dialog.isVisible(), { timeout: 30_000 }).toBe(true);
    const input = dialog.getByRole('combobox', { name: '搜索文档' });
    expect(await input.getAttribute('placeholder')).toBe('搜索文档');
    expect(await dialog.locator('.docs-search-footer').textContent()).toBe('↑ ↓ 选择 · Enter 打开 · Esc 关闭');
    expect(await dialog.getByRole('button', { name: 'Esc：关闭搜索' }).count()).toBe(1);

    await input.fill('loading');
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Joy UI 的 1 个页面中的 1 个结果');
    expect(await dialog.getByRole('group', { name: '搜索范围' }).getByRole('button').allTextContents()).toEqual(['Joy UI', '所有产品']);
    await input.fill('zzzzqqq');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('在 Joy UI 中没有“zzzzqqq”的结果');

    // A chosen result is remembered; the next opening lists it under 最近的搜索.
    await input.fill('loading');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toBe('Joy UI 的 1 个页面中的 1 个结果');
    await dialog.getByRole('button', { name: '所有产品' }).click();
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toMatch(/^\d+ 个页面中的 \d+ 个结果$|^1 个页面中的 1 个结果$/);
    await Promise.all([page.waitForURL(/#loading$/, { timeout: 60_000 }), page.keyboard.press('Enter')]);
    await page.goto(`${bundled.site.url}/zh/joy-ui/getting-started`);
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 30_000 }).toBe('1 条最近的搜索');
    expect(await dialog.locator('#docs-search-recent').textContent()).toBe('最近的搜索');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the Chinese /search page', () => {
  it('is in Chinese, searches the Chinese index and says how many results it found in Chinese', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/zh/search?q=loading`);
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, title: document.title }))).toEqual({ lang: 'zh', title: '搜索 - MUI' });
    expect(await page.getByRole('button', { name: '搜索', exact: true }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-search-status]').textContent(), { timeout: 30_000 }).toMatch(/^(\d+ 个页面|1 个页面)中的 (\d+ 个结果|1 个结果)$/);
    // The script fills the box from the address when it loads: after the load event, not before.
    expect(await page.getByRole('searchbox', { name: '搜索文档' }).inputValue()).toBe('loading');
    // The results lead to the Chinese pages.
    const hrefs = await page.locator('[data-search-results] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/zh/'))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the 404 page of a language', () => {
  it('answers a miss under /ar/ with the Arabic 404 page: right to left, lang="ar", in Arabic', async () => {
    const { page, problems, close } = await session();
    const response = await page.goto(`${bundled.site.url}/ar/nowhere/at-all`);
    expect(response?.status()).toBe(404);
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, title: document.title }))).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: 'الصفحة غير موجودة - MUI',
    });
    const main = page.locator('main');
    expect(await main.locator('.description').textContent()).toBe('هذه الصفحة غير موجودة، أو نُقلت.');
    // The link leads to the Arabic home page. (A string a language lacks shows in English:
    // src/node/load/load-translations.test.ts; the bundled site's Arabic has them all.)
    const home = main.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' });
    expect(await home.getAttribute('href')).toBe('/ar/');
    // Right to left: the content column's text starts at the right.
    expect(await main.locator('h1').evaluate((h1) => getComputedStyle(h1).direction)).toBe('rtl');
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await close();
  });
});

describe('an API page under /zh/', () => {
  it('shows the descriptions of the component\'s -zh.json, English where it has none, as a translated page', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/zh/material-ui/api/button`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    expect(await page.locator('tr#size').innerText()).toContain('组件的尺寸。small 相当于紧凑的按钮样式。');
    expect(await page.locator('tr#disabled').innerText()).toContain('如果为 true，组件将被禁用。');
    // Not in the translation: English.
    expect(await page.locator('tr#color').innerText()).toContain('The color of the component.');
    // Translated: no notice, its own canonical URL.
    expect(await page.locator('[data-fallback-notice]').count()).toBe(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://mui.com/zh/material-ui/api/button');
    // The English page keeps its English, and lists the Chinese one as an alternate.
    await page.goto(`${bundled.site.url}/material-ui/api/button`);
    expect(await page.locator('tr#size').innerText()).toContain('The size of the component.');
    expect(await page.locator('link[rel="alternate"][hreflang="zh"]').getAttribute('href')).toBe('https://mui.com/zh/material-ui/api/button');
    // An API page without a translation stays a fallback page, with the notice.
    await page.goto(`${bundled.site.url}/zh/material-ui/api/icon-button`);
    expect(await page.locator('[data-fallback-notice]').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});
