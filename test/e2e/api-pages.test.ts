import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, fixturesDir } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

// A component's API page, generated from its metadata, in a real Chromium.

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(path.join(fixturesDir, 'api-site'))]);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

describe('an API page', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe-core violation in the ${scheme} scheme`, async () => {
      const { page, problems, close } = await openPage(browser, `${site.url}/acme/api/button`, { viewport: { width: 1400, height: 900 }, colorScheme: scheme });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe(scheme);
      expect(await page.locator('#props tr, [aria-labelledby="props"] tbody tr').count()).toBeGreaterThan(5);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('stacks each prop on a small screen, nothing wider than the screen, with no axe violation', async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}/acme/api/button`, { viewport: { width: 390, height: 900 } });
    const row = page.locator('tr#color');
    // Name, then type, then default, then description, one under the other.
    const tops = await row.locator('td').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);
    expect(await row.locator('td[data-label="Type"]').evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Type: "');
    const widest = await page.locator('[aria-labelledby="props"] table').evaluate((table) => table.getBoundingClientRect().right);
    expect(widest).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('copies its import lines', async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}/acme/api/button`, { viewport: { width: 1400, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const block = page.locator('[aria-labelledby="import"] [data-code-block]');
    await block.hover();
    await block.getByRole('button', { name: 'Copy the code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("import Button from '@acme/ui/Button';\nimport { Button } from '@acme/ui';");
    expect(await block.locator('[data-copy-label]').textContent()).toBe('Copied');
    expect(problems).toEqual([]);
    await close();
  });

  it('scrolls to a prop linked by its anchor and marks its row', async () => {
    const { page, close } = await openPage(browser, `${site.url}/acme/api/button#color`, { viewport: { width: 1400, height: 900 } });
    const row = page.locator('tr#color');
    await expect.poll(() => row.evaluate((element) => element.matches(':target'))).toBe(true);
    await expect.poll(() => row.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(900);
    await close();
  });
});
