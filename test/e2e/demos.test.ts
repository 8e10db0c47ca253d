import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/browser';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();

const DEMO_PAGE = '/material-ui/react-button';

describe('live demos in a real browser', () => {
  it('hydrates a demo without console errors or hydration warnings, and it responds to clicks', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}${DEMO_PAGE}`, { viewport: { width: 1280, height: 900 } });
    const island = page.locator('[data-demo="ClickCounter"] [data-island]');
    // Server-rendered: the demo is there before any JavaScript ran.
    await expect.poll(() => island.getByText('Clicked 0 times').count()).toBe(1);
    // Every rule in the page's <style> elements, read through the CSSOM (the browser's
    // Emotion inserts rules with insertRule, which leaves no text behind).
    const rules = () => page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText)));
    const serverRules = await rules();

    // A demo's code loads when the reader reaches for it, not with the page.
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    await island.hover();
    await page.locator('[data-demo="BasicButtons"] [data-island]').hover();
    await page.waitForSelector('[data-demo="ClickCounter"] [data-island][data-hydrated="true"]');
    await page.waitForSelector('[data-demo="BasicButtons"] [data-island][data-hydrated="true"]');
    // The browser's Emotion cache knew every server rule: hydrating inserted none.
    expect(await rules()).toEqual(serverRules);
    await island.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => island.getByText('Clicked 1 time', { exact: true }).count()).toBe(1);
    await island.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => island.getByText('Clicked 2 times').count()).toBe(1);

    // Interaction may add rules of its own (the site theme turns the touch ripple off, so the
    // buttons add none), but never a server rule again.
    const added = (await rules()).slice(serverRules.length);
    expect(added.filter((rule) => serverRules.includes(rule))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('loads no island code with the page, and keeps a click made while the code loads', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}${DEMO_PAGE}`, { viewport: { width: 1280, height: 900 } });
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    await page.waitForLoadState('networkidle');
    expect((await scripts()).some((url) => url.includes('/assets/island-runtime-'))).toBe(false);
    // The pointer arrives and clicks at once: the click lands before React does, and counts.
    const island = page.locator('[data-demo="ClickCounter"] [data-island]');
    await island.getByRole('button', { name: 'Add one' }).click();
    await page.waitForSelector('[data-demo="ClickCounter"] [data-island][data-hydrated="true"]');
    await expect.poll(() => island.getByText('Clicked 1 time', { exact: true }).count()).toBe(1);
    expect((await scripts()).some((url) => url.includes('/assets/island-runtime-'))).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the TS source by default and the JS source for a #Name.js link', async () => {
    const ts = await openPage(bundled.browser, `${bundled.site.url}${DEMO_PAGE}`);
    const source = (variant: string) => ts.page.locator(`[data-demo="ClickCounter"] .MuiCode-root[data-variant="${variant}"]`);
    expect(await source('ts').isVisible()).toBe(true);
    expect(await source('js').isVisible()).toBe(false);
    expect(await source('ts').textContent()).toContain('React.useState<number>(initialCount)');
    await ts.close();

    const js = await openPage(bundled.browser, `${bundled.site.url}${DEMO_PAGE}#ClickCounter.js`);
    const jsSource = js.page.locator('[data-demo="ClickCounter"] .MuiCode-root[data-variant="js"]');
    await expect.poll(() => jsSource.isVisible()).toBe(true);
    expect(await js.page.locator('[data-demo="ClickCounter"] .MuiCode-root[data-variant="ts"]').isVisible()).toBe(false);
    expect(await jsSource.textContent()).toContain('React.useState(initialCount)');
    expect(await jsSource.textContent()).not.toContain(': number');
    expect(js.problems).toEqual([]);
    await js.close();
  });

  it('switches the code variant with the toolbar toggle and remembers it in the codeVariant cookie', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}${DEMO_PAGE}`);
    const demo = page.locator('[data-demo="ClickCounter"]');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    await expect.poll(() => demo.locator('.MuiCode-root[data-variant="js"]').isVisible()).toBe(true);
    expect(await demo.getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed')).toBe('true');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'codeVariant')?.value).toBe('JS');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens and closes the sources with "Show code"', async () => {
    const { page, close } = await openPage(bundled.browser, `${bundled.site.url}${DEMO_PAGE}`);
    const demo = page.locator('[data-demo="BasicButtons"]');
    const code = demo.locator('.MuiDemo-code');
    expect(await code.isVisible()).toBe(false);
    await demo.getByRole('button', { name: 'Show code' }).click();
    expect(await code.isVisible()).toBe(true);
    await demo.getByRole('button', { name: 'Hide code' }).click();
    expect(await code.isVisible()).toBe(false);
    await close();
  });

  it('renders an iframe demo in its own frame on the server and hydrates it there', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/experiments/docs/demos`, { viewport: { width: 1280, height: 900 } });
    const frameElement = page.locator('iframe.docs-island-frame').first();
    await frameElement.scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe.docs-island-frame').first();
    // Server-rendered into the frame's document, with the demo's CSS inside the frame.
    await expect.poll(() => frame.getByText('Notifications are off.').count()).toBe(1);
    await page.waitForSelector('iframe.docs-island-frame[data-hydrated="true"]');
    await frame.getByRole('switch', { name: 'Notifications' }).click();
    await expect.poll(() => frame.getByText('Notifications are on.').count()).toBe(1);
    // The frame grew to its content's height.
    expect((await frameElement.boundingBox())?.height).toBeGreaterThan(60);
    // The page kept its own styles: the frame's Emotion cache took none of them.
    expect(await page.locator('head > style[data-emotion^="css "]').count()).toBe(1);
    expect(await page.locator('.MuiDemo-frame').first().evaluate((el) => getComputedStyle(el).borderRadius)).toBe('12px');
    expect(await frame.locator('head > style[data-emotion^="frame "]').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('loads under 15 KB of gzipped JavaScript on a page without demos, and no React', async () => {
    const scripts: string[] = [];
    const context = await bundled.browser.newContext();
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(`${bundled.site.url}/material-ui/getting-started/installation`, { waitUntil: 'networkidle' });
    expect(scripts.length).toBeGreaterThan(0);
    let gzipped = 0;
    for (const url of scripts) {
      const body = await (await page.request.get(url)).body();
      gzipped += gzipSync(body).length;
      expect(body.toString()).not.toContain('react.production');
      expect(body.toString()).not.toContain('react-dom');
    }
    expect(gzipped).toBeLessThan(15 * 1024);
    await context.close();
  });

  it('renders a component embed registered to a file of the site, with its props, and it comes to life when reached for', async () => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}/material-ui/getting-started`, { viewport: { width: 1280, height: 900 } });
    const embed = page.getByRole('region', { name: 'Material UI components' });
    // Drawn by the server, with the embed's "title" as a prop.
    expect(await embed.getByRole('link').allTextContents()).toEqual(['Button', 'ButtonBase', 'IconButton']);
    const island = page.locator('[data-island]', { has: embed });
    await embed.getByLabel('Filter components').focus();
    await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true');
    await embed.getByLabel('Filter components').fill('icon');
    await expect.poll(() => embed.getByRole('link').allTextContents()).toEqual(['IconButton']);
    expect(problems).toEqual([]);
    await close();
  });
});
