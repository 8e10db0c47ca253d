import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixture';
import { chooseSetting as settings, firstFrames, openSession } from '../helpers/session';
import { bundledSiteInBrowser } from '../helpers/site';

// The reader's preferences in a real Chromium: code variant, colour mode and direction, applied
// before the first paint by the inline script and kept by the always-on module.

const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');
const DEMO_PAGE = '/material-ui/react-button';
const DARK_BACKGROUND = 'rgb(16, 20, 24)';

const bundled = bundledSiteInBrowser();
beforeAll(() => mkdir(SCREENSHOTS, { recursive: true }));

const session = (options?: Parameters<typeof openSession>[1]) => openSession(bundled.browser, options);

describe('the code variant', () => {
  it('shows the variant chosen on one page on the next one, from its first frame, and keeps it in the cookie', async () => {
    const { context, page, problems, close } = await session();
    await page.goto(`${bundled.site.url}${DEMO_PAGE}`);
    await page.locator('[data-demo="ClickCounter"]').getByRole('button', { name: 'JS', exact: true }).click();
    // Let the demos in view finish loading, so leaving the page cancels nothing.
    await page.waitForLoadState('networkidle');
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie).toMatchObject({ value: 'JS', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    const frames = await firstFrames(page, `${bundled.site.url}/x/react-data-grid`);
    expect(frames.map((f) => f.variant)).toEqual(frames.map(() => 'js'));
    const grid = page.locator('[data-demo="BasicGrid"]');
    await grid.getByRole('button', { name: 'Show code' }).click();
    expect(await grid.locator('[data-code-block][data-variant="js"]').isVisible()).toBe(true);
    expect(await grid.locator('[data-code-block][data-variant="ts"]').isVisible()).toBe(false);
    expect(await grid.getByRole('button', { name: 'JS', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
    await close();
  });

  it('selects JS for a #Name.js link before any module script runs, over a TS cookie', async () => {
    const { context, page, problems, close } = await session();
    await context.addCookies([{ name: 'codeVariant', value: 'TS', url: bundled.site.url }]);
    const frames = await firstFrames(page, `${bundled.site.url}${DEMO_PAGE}#ClickCounter.js`);
    expect(frames[0]?.variant).toBe('js');
    // The link's choice is remembered for the next pages.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('JS');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the colour mode', () => {
  it('survives a reload in dark, with no frame painted light', async () => {
    const { page, problems, close } = await session({ colorScheme: 'light' });
    await page.goto(`${bundled.site.url}${DEMO_PAGE}`);
    await settings(page, 'Dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);

    const frames = await firstFrames(page, `${bundled.site.url}${DEMO_PAGE}`);
    expect(frames.map((f) => [f.scheme, f.background])).toEqual(frames.map(() => ['dark', DARK_BACKGROUND]));
    // The browser's theme colour is the dark one although the system is light.
    const themeColor = await page.evaluate(
      () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find((m) => !m.media || matchMedia(m.media).matches)?.content,
    );
    expect(themeColor).toBe('#101418');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    expect(await page.getByRole('button', { name: 'Dark', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'widgets-settings-dark.png') });
    expect(problems).toEqual([]);
    await close();
  });

  it('follows the operating system live in system mode, and not in light mode', async () => {
    const { page, problems, close } = await session({ colorScheme: 'light' });
    await page.goto(`${bundled.site.url}${DEMO_PAGE}`);
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));
    expect(await scheme()).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(scheme).toBe('dark');
    await settings(page, 'Light');
    expect(await scheme()).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    // Media query changes are reported before the next frame's callbacks: two frames later the
    // page has heard of it, and stayed light.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await scheme()).toBe('light');
    await settings(page, 'System');
    expect(await scheme()).toBe('dark');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the direction', () => {
  it('flips the layout, hydrated demos included, and keeps it for the next page from its first frame', async () => {
    const { page, problems, close } = await session();
    await page.goto(`${bundled.site.url}${DEMO_PAGE}`);
    const drawer = () => page.locator('#app-drawer').boundingBox();
    expect((await drawer())?.x).toBe(0);
    const secondButton = page.locator('[data-demo="BasicButtons"] [data-island] button').nth(1);
    const margins = () => secondButton.evaluate((b) => [getComputedStyle(b).marginLeft, getComputedStyle(b).marginRight]);
    expect(await margins()).toEqual(['16px', '0px']);

    await settings(page, 'Right to left');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => localStorage.getItem('mui-direction'))).toBe('rtl');
    const box = await drawer();
    expect(box!.x + box!.width).toBe(1400);
    // The demo flips too: first with the page's CSS, then re-rendered by React with the
    // right-to-left Emotion cache once it has hydrated (when the reader reaches for it).
    expect(await margins()).toEqual(['0px', '16px']);
    await secondButton.hover();
    await page.waitForSelector('[data-demo="BasicButtons"] [data-island][data-hydrated="true"]');
    await expect.poll(() => secondButton.getAttribute('class')).toMatch(/\brtl-/);
    expect(await margins()).toEqual(['0px', '16px']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'widgets-rtl.png') });

    const frames = await firstFrames(page, `${bundled.site.url}/material-ui/getting-started/installation`);
    expect(frames.map((f) => f.dir)).toEqual(frames.map(() => 'rtl'));
    const painted = frames.filter((f) => f.drawerRight !== null);
    expect(painted.length).toBeGreaterThan(0);
    expect(painted.every((f) => f.drawerRight === 1400)).toBe(true);

    // And back.
    await settings(page, 'Left to right');
    expect((await drawer())?.x).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a demo in a frame of its own', () => {
  it('shows the page’s scheme and direction, and follows them when they change', async () => {
    const { page, problems, close } = await session({ storage: { 'mui-mode': 'dark', 'mui-direction': 'rtl' } });
    await page.goto(`${bundled.site.url}/experiments/docs/demos`);
    const frame = page.locator('iframe.docs-island-frame').first();
    await frame.scrollIntoViewIfNeeded();
    const state = () =>
      frame.evaluate((element: HTMLIFrameElement) => {
        const doc = element.contentDocument!;
        return { scheme: doc.documentElement.getAttribute('data-mui-color-scheme'), dir: doc.documentElement.dir, background: getComputedStyle(doc.body).backgroundColor };
      });
    await expect.poll(state).toEqual({ scheme: 'dark', dir: 'rtl', background: DARK_BACKGROUND });
    await page.waitForSelector('iframe.docs-island-frame[data-hydrated="true"]');
    await settings(page, 'Light');
    await settings(page, 'Left to right');
    expect(await state()).toEqual({ scheme: 'light', dir: 'ltr', background: 'rgb(255, 255, 255)' });
    // The frame's switch is drawn with the theme's variables, which the frame now has.
    const track = await frame.evaluate((element: HTMLIFrameElement) => {
      const track = element.contentDocument!.querySelector('.MuiSwitch-track');
      return track ? getComputedStyle(track).backgroundColor : null;
    });
    expect(track).not.toBeNull();
    expect(track).not.toBe('rgba(0, 0, 0, 0)');
    expect(problems).toEqual([]);
    await close();
  });
});
