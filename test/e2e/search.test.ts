// The search dialog and the /search page in a real Chromium, on the bundled site (built once per
// run), and offline on a small site served from its production host, where the service worker runs.
import { freePort } from '../helpers/http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { seriousViolations } from '../helpers/axe';
import { copyFixture, extendConfig, readText, temporaryFolder, writeFiles } from '../helpers/fixture';
import { openSession } from '../helpers/session';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();
const session = (options?: Parameters<typeof openSession>[1]) => openSession(bundled.browser, options);

const dialog = (page: Page) => page.locator('dialog.docs-search');
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search the docs' });
const status = (page: Page) => dialog(page).getByRole('status');
const options = (page: Page) => dialog(page).getByRole('option');
const hrefs = (page: Page) => options(page).evaluateAll((list) => list.map((o) => o.getAttribute('href')));
/** Requests for the dialog's code or the index, made by the page so far. */
const searchRequests = (requests: string[]) => requests.filter((url) => url.includes('/assets/search/'));

describe('the search dialog', () => {
  it('opens with Ctrl+K, and nothing of search is fetched before; typing shows results by page, the match highlighted, and the count announced', async () => {
    const { page, problems, close } = await session();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${bundled.site.url}/joy-ui/react-button`);
    await page.waitForLoadState('networkidle');
    expect(searchRequests(requests)).toEqual([]);
    expect(await dialog(page).count()).toBe(0);

    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('loading');
    await expect.poll(() => status(page).textContent()).toBe('1 result on 1 page in Joy UI');
    const option = options(page).first();
    expect(await option.getAttribute('href')).toBe('/joy-ui/react-button#loading');
    // Grouped under its page, its heading and the words it matched marked.
    expect(await dialog(page).getByRole('group', { name: 'Button' }).getByRole('option').count()).toBe(1);
    expect(await option.locator('mark').allTextContents()).toEqual(['Loading', 'loading']);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await input(page).getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await input(page).getAttribute('aria-expanded')).toBe('true');
    expect(searchRequests(requests).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('moves through results with the arrows and opens the chosen section with Enter', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/joy-ui/getting-started/installation`);
    await page.keyboard.press('Control+k');
    await input(page).fill('button');
    await expect.poll(() => options(page).count()).toBeGreaterThan(2);
    const all = await hrefs(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${bundled.site.url}${all[1]}`);
    expect(all[1]).toMatch(/^\/joy-ui\//);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens from the app bar button and with `/`; Escape closes it and gives focus back', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/joy-ui/react-button`);
    const button = page.locator('[data-search-button]');
    await button.click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    // Still the page it was: the link to /search is for readers without JavaScript.
    expect(new URL(page.url()).pathname).toBe('/joy-ui/react-button');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'Source code on GitHub' }).focus();
    await page.keyboard.press('/');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Source code on GitHub');
    expect(problems).toEqual([]);
    await close();
  });

  it("searches the page's product first, widens to every product, and keeps recent searches", async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/joy-ui/react-button`);
    await page.keyboard.press('Control+k');
    await input(page).fill('button');
    await expect.poll(() => status(page).textContent()).toMatch(/ in Joy UI$/);
    expect((await hrefs(page)).every((href) => href?.startsWith('/joy-ui/'))).toBe(true);
    await dialog(page).getByRole('button', { name: 'All products' }).click();
    await expect.poll(async () => (await hrefs(page)).some((href) => href?.startsWith('/material-ui/'))).toBe(true);
    expect(await status(page).textContent()).toMatch(/^\d+ results on \d+ pages$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/joy-ui/react-button' || url.hash !== '');

    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).getByRole('group', { name: 'Recent searches' }).getByRole('option').allTextContents()).toEqual(['button']);
    expect(await status(page).textContent()).toBe('1 recent search');
    expect(problems).toEqual([]);
    await close();
  });

  for (const [mode, direction] of [['light', 'ltr'], ['dark', 'rtl']] as const) {
    it(`has no accessibility violation, in ${mode} mode and ${direction}`, async () => {
      const { page, problems, close } = await session({ storage: { 'mui-mode': mode, 'mui-direction': direction } });
      await page.goto(`${bundled.site.url}/joy-ui/react-button`);
      await page.keyboard.press('Control+k');
      await input(page).fill('button');
      await expect.poll(() => options(page).count()).toBeGreaterThan(0);
      expect(await dialog(page).evaluate((element) => getComputedStyle(element).direction)).toBe(direction);
      const background = await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor);
      const text = await options(page).first().evaluate((element) => getComputedStyle(element).color);
      expect([background, text]).not.toContain('');
      expect(await seriousViolations(page, [['.docs-island']])).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });
  }
});

describe('the /search page', () => {
  it('searches the query in its address once the script loads', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/search?q=loading`);
    await expect.poll(() => page.locator('[data-search-status]').textContent()).toMatch(/^\d+ results? on \d+ pages?$/);
    expect(await page.locator('[data-search-results] a[href="/joy-ui/react-button#loading"] mark').first().textContent()).toBe('Loading');
    expect(await page.getByRole('searchbox', { name: 'Search the docs' }).inputValue()).toBe('loading');
    expect(problems).toEqual([]);
    await close();
  });

  it('is where the app bar link leads without JavaScript, and its form keeps the query', async () => {
    const { page, close } = await session({ javaScriptEnabled: false });
    await page.goto(`${bundled.site.url}/joy-ui/react-button`);
    await page.locator('[data-search-button]').click();
    await page.waitForURL(`${bundled.site.url}/search`);
    await page.getByRole('searchbox', { name: 'Search the docs' }).fill('loading');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(`${bundled.site.url}/search?q=loading`);
    expect(await page.locator('main').textContent()).toContain('Search runs in your browser: it needs JavaScript.');
    await close();
  });
});

describe('search offline', () => {
  let server: StaticServer | null = null;
  let origin: string;
  let outDir: string;

  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const root = await copyFixture('basic');
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, { 'docs-site.config.ts': config.replace("host: 'https://docs.example.com',", `host: '${origin}',`) });
    await extendConfig(root, '');
    outDir = path.join(await temporaryFolder(), 'dist');
    const result = await build({ cwd: root, outDir });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    server = await startStaticServer({ root: outDir, host: '127.0.0.1', port });
  });
  afterAll(() => server?.close());

  it('works with the network cut after one search: the service worker kept what it fetched', async () => {
    const { page, close } = await session();
    await page.goto(`${origin}/joy-ui/react-button`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    // Once the worker controls the page, a reload goes through it: the page is kept for offline reading.
    await page.reload();
    await page.keyboard.press('Control+k');
    await input(page).fill('buttons');
    await expect.poll(() => hrefs(page)).toContain('/joy-ui/react-button');

    await server?.close();
    server = null;
    await page.reload();
    await page.keyboard.press('Control+k');
    await input(page).fill('buttons');
    await expect.poll(() => hrefs(page)).toContain('/joy-ui/react-button');
    expect(await status(page).textContent()).toMatch(/^\d+ results? on \d+ pages? in Joy UI$/);
    await close();
  });
});
