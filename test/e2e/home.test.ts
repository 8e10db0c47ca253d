import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();

describe('the bundled site in a real browser', () => {
  it('loads the home page with no console error', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/`);
    expect(await page.title()).toBe('Component libraries for React - MUI');
    expect(await page.locator('h1').first().textContent()).toBe('React component libraries');
    expect(problems).toEqual([]);
    await close();
  });

  it('follows a link from the home page to a product page that marks its navigation entry', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/`, { viewport: { width: 1280, height: 800 } });
    await page.getByRole('link', { name: 'Get started with Material UI' }).click();
    await page.waitForURL(`${bundled.site.url}/material-ui/getting-started`);
    expect(await page.title()).toBe('Material UI - Overview - Material UI');
    await expect.poll(() => page.locator('[aria-current="page"]').first().textContent()).toBe('Overview');
    expect(await page.locator('meta[name="mui:productId"]').getAttribute('content')).toBe('material-ui');
    expect(problems).toEqual([]);
    await close();
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { page, close } = await openPage(bundled.browser, `${bundled.site.url}/no/such/page`);
    const response = await page.request.get(`${bundled.site.url}/no/such/page`);
    expect(response.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    await close();
  });
});
