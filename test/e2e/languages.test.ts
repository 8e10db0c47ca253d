import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, fixturesDir, repoRoot } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(path.join(fixturesDir, 'languages'))]);
  await mkdir(SCREENSHOTS, { recursive: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

describe('the language menu', () => {
  it('goes to the same page in the chosen language and remembers the choice for the home page', { timeout: 180_000 }, async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}/joy-ui/react-button`, { viewport: { width: 1400, height: 900 } });
    try {
      await page.locator('header button[popovertarget="language-menu"]').click();
      await expect.poll(() => page.locator('#language-menu').evaluate((menu) => menu.matches(':popover-open')), { timeout: 30_000 }).toBe(true);
      await Promise.all([page.waitForURL(`${site.url}/zh/joy-ui/react-button`, { timeout: 60_000 }), page.locator('#language-menu a[lang="zh"]').click()]);
      expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: 'zh', dir: 'ltr' });
      expect(await page.locator('[data-fallback-notice]').textContent()).toBe('此页面尚未翻译成中文，以下为英文原文。');
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'userLanguage')?.value).toBe('zh');

      // The menu marks the current language, and leads back.
      expect(await page.locator('#language-menu a[aria-current="true"]').getAttribute('lang')).toBe('zh');

      // Later, the English home page goes on to the remembered language's.
      await page.goto(`${site.url}/`);
      // (`serve` answers `/zh/` with a redirect to its clean URL, `/zh`.)
      await page.waitForURL(/\/zh\/?$/, { timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a miss under a language prefix', () => {
  it('gets that language\'s 404 page from `serve`, with status 404; other misses the English one, and redirects still apply', async () => {
    const get = (route: string) => fetch(`${site.url}${route}`, { redirect: 'manual' });
    const zh = await get('/zh/nowhere');
    expect(zh.status).toBe(404);
    const zhPage = await zh.text();
    expect(zhPage).toContain('<html lang="zh" dir="ltr">');
    expect(zhPage).toContain('此页面不存在，或已被移动。');
    const ar = await get('/ar/joy-ui/nowhere');
    expect(ar.status).toBe(404);
    expect(await ar.text()).toContain('<html lang="ar" dir="rtl">');
    const english = await get('/nowhere');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('<html lang="en" dir="ltr">');
    // A redirect rule written before the 404 rules wins.
    const old = await get('/zh/api/button');
    expect([old.status, old.headers.get('location')]).toEqual([301, '/zh/api-docs/button']);
  });
});

describe('a right-to-left page', () => {
  it('paints right to left from the server HTML: the same layout before any script runs as after', { timeout: 180_000 }, async () => {
    const route = `${site.url}/ar/joy-ui/react-button`;
    const layout = async (javaScriptEnabled: boolean, shot: string) => {
      const { page, close } = await openPage(browser, route, { viewport: { width: 1400, height: 900 }, javaScriptEnabled });
      try {
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: path.join(SCREENSHOTS, shot) });
        return await page.evaluate(() => {
          const rect = (selector: string) => {
            const box = document.querySelector(selector)!.getBoundingClientRect();
            return { left: Math.round(box.left), right: Math.round(box.right) };
          };
          return { dir: document.documentElement.dir, heading: rect('main h1'), notice: rect('[data-fallback-notice]'), drawer: rect('nav[popover]') };
        });
      } finally {
        await close();
      }
    };
    // Without JavaScript, what the reader sees is the first paint of the server's HTML.
    const firstPaint = await layout(false, 'rtl-first-paint.png');
    const loaded = await layout(true, 'rtl-loaded.png');
    expect(firstPaint.dir).toBe('rtl');
    // The drawer is on the right and the heading starts at the right of the content column.
    expect(firstPaint.drawer.left).toBeGreaterThan(700);
    expect(firstPaint.heading.right).toBeLessThan(firstPaint.drawer.left);
    expect(firstPaint.notice.right).toBe(firstPaint.heading.right);
    // Nothing moves once the scripts have run: no flash of the left-to-right layout.
    expect(loaded).toEqual(firstPaint);
  });
});
