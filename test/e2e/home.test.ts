import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, repoRoot } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(repoRoot)]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

describe('the bundled site in a real browser', () => {
  it('loads the home page with no console error', async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}/`);
    expect(await page.title()).toBe('Component libraries for React - MUI');
    expect(await page.locator('h1').first().textContent()).toBe('React component libraries');
    expect(problems).toEqual([]);
    await close();
  });

  it('follows a link from the home page to a product page that marks its navigation entry', async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}/`, { viewport: { width: 1280, height: 800 } });
    await page.getByRole('link', { name: 'Material UI', exact: true }).first().click();
    await page.waitForURL(`${site.url}/material-ui/getting-started`);
    expect(await page.title()).toBe('Material UI - Overview - Material UI');
    await expect.poll(() => page.locator('[aria-current="page"]').first().textContent()).toBe('Overview');
    expect(await page.locator('meta[name="mui:productId"]').getAttribute('content')).toBe('material-ui');
    expect(problems).toEqual([]);
    await close();
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { page, close } = await openPage(browser, `${site.url}/no/such/page`);
    const response = await page.request.get(`${site.url}/no/such/page`);
    expect(response.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await close();
  });
});
