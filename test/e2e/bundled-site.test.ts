import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { reachForIslands } from '../helpers/browser';
import { everyRoute } from '../helpers/every-route';
import { repoRoot } from '../helpers/fixture';
import { bundledSiteInBrowser } from '../helpers/site';

/** The bundled site as a team adopting docs-site first sees it (issue 19): finished (every page passes axe too: axe-every-page-*.test.ts). */
const bundled = bundledSiteInBrowser();
const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');
beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

async function open(route: string, options: { width?: number; scheme?: 'light' | 'dark' } = {}) {
  const context = await bundled.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, colorScheme: options.scheme ?? 'light' });
  const page = await context.newPage();
  await page.goto(`${bundled.site.url}${route}`, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  return { page, close: () => context.close() };
}


const PRODUCTS = ['Material UI', 'Joy UI', 'MUI System', 'MUI Core', 'MUI X Data Grid', 'Docs Infra'];

describe('the home page', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`introduces each product with its logo, version, description and a link (${scheme})`, async () => {
      const { page, close } = await open('/', { scheme });
      await page.screenshot({ path: path.join(SCREENSHOTS, `home-lg-${scheme}.png`) });
      const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
      expect(await cards.getByRole('heading', { level: 2 }).allTextContents()).toEqual(PRODUCTS);
      for (const card of await cards.all()) {
        const name = (await card.getByRole('heading').textContent())!;
        // The logo has loaded and is shown.
        expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), name).toBe(true);
        expect(await card.locator('p').textContent(), name).toMatch(/^[A-Z].{20,}\.$/);
        expect(await card.getByRole('link', { name: `Get started with ${name}` }).getAttribute('href'), name).toMatch(/^\/[a-z]/);
      }
      // Each card's link leads to its product.
      await cards.getByRole('link', { name: 'Get started with MUI X Data Grid' }).click();
      await expect.poll(() => page.title()).toContain('Data Grid');
      await close();
    });
  }
});

describe('the shell', () => {
  it('the 404 page lists the libraries, without the site itself', async () => {
    const { page, close } = await open('/no/such/page');
    expect(await page.locator('main ul li').allTextContents()).toEqual(PRODUCTS);
    await close();
  });

  it("shows a product's logo once on a desktop, and its name and version on one line in the drawer", async () => {
    const { page, close } = await open('/x/react-data-grid');
    const logos = page.locator('img[src="/static/logos/x-data-grid.svg"]');
    const visible = await logos.evaluateAll((images) => images.filter((img) => img.getBoundingClientRect().width > 0).length);
    expect(visible).toBe(1);
    const line = async (target: Page) => {
      const product = await target.locator('#app-drawer button[popovertarget="product-switcher"]').boundingBox();
      const version = await target.locator('#app-drawer button[popovertarget="version-menu"]').boundingBox();
      return { product: product!, version: version! };
    };
    const desktop = await line(page);
    expect(Math.abs(desktop.product.y - desktop.version.y)).toBeLessThan(2);
    expect(desktop.version.x).toBeGreaterThan(desktop.product.x + desktop.product.width);
    await close();

    const small = await open('/x/react-data-grid', { width: 390 });
    await small.page.getByRole('button', { name: 'Open navigation' }).click();
    await small.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const mobile = await line(small.page);
    expect(Math.abs(mobile.product.y - mobile.version.y)).toBeLessThan(2);
    await small.close();
  });

  it('shows the whole product name beside the language menu on a phone (390 px), left to right and right to left', async () => {
    for (const [route, name] of [
      ['/joy-ui/getting-started', 'Joy UI'],
      ['/material-ui/getting-started', 'Material UI'],
      ['/zh/material-ui/getting-started', 'Material UI'],
      ['/ar/material-ui/getting-started', 'Material UI'],
    ] as const) {
      const { page, close } = await open(route, { width: 390 });
      const brand = page.locator('header a').filter({ hasText: name }).first().locator('span');
      // Not cut short with an ellipsis: the text fits its box.
      expect(await brand.evaluate((span) => span.textContent), route).toBe(name);
      expect(await brand.evaluate((span) => span.scrollWidth <= span.clientWidth), route).toBe(true);
      const language = page.locator('button[popovertarget="language-menu"]');
      await expect.poll(() => language.isVisible(), { message: route }).toBe(true);
      // The language menu keeps its name for screen readers, and opens.
      expect(await language.getAttribute('aria-label'), route).toMatch(/: (English|中文|العربية)$/);
      await language.click();
      await expect.poll(() => page.locator('#language-menu').isVisible(), { message: route }).toBe(true);
      await close();
    }
  });
});

describe('the Data Grid demos', () => {
  it('fill the width of their frame', async () => {
    const { page, close } = await open('/x/react-data-grid/columns');
    const routes = (await everyRoute(bundled.site.outDir)).filter((route) => route.startsWith('/x/react-data-grid/') || route === '/x/react-data-grid');
    const sources = path.join(repoRoot, 'content', 'x', 'react-data-grid');
    const gridDemos = new Set<string>();
    for (const file of await readdir(sources)) {
      if (file.endsWith('.tsx') && (await readFile(path.join(sources, file), 'utf8')).includes("from '@mui/x-data-grid'")) gridDemos.add(file.slice(0, -4));
    }
    let grids = 0;
    for (const route of routes) {
      // The page's demos that are a real DataGrid (their anchors, `#Name.js`, in the page as
      // served); then, as a reader sees them (hydrated: the grid renders in the browser, having
      // measured its frame), each as wide as its frame, a pixel of rounding aside.
      const html = await (await fetch(`${bundled.site.url}${route}`)).text();
      const served = [...html.matchAll(/id="(\w+)\.js"/g)].filter(([, name]) => gridDemos.has(name!)).length;
      await page.goto(`${bundled.site.url}${route}`, { waitUntil: 'load' });
      await reachForIslands(page);
      const gaps = () =>
        page
          .locator('.MuiDemo-frame:has(.MuiDataGrid-root)')
          .evaluateAll((frames) =>
            frames.map((frame) => {
              const gap = Math.abs(frame.clientWidth - frame.querySelector('.MuiDataGrid-root')!.getBoundingClientRect().width);
              return gap < 2 ? 0 : Math.round(gap);
            }),
          );
      await expect.poll(gaps, { message: route }).toEqual(Array.from({ length: served }, () => 0));
      grids += served;
    }
    expect(grids).toBeGreaterThan(3);
    await close();
  });
});
