import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, copyFixture, readText } from '../helpers/fixture';

/**
 * A site on Material UI v5 and Joy UI 5, with React 18 in its own `node_modules` as v5's peers bring it,
 * while docs-site's theme is written for a later major: `npm ci` installs the fixture's
 * lockfile (from npm's cache, else the registry). The demo runs on the site's v5 on the server
 * and in the browser, under docs-site's React; the shell keeps docs-site's own Material UI.
 */
let browser: Browser;
let server: StaticServer;
let result: BuildResult;
let outDir: string;

beforeAll(async () => {
  const root = await copyFixture('site-mui-v5');
  await promisify(execFile)('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, env: { ...process.env, CI: 'true' } });
  outDir = path.join(root, 'dist');
  [browser, result] = await Promise.all([launchBrowser(), build({ cwd: root, cache: false })]);
  server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cleanupTemporaryFolders();
});

describe('a site on @mui/material@5', () => {
  it("renders the v5 demo on the server with the site's Material UI and docs-site's React", async () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    const html = await readText(path.join(outDir, 'material-ui/buttons/index.html'));
    expect(html).toContain('Material UI <!-- -->5.18.0<!-- -->, React <!-- -->19<!-- -->: <!-- -->0');
    // The icon of @mui/icons-material@5, inside v5's Button.
    expect(html).toMatch(/<svg class="MuiSvgIcon-root[^"]*"[^>]*data-testid="MailIcon"/);
    // The shell is docs-site's theme, on its own Material UI: its navigation and settings render.
    expect(html).toMatch(/<a[^>]*href="\/material-ui\/buttons"[^>]*aria-current="page"/);
    expect(html).toContain('id="settings-drawer"');
  });

  it('hydrates the demo in Chromium on v5 and runs it, without a hydration error', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/material-ui/buttons`, { viewport: { width: 1280, height: 900 } });
    const island = page.locator('[data-demo="VersionFive"] [data-island]');
    await island.hover();
    await page.waitForSelector('[data-demo="VersionFive"] [data-island][data-hydrated="true"]');
    await island.getByRole('button').click();
    await island.getByRole('button').click();
    await expect.poll(() => island.textContent()).toBe('Material UI 5.18.0, React 19: 2');
    // v5's contained button in a v5 theme (its default primary, light), as upstream shows v5 demos.
    await page.mouse.move(0, 0);
    await expect.poll(() => island.getByRole('button').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(25, 118, 210)');
    expect(problems).toEqual([]);
    await close();
  });

  it("renders a Joy UI demo in Joy's own default theme, not the site's Material theme", async () => {
    const html = await readText(path.join(outDir, 'material-ui/joy/index.html'));
    expect(html).toMatch(/<button class="MuiButton-root MuiButton-variantSolid MuiButton-colorPrimary[^"]*">Joy clicked <!-- -->0<\/button>/);
    const { page, problems, close } = await openPage(browser, `${server.url}/material-ui/joy`, { viewport: { width: 1280, height: 900 } });
    const island = page.locator('[data-demo="JoyButton"] [data-island]');
    const button = island.getByRole('button');
    // Joy's solid primary (its palette's primary 500), before and after hydration.
    const joyPrimary = 'rgb(11, 107, 203)';
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(joyPrimary);
    await island.hover();
    await page.waitForSelector('[data-demo="JoyButton"] [data-island][data-hydrated="true"]');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Joy clicked 1');
    // Hovered, it shows Joy's primary 600; away from it, its 500 again.
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(24, 94, 165)');
    await page.mouse.move(0, 0);
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(joyPrimary);
    expect(problems).toEqual([]);
    await close();
  });

  it("renders a Joy UI demo in Joy's provider, whose colours follow the page's colour scheme", async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/material-ui/joy`, { viewport: { width: 1280, height: 900 } });
    const chip = page.locator('[data-demo="JoyButton"] [data-island] .MuiChip-root');
    const background = () => chip.evaluate((element) => getComputedStyle(element).backgroundColor);
    // Joy's soft success: its palette's success 100 in light.
    expect(await background()).toBe('rgb(227, 251, 227)');
    // What the settings drawer does when the reader picks dark: Joy's variables follow the page's attribute.
    await page.evaluate(() => document.documentElement.setAttribute('data-mui-color-scheme', 'dark'));
    await expect.poll(background).toBe('rgb(4, 47, 4)');
    expect(problems).toEqual([]);
    await close();
  });

  it("leaves the reader's scheme alone when a Joy demo comes to life (a dark system, nothing stored)", async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/material-ui/joy`, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    const island = page.locator('[data-demo="JoyButton"] [data-island]');
    await island.hover();
    await page.waitForSelector('[data-demo="JoyButton"] [data-island][data-hydrated="true"]');
    await island.getByRole('button').click();
    await expect.poll(() => island.getByRole('button').textContent()).toBe('Joy clicked 1');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'))).toBe('dark');
    expect(await island.locator('.MuiChip-root').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(4, 47, 4)');
    expect(problems).toEqual([]);
    await close();
  });

  // Issue 46, cause 5: demos written for the site's major read a theme of that major.
  it("renders v5 demos that read the theme around them in a v5 theme, on the server", async () => {
    const html = await readText(path.join(outDir, 'material-ui/themes/index.html'));
    // RtlDemo: `<ThemeProvider theme={(outer) => createTheme({ palette: { mode: outer.palette.mode } })}>`.
    expect(html).toMatch(/<div dir="rtl"><div class="MuiFormControl-root MuiTextField-root[^"]*"><label[^>]*>ملصق<\/label>/);
    // Locales: `createTheme(useTheme(), frFR)`, the v5 theme with French texts.
    expect(html).toContain('Lignes par page :</p>');
    expect(html).toContain('11–20 sur 2000');
  });

  it("hydrates them in Chromium in the reader's colour scheme, and follows it", async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/material-ui/themes`, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    // RtlDemo's own theme takes its mode from the v5 theme around it: the reader's (dark), once hydrated.
    const rtl = page.locator('[data-demo="RtlDemo"] [data-island]');
    const label = () => rtl.locator('label').evaluate((element) => getComputedStyle(element).color);
    await rtl.hover();
    await page.waitForSelector('[data-demo="RtlDemo"] [data-island][data-hydrated="true"]');
    await expect.poll(label).toBe('rgba(255, 255, 255, 0.7)');
    await page.evaluate(() => document.documentElement.setAttribute('data-mui-color-scheme', 'light'));
    await expect.poll(label).toBe('rgba(0, 0, 0, 0.6)');
    await rtl.getByRole('textbox').fill('نص');
    expect(await rtl.getByRole('textbox').inputValue()).toBe('نص');
    // Locales keeps its locale's texts once hydrated (the theme's `components`), and changes locale.
    const locales = page.locator('[data-demo="Locales"] [data-island]');
    await locales.hover();
    await page.waitForSelector('[data-demo="Locales"] [data-island][data-hydrated="true"]');
    expect(await locales.textContent()).toContain('Lignes par page :');
    await locales.getByRole('button', { name: 'frFR' }).click();
    await expect.poll(() => locales.textContent()).toContain('Zeilen pro Seite:');
    expect(await locales.locator('.MuiTablePagination-root').evaluate((element) => getComputedStyle(element).color)).toBe('rgba(0, 0, 0, 0.87)');
    expect(problems).toEqual([]);
    await close();
  });

  it("renders a Joy UI page's demo that styles with Material UI's styled in Joy's theme", async () => {
    const html = await readText(path.join(outDir, 'joy-ui/creating-themed-components/index.html'));
    // StatSlots reads `theme.vars.palette.background.surface`, `theme.vars.radius.sm` and `theme.vars.shadow.md`: Joy's.
    expect(html).toMatch(/background-color:var\(--joy-palette-background-surface\);border-radius:var\(--joy-radius-sm\);box-shadow:var\(--joy-shadow-md\)/);
    const { page, problems, close } = await openPage(browser, `${server.url}/joy-ui/creating-themed-components`, { viewport: { width: 1280, height: 900 } });
    const island = page.locator('[data-demo="StatSlots"] [data-island]');
    const root = island.locator(':scope > div');
    const radius = () => root.evaluate((element) => getComputedStyle(element).borderRadius);
    // Joy's radius sm, before and after hydration.
    expect(await radius()).toBe('6px');
    await island.hover();
    await page.waitForSelector('[data-demo="StatSlots"] [data-island][data-hydrated="true"]');
    expect(await radius()).toBe('6px');
    expect(await root.textContent()).toContain('19,267');
    expect(problems).toEqual([]);
    await close();
  });
});
