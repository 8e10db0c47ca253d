import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBigNavSite } from '../helpers/big-nav-site';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), createBigNavSite().then(buildAndServe)]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

const PAGE = '/joy-ui/alpha/p1';
const wide = { viewport: { width: 1280, height: 900 } };

describe('the sections a page of a big navigation tree leaves out', () => {
  it('open in place from the shared fragment, without leaving the page', async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}${PAGE}`, wide);
    const collapsed = page.locator('#app-drawer a[data-nav-section="/joy-ui/gamma"]');
    expect(await collapsed.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#app-drawer a[data-nav-link="/joy-ui/gamma/p7"]').count()).toBe(0);
    await collapsed.click();
    const section = page.locator('#app-drawer details[data-nav-group="/joy-ui/gamma"]');
    await section.waitFor();
    expect(await section.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#app-drawer a[data-nav-link="/joy-ui/gamma/p7"]').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(PAGE);
    // Focus stays on the section the reader opened, now its summary; it closes as any section does.
    expect(await page.evaluate(() => document.activeElement?.closest('details')?.getAttribute('data-nav-group'))).toBe('/joy-ui/gamma');
    await page.keyboard.press('Enter');
    expect(await section.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    // The fragment is fetched once, whatever else is opened.
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.locator('#app-drawer a[data-nav-section="/joy-ui/delta"]').click();
    await page.locator('#app-drawer details[data-nav-group="/joy-ui/delta"]').waitFor();
    expect(fetched.filter((url) => url.includes('/assets/navTree-'))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('are links to their first page without JavaScript', async () => {
    const { page, problems, close } = await openPage(browser, `${site.url}${PAGE}`, { ...wide, javaScriptEnabled: false });
    await Promise.all([page.waitForURL(`${site.url}/joy-ui/beta/p1`), page.locator('#app-drawer a[data-nav-section="/joy-ui/beta"]').click()]);
    // There, that section is the open one.
    expect(await page.locator('#app-drawer details[data-nav-group="/joy-ui/beta"][open]').count()).toBe(1);
    expect(await page.locator('#app-drawer a[aria-current="page"]').getAttribute('href')).toBe('/joy-ui/beta/p1');
    expect(problems).toEqual([]);
    await close();
  });
});
