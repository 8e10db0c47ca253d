import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../helpers/browser';
import { seriousViolations } from '../helpers/axe';
import { cleanupTemporaryFolders, fixturesDir, repoRoot } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');

/** The spec's breakpoints, one width inside each range the shell changes at. */
const WIDTHS = { xs: 390, md: 1000, lg: 1400 } as const;
type Width = keyof typeof WIDTHS;

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(path.join(fixturesDir, 'shell'))]);
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

async function open(route: string, width: Width, scheme: 'light' | 'dark' = 'light') {
  // The reader's system scheme: the site's default mode, system, follows it.
  const opened = await openPage(browser, `${site.url}${route}`, { viewport: { width: WIDTHS[width], height: 900 }, colorScheme: scheme });
  await opened.page.evaluate(() => document.fonts.ready);
  return opened;
}

/** Waits for running transitions (the drawer slides in) to end. */
const settle = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
const isOpen = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.matches(':popover-open'));
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
const box = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

describe('the shell at each breakpoint, in both schemes and directions', () => {
  const cases = (['xs', 'md', 'lg'] as const).flatMap((width) =>
    (['light', 'dark'] as const).map((scheme) => ({ width, scheme, route: '/joy-ui/react-select', name: `docs-${width}-${scheme}` })),
  );
  cases.push(
    { width: 'xs', scheme: 'light', route: '/fa/joy-ui/react-button', name: 'rtl-xs-light' },
    { width: 'lg', scheme: 'dark', route: '/fa/joy-ui/react-button', name: 'rtl-lg-dark' },
    { width: 'md', scheme: 'light', route: '/no/such/page', name: 'not-found-md-light' },
    { width: 'lg', scheme: 'light', route: '/', name: 'home-lg-light' },
  );

  for (const { width, scheme, route, name } of cases) {
    it(`${name}: lays out the chrome for the width, with nothing overflowing`, async () => {
      const { page, problems, close } = await open(route, width, scheme);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false });

      const header = await box(page, 'header');
      expect(header?.height).toBe(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(16, 20, 24)' : 'rgb(255, 255, 255)');
      expect(await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans"'))).toBe(true);
      // The search button's shortcut hint shows from sm up.
      expect(await page.locator('[data-search-button] kbd').isVisible()).toBe(width !== 'xs');

      if (route.includes('joy-ui')) {
        const drawer = await box(page, '#app-drawer');
        const menuButton = page.getByRole('button', { name: 'Open navigation' });
        if (width === 'lg') {
          expect(drawer?.width).toBe(300);
          expect(drawer?.y).toBe(64);
          // From lg the drawer is a column of the page: on the left, or on the right in RTL.
          expect(drawer?.x).toBe(route.startsWith('/fa/') ? WIDTHS.lg - 300 : 0);
          expect(await menuButton.isVisible()).toBe(false);
        } else {
          expect(drawer).toBeNull();
          expect(await menuButton.isVisible()).toBe(true);
        }
        const toc = await box(page, '[data-toc]');
        if (width === 'xs') expect(toc).toBeNull();
        else expect(toc?.width).toBe(242);
      }
      // The 404 page is served with status 404, which the browser reports; nothing else may fail.
      const expected = (p: string) => route === '/no/such/page' && /\b404\b/.test(p);
      expect(problems.filter((p) => !expected(p))).toEqual([]);
      await close();
    });
  }
});

