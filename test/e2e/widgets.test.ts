import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScripts } from '../../src/node/page/inline-scripts';
import { pathnameToOutputFile } from '../../src/node/routing/paths';
import { seriousViolations } from '../helpers/axe';
import { repoRoot } from '../helpers/fixture';
import { openSession, pauseClock } from '../helpers/session';
import { bundledSiteInBrowser } from '../helpers/site';

// The always-on widgets in a real Chromium: copy, code tabs, scroll-spy, menu keys, their
// accessibility, and the JavaScript they cost.

const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');
const DEMO_PAGE = '/material-ui/react-button';

const bundled = bundledSiteInBrowser();
beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

const session = (options?: Parameters<typeof openSession>[1]) => openSession(bundled.browser, options);

describe('copying code', () => {
  const permissions = ['clipboard-read', 'clipboard-write'];
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it('copies a code block and says "Copied" for 2 s', async () => {
    const { context, page, problems, close } = await session();
    await context.grantPermissions(permissions, { origin: bundled.site.url });
    await page.clock.install();
    await page.goto(`${bundled.site.url}/material-ui/getting-started/installation`);
    await pauseClock(page);
    const block = page.locator('[data-code-block]').first();
    const button = block.getByRole('button', { name: 'Copy the code' });
    await block.hover();
    // Not a Mac: the hint names Ctrl.
    expect(await button.innerText()).toBe('Copy(or Ctrl + C)');
    await button.click();
    await expect.poll(() => clipboard(page)).toBe(await block.locator('pre').textContent());
    expect(await button.locator('[data-copy-label]').textContent()).toBe('Copied');
    await page.clock.runFor(1900);
    expect(await button.locator('[data-copy-label]').textContent()).toBe('Copied');
    await page.clock.runFor(200);
    expect(await button.locator('[data-copy-label]').textContent()).toBe('Copy');
    expect(problems).toEqual([]);
    await close();
  });

  it('copies the source a demo shows, with a copy indicator for 1.2 s', async () => {
    const { context, page, problems, close } = await session();
    await context.grantPermissions(permissions, { origin: bundled.site.url });
    await page.clock.install();
    await page.goto(`${bundled.site.url}${DEMO_PAGE}`);
    await pauseClock(page);
    const demo = page.locator('[data-demo="ClickCounter"]');
    await demo.getByRole('button', { name: 'JS', exact: true }).click();
    const copy = demo.getByRole('button', { name: 'Copy the source' });
    await copy.click();
    await expect.poll(() => clipboard(page)).toBe(await demo.locator('[data-code-block][data-variant="js"] pre').textContent());
    expect(await clipboard(page)).not.toContain(': number');
    expect(await copy.getAttribute('data-copied')).toBe('');
    await page.clock.runFor(1100);
    expect(await copy.getAttribute('data-copied')).toBe('');
    await page.clock.runFor(150);
    expect(await copy.getAttribute('data-copied')).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  it('copies with Ctrl+C the focused block, else the hovered one, when nothing is selected, and from the keyboard alone', async () => {
    const { context, page, problems, close } = await session();
    await context.grantPermissions(permissions, { origin: bundled.site.url });
    await page.goto(`${bundled.site.url}/material-ui/getting-started/installation`);
    const blocks = page.locator('[data-code-block]');
    const text = async (index: number) => (await blocks.nth(index).locator('pre').textContent())!;

    await blocks.nth(1).locator('pre').focus();
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboard(page)).toBe(await text(1));

    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await blocks.nth(0).hover();
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboard(page)).toBe(await text(0));
    expect(await blocks.nth(0).locator('[data-copy-label]').textContent()).toBe('Copied');

    // Selected text belongs to the reader: the block is not copied over it.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('p.description').selectText();
    await blocks.nth(1).hover();
    await page.keyboard.press('Control+c');
    expect(await clipboard(page)).not.toBe(await text(1));

    // Keyboard only: Tab reaches the copy button (shown on focus), Enter copies.
    await page.evaluate(() => getSelection()?.removeAllRanges());
    await blocks.nth(2).locator('pre').focus();
    await page.keyboard.press('Tab');
    const button = blocks.nth(2).getByRole('button', { name: 'Copy the code' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(() => button.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => clipboard(page)).toBe(await text(2));
    expect(problems).toEqual([]);
    await close();
  });
});

describe('code tabs', () => {
  it('remember the chosen tab per storage key, on the next page and after a reload', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/experiments/docs/codeblock`);
    const group = page.locator('[data-code-tabs][data-storage-key="package-manager"]');
    const selected = () => group.locator('[role="tab"][aria-selected="true"]').textContent();
    expect(await selected()).toBe('npm');
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await page.reload();
    expect(await selected()).toBe('pnpm');
    expect(await group.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('pnpm add');
    await page.goto(`${bundled.site.url}/x/react-data-grid/getting-started`);
    expect(await selected()).toBe('pnpm');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the table of contents', () => {
  it('marks the section being read as the page scrolls, and the first one at the top of the page', async () => {
    const { page, problems, close } = await session({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${bundled.site.url}/experiments/docs/headers`);
    const current = () => page.locator('[data-toc] a[aria-current="location"]').getAttribute('href');
    const links = await page.locator('[data-toc] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(2);
    await expect.poll(current).toBe(links[0]);
    await page.locator(`[data-toc] a[href="${links[1]}"]`).click();
    await expect.poll(current).toBe(links[1]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(current).toBe(links.at(-1));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toBe(links[0]);
    expect(await page.locator('[data-toc] a[aria-current]').count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('keyboard', () => {
  /** The text of the focused menu item ('' when the focus is not in a menu: the menu's button says the version too). */
  const focused = (page: Page) => page.evaluate(() => (document.activeElement?.closest('[data-menu]') ? document.activeElement.textContent?.trim() : '') ?? '');
  const isOpen = (page: Page, id: string) => page.locator(`#${id}`).evaluate((el) => el.matches(':popover-open'));

  it('moves through the version menu with the arrow keys; Esc and Tab close it', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}/material-ui/getting-started`);
    const button = page.locator('button[popovertarget="version-menu"]');
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await isOpen(page, 'version-menu')).toBe(true);
    await expect.poll(() => focused(page)).toBe('v7.2.0');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('v6');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('View all versions');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('v7.2.0');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe('View all versions');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'version-menu')).toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('v7.2.0');
    await page.keyboard.press('Tab');
    expect(await isOpen(page, 'version-menu')).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('reaches the heading anchor links with Tab', async () => {
    const { page, close } = await session();
    await page.goto(`${bundled.site.url}/material-ui/getting-started/installation`);
    const anchor = page.locator('h2 .anchor-link').first();
    await anchor.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await anchor.evaluate((a) => a === document.activeElement)).toBe(true);
    await expect.poll(() => anchor.evaluate((a) => getComputedStyle(a).opacity)).toBe('1');
    await close();
  });
});

describe('the JavaScript budget', () => {
  it('stays under 15 KB gzip before any interaction on a page without demos, inline scripts included, with no React', async () => {
    const { page, problems, close } = await session();
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
    });
    const route = '/material-ui/getting-started/installation';
    await page.goto(`${bundled.site.url}${route}`, { waitUntil: 'networkidle' });
    const html = await readFile(path.join(bundled.site.outDir, pathnameToOutputFile(route)), 'utf8');
    const inline = inlineScripts(html);
    // The pre-paint script and the service worker's registration.
    expect(inline).toHaveLength(2);
    const bodies = [...scripts.values(), ...inline.map((code) => Buffer.from(code))];
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
    expect(gzipped).toBeLessThan(15 * 1024);
    expect([...scripts.keys()].some((url) => url.includes('island-runtime'))).toBe(false);
    for (const body of bodies) expect(body.toString()).not.toMatch(/react-dom|react\.production|__SECRET_INTERNALS/);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('accessibility of the widgets', () => {
  for (const { name, route, mode, open } of [
    { name: 'the settings drawer open, in dark', route: '/material-ui/getting-started/installation', mode: 'dark', open: true },
    { name: 'a page of code blocks, tabs and demos', route: '/experiments/docs/codeblock', mode: 'light', open: false },
    { name: 'a demo page, right-to-left', route: DEMO_PAGE, mode: 'light', open: false, dir: 'rtl' },
    // The manual's pages (the docs-infra product): its first page, and the dialect's page, which
    // shows every construct.
    { name: "the manual's getting started page, in light", route: '/docs-infra/getting-started', mode: 'light', open: false },
    { name: "the manual's getting started page, in dark", route: '/docs-infra/getting-started', mode: 'dark', open: false },
    { name: "the manual's markdown page, in light", route: '/docs-infra/markdown', mode: 'light', open: false },
    { name: "the manual's markdown page, in dark", route: '/docs-infra/markdown', mode: 'dark', open: false },
  ]) {
    it(`axe-core finds no serious or critical violation with ${name}`, async () => {
      const { page, close } = await session({ storage: { 'mui-mode': mode, 'mui-direction': route === DEMO_PAGE ? 'rtl' : 'ltr' } });
      await page.goto(`${bundled.site.url}${route}`);
      if (open) await page.getByRole('button', { name: 'Settings', exact: true }).click();
      // The demos themselves are the library's rendering, in its brand colours: not the site's to fix.
      expect(await seriousViolations(page, [['.docs-island']])).toEqual([]);
      await close();
    });
  }
});
