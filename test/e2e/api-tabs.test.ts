import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, fixturesDir } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

// A page's API tabs (`api.tabs`) in a real Chromium.

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(path.join(fixturesDir, 'api-tabs'))]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

describe('API tabs', () => {
  it("lead from the demos to the component's and the hook's API, and stay under the app bar as the reader scrolls", async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}/acme/react-button`, { viewport: { width: 1400, height: 700 } });
    const tabs = page.getByRole('navigation', { name: 'Demos and API' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Demos', 'Component API', 'Hook API']);
    await tabs.getByRole('link', { name: 'Component API' }).click();
    await page.waitForURL(`${site.url}/acme/react-button/components-api`);
    expect(await page.getByRole('heading', { level: 2, name: 'Button API' }).isVisible()).toBe(true);
    expect(await tabs.locator('[aria-current="page"]').textContent()).toBe('Component API');
    // Far down the page (the CSS classes table), the tabs are still in view, below the app bar.
    await page.locator('#button-classes').scrollIntoViewIfNeeded();
    const box = await tabs.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(60);
    expect(box!.y).toBeLessThan(120);
    await tabs.getByRole('link', { name: 'Hook API' }).click();
    await page.waitForURL(`${site.url}/acme/react-button/hooks-api`);
    expect(await page.locator('#use-button-parameter-disabled').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe-core violation on a tab in the ${scheme} scheme`, async () => {
      const { page, problems, close } = await openPage(browser, `${site.url}/acme/react-button/components-api`, { viewport: { width: 1400, height: 900 }, colorScheme: scheme });
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });
  }
});