describe('the navigation drawer below lg', () => {
  it('opens from the menu button and closes with Esc, the close button and a click outside', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'md');
    const menuButton = page.getByRole('button', { name: 'Open navigation' });

    await menuButton.click();
    expect(await isOpen(page, '#app-drawer')).toBe(true);
    await settle(page);
    expect((await box(page, '#app-drawer'))?.x).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'drawer-open-md-light.png') });
    // The active page's section is open and its link marked.
    expect(await page.locator('#app-drawer [aria-current="page"]').textContent()).toContain('Select');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, '#app-drawer')).toBe(false);

    await menuButton.click();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    expect(await isOpen(page, '#app-drawer')).toBe(false);

    await menuButton.click();
    await page.mouse.click(WIDTHS.md - 20, 600);
    expect(await isOpen(page, '#app-drawer')).toBe(false);
    await close();
  });

  it('slides in from the right edge in a right-to-left language', async () => {
    const { page, close } = await open('/fa/joy-ui/react-button', 'xs', 'dark');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await settle(page);
    const drawer = await box(page, '#app-drawer');
    expect(Math.round((drawer?.x ?? 0) + (drawer?.width ?? 0))).toBe(WIDTHS.xs);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'drawer-open-rtl-xs-dark.png') });
    await close();
  });

  it('can be used from the keyboard alone: open, expand a section, follow a link', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'xs');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Open navigation');
    await page.keyboard.press('Enter');
    expect(await isOpen(page, '#app-drawer')).toBe(true);

    // Focus moves into the drawer after its button, through its header and its tree.
    const seen: string[] = [];
    for (let i = 0; i < 8 && !seen.includes('Getting started'); i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    expect(seen[0]).toMatch(/^Product: Joy UI/);
    expect(seen).toContain('Getting started');
    expect(await page.locator('#app-drawer').evaluate((d) => d.contains(document.activeElement))).toBe(true);

    // The section is closed: Enter opens it, and its first link is next.
    expect(await page.getByRole('link', { name: 'Overview' }).isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Overview');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/joy-ui/getting-started`);
    expect(await page.locator('h1').textContent()).toBe('Overview');
    await close();
  });

  it('gives focus back to the menu button when Esc closes it', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'xs');
    await page.getByRole('button', { name: 'Open navigation' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, '#app-drawer')).toBe(false);
    expect(await focused(page)).toBe('Open navigation');
    await close();
  });
});

describe('menus, settings and the skip link', () => {
  it('opens the version menu under its button and closes it with Esc', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'lg');
    const button = page.locator('button[popovertarget="version-menu"]');
    await button.click();
    expect(await isOpen(page, '#version-menu')).toBe(true);
    const [buttonBox, menuBox] = [await button.boundingBox(), await box(page, '#version-menu')];
    expect(menuBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);
    expect(Math.abs(menuBox!.x - buttonBox!.x)).toBeLessThan(2);
    expect(await page.locator('#version-menu a').allTextContents()).toEqual(['v5.0.0', 'v4', 'View all versions']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'version-menu-lg-light.png') });
    await page.keyboard.press('Escape');
    expect(await isOpen(page, '#version-menu')).toBe(false);
    await close();
  });

  it('opens the settings drawer from the app bar', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'xs', 'dark');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    expect(await isOpen(page, '#settings-drawer')).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Settings' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close settings' }).click();
    expect(await isOpen(page, '#settings-drawer')).toBe(false);
    await close();
  });

  it('turns a right-to-left page to left-to-right and back from the settings drawer', async () => {
    const { page, problems, close } = await open('/fa/joy-ui/react-button', 'lg');
    const drawerX = async () => (await box(page, '#app-drawer'))?.x;
    expect(await drawerX()).toBe(WIDTHS.lg - 300);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const ltr = page.getByRole('button', { name: 'Left to right' });
    // With nothing stored, the page keeps its language's direction.
    expect(await page.getByRole('button', { name: 'Right to left' }).getAttribute('aria-pressed')).toBe('true');
    await ltr.click();
    expect(await ltr.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await drawerX()).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'rtl-page-turned-ltr-lg.png') });
    // The choice is the reader's, kept over the page's own direction.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(await drawerX()).toBe(0);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Right to left' }).click();
    expect(await drawerX()).toBe(WIDTHS.lg - 300);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the skip link on focus and moves focus to the main content', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'lg');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect((await skip.boundingBox())!.y).toBeLessThan(0);
    await page.keyboard.press('Tab');
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await close();
  });

  it('draws a visible focus ring on the drawer links', async () => {
    const { page, close } = await open('/joy-ui/react-select', 'lg');
    const link = page.locator('#app-drawer a[data-nav-link="/joy-ui/react-button"]');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await link.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('solid');
    await close();
  });
});

describe('accessibility', () => {
  const pages = [
    { name: 'docs page', route: '/joy-ui/react-select', width: 'lg' as const, scheme: 'light' as const },
    { name: 'docs page, dark, small screen with the drawer open', route: '/joy-ui/react-select', width: 'xs' as const, scheme: 'dark' as const, drawer: true },
    { name: 'page outside every product', route: '/', width: 'md' as const, scheme: 'light' as const },
    { name: '404 page', route: '/no/such/page', width: 'md' as const, scheme: 'dark' as const },
    { name: 'right-to-left page', route: '/fa/joy-ui/react-button', width: 'lg' as const, scheme: 'light' as const },
  ];
  for (const { name, route, width, scheme, drawer } of pages) {
    it(`axe-core finds no serious or critical violation on the ${name}`, async () => {
      const { page, close } = await open(route, width, scheme);
      if (drawer) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await settle(page);
      }
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });
  }
});
