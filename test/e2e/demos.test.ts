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

  it.each([
    ['/x/react-data-grid', 'BasicGrid', 'Team members'],
    ['/x/react-data-grid/columns', 'ColumnsGrid', 'Team members with chosen columns'],
    ['/x/react-data-grid/rows', 'RowsGrid', 'Paginated team members'],
    ['/x/react-data-grid/getting-started', 'SelectionGrid', 'Selectable team members'],
    ['/x/react-data-grid/editing', 'EditingGrid', 'Team members with editable roles'],
  ])('shows the real Data Grid on %s, drawn once in view in the space the server kept', async (route, demo, label) => {
    const { page, problems, close } = await openPage(bundled.browser, `${bundled.site.url}${route}`, { viewport: { width: 1280, height: 900 } });
    // The grid draws nothing on the server (it measures its container first): its demo keeps
    // the grid's height, and comes to life as soon as it is in view, without being reached for.
    const island = page.locator(`[data-demo="${demo}"] [data-island]`);
    const before = await island.boundingBox();
    await page.evaluate((y) => window.scrollTo(0, y), (before?.y ?? 0) - 100);
    await page.waitForSelector(`[data-demo="${demo}"] [data-island][data-hydrated="true"]`);
    await expect.poll(() => island.getByRole('grid', { name: label }).getByRole('row', { name: /Ada Byron/ }).count()).toBe(1);
    expect((await island.boundingBox())?.height).toBe(before?.height);
    expect(problems).toEqual([]);
    await close();
  });

  it('the Data Grid demos sort, edit and select', async () => {
    const sorting = await openPage(bundled.browser, `${bundled.site.url}/x/react-data-grid`, { viewport: { width: 1280, height: 900 } });
    const grid = sorting.page.getByRole('grid', { name: 'Team members' });
    const names = () => grid.locator('[role="gridcell"][data-field="name"]').allTextContents();
    await expect.poll(names).toEqual(['Ada Byron', 'Alan Turing', 'Barbara Liskov', 'Donald Knuth', 'Edsger Dijkstra', 'Grace Murray', 'Margaret Hamilton']);
    await grid.getByRole('columnheader', { name: 'Name' }).click();
    await expect.poll(async () => (await names())[0]).toBe('Margaret Hamilton');
    expect(sorting.problems).toEqual([]);
    await sorting.close();

    const editing = await openPage(bundled.browser, `${bundled.site.url}/x/react-data-grid/editing`, { viewport: { width: 1280, height: 900 } });
    const role = editing.page.getByRole('grid', { name: 'Team members with editable roles' }).getByRole('row', { name: /Ada Byron/ }).locator('[data-field="role"]');
    await role.dblclick();
    await role.locator('input').fill('Maintainer');
    await role.locator('input').press('Enter');
    await expect.poll(() => role.textContent()).toBe('Maintainer');
    expect(editing.problems).toEqual([]);
    await editing.close();

    const selection = await openPage(bundled.browser, `${bundled.site.url}/x/react-data-grid/getting-started`, { viewport: { width: 1280, height: 900 } });
    await selection.page.locator('[data-demo="SelectionGrid"] [data-island]').scrollIntoViewIfNeeded();
    const selectable = selection.page.getByRole('grid', { name: 'Selectable team members' });
    await selectable.getByRole('row', { name: /Alan Turing/ }).getByRole('checkbox').click();
    await expect.poll(() => selection.page.getByText('1 of 7 rows selected').count()).toBe(1);
    await selectable.getByRole('checkbox', { name: 'Select all rows' }).click();
    await expect.poll(() => selection.page.getByText('7 of 7 rows selected').count()).toBe(1);
    expect(selection.problems).toEqual([]);
    await selection.close();
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
