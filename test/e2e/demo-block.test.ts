import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, recordProblems } from '../helpers/browser';
import { cleanupTemporaryFolders, fixturesDir } from '../helpers/fixture';
import { bundledSiteFolder } from '../helpers/shared';
import { buildAndServe, serveFolder, type BuiltSite, type ServedSite } from '../helpers/site';

// The demo block as mui.com readers know it, on the bundled Button page (a TS-only demo with a
// preview snippet, a JS-only demo, a demo importing a sibling file and a package) and, for
// crashes, on a fixture whose demos break in the browser.

const PAGE = '/material-ui/react-button';
let browser: Browser;
let bundled: BuiltSite;
let crashing: ServedSite;

beforeAll(async () => {
  [browser, bundled, crashing] = await Promise.all([launchBrowser(), bundledSiteFolder().then(serveFolder), buildAndServe(path.join(fixturesDir, 'demo-crash'))]);
});
afterAll(async () => {
  await browser?.close();
  await bundled?.close();
  await crashing?.close();
  await cleanupTemporaryFolders();
});

describe('the demo block', () => {
  it("links each demo's file on GitHub, in the variant shown, and copies a link that leads back to the demo", async () => {
    const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}`, { viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: bundled.url });
    const base = 'https://github.com/mui/material-ui/blob/master/docs/content/material-ui/react-button';
    const sourceLink = (demo: string) => page.locator(`[data-demo="${demo}"] [role="toolbar"]`).getByRole('link', { name: 'View the source on GitHub' });
    expect(await sourceLink('BasicButtons').getAttribute('href')).toBe(`${base}/BasicButtons.tsx`);
    expect(await sourceLink('ButtonSizes').getAttribute('href')).toBe(`${base}/ButtonSizes.js`);
    await page.locator('[data-demo="ButtonSizes"] [role="toolbar"]').getByRole('button', { name: 'Copy a link to this demo' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${bundled.url}${PAGE}#ButtonSizes`);
    await page.goto(link);
    await expect.poll(() => page.locator('#ButtonSizes').evaluate((anchor) => anchor.closest('[data-demo]')?.getAttribute('data-demo'))).toBe('ButtonSizes');
    // The demo is where the reader lands.
    const box = await page.locator('[data-demo="ButtonSizes"]').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(900);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens the code of the demo a #Name.js link names, in JS', async () => {
    const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}#BasicButtons.js`, { viewport: { width: 1280, height: 900 } });
    const demo = page.locator('[data-demo="BasicButtons"]');
    // The code opens once the toolbar's chunk has loaded.
    await expect.poll(() => demo.getByRole('button', { name: 'Hide code' }).isVisible()).toBe(true);
    expect(await demo.locator('.MuiDemo-code .MuiCode-root[data-variant="js"]').isVisible()).toBe(true);
    expect(await demo.locator('.MuiDemo-code .MuiCode-root[data-variant="ts"]').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the preview snippet until the reader opens the whole source', async () => {
    const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}`, { viewport: { width: 1280, height: 900 } });
    const demo = page.locator('[data-demo="BasicButtons"]');
    const preview = demo.locator('[data-demo-preview] .MuiCode-root[data-variant="ts"]');
    expect(await preview.isVisible()).toBe(true);
    expect((await preview.textContent())!.trim().split('\n')[0]).toBe('<Button variant="text">Text</Button>');
    expect(await demo.locator('.MuiDemo-code').isVisible()).toBe(false);
    await demo.getByRole('button', { name: 'Show code' }).click();
    expect(await preview.isVisible()).toBe(false);
    expect(await demo.locator('.MuiDemo-code .MuiCode-root[data-variant="ts"]').textContent()).toContain('export default function BasicButtons()');
    // A demo without a preview shows nothing of its code until it is opened.
    expect(await page.locator('[data-demo="ButtonSizes"] [data-demo-preview]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('resets a demo to its first state, and the focus to its first control', async () => {
    const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}`, { viewport: { width: 1280, height: 900 } });
    const demo = page.locator('[data-demo="ClickCounter"]');
    await demo.getByRole('button', { name: 'Add one' }).click();
    await page.waitForSelector('[data-demo="ClickCounter"] [data-island][data-hydrated="true"]');
    await demo.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => demo.getByText('Clicked 2 times').count()).toBe(1);
    await demo.getByRole('button', { name: 'Reset demo' }).click();
    await expect.poll(() => demo.getByText('Clicked 0 times').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add one');
    // It still works, from zero.
    await demo.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => demo.getByText('Clicked 1 time', { exact: true }).count()).toBe(1);
    await demo.getByRole('button', { name: 'Reset focus to test keyboard navigation' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add one');
    expect(await demo.getByText('Clicked 1 time', { exact: true }).count()).toBe(1);
    // The demo made from a sibling file's data and a package the site installs.
    expect(await page.locator('[data-demo="ButtonLabels"] [data-island] button').allTextContents()).toEqual(['Save', 'Discard', 'Share']);
    expect(problems).toEqual([]);
    await close();
  });

  it('is one tab stop whose arrow keys move along it, reversed right to left', async () => {
    for (const dir of ['ltr', 'rtl'] as const) {
      const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}`, { viewport: { width: 1280, height: 900 } });
      if (dir === 'rtl') {
        await page.evaluate(() => localStorage.setItem('mui-direction', 'rtl'));
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      const toolbar = page.locator('[data-demo="BasicButtons"] [role="toolbar"]');
      await toolbar.getByRole('button', { name: 'Show code' }).focus();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());
      const forward = dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft';
      const back = dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight';
      await page.keyboard.press(forward);
      await expect.poll(focused).toBe('TS');
      await page.keyboard.press(forward);
      await expect.poll(focused).toBe('JS');
      await page.keyboard.press('End');
      await expect.poll(focused).toBe('Reset demo');
      await page.keyboard.press(back);
      await expect.poll(focused).toBe('Reset focus to test keyboard navigation');
      await page.keyboard.press(forward);
      await page.keyboard.press(forward);
      await expect.poll(focused).toBe('Show code');
      // Tab leaves the toolbar at once: its other controls are not tab stops.
      const tabStops = await toolbar.evaluate((bar) => [...bar.querySelectorAll('button, a[href]')].filter((control) => (control as HTMLElement).tabIndex === 0).length);
      expect(tabStops).toBe(1);
      expect(problems).toEqual([]);
      await close();
    }
  });
});

describe('editing a demo in place', () => {
  it('renders the demo from the edited code, keeps the last good render on an error, and resets to the code as written', async () => {
    const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}`, { viewport: { width: 1280, height: 900 } });
    const demo = page.locator('[data-demo="ClickCounter"]');
    const island = demo.locator('[data-island]');
    const panel = demo.locator('[data-demo-edit-error]');
    const code = demo.locator('.MuiDemo-code .MuiCode-root[data-variant="ts"] pre');
    const original = (await code.textContent())!;
    // A click in the code: the caret is there, in an editor over the highlighted code.
    await code.click();
    const editor = demo.getByRole('textbox', { name: 'Code of the ClickCounter demo, editable: the demo follows your changes' });
    await expect.poll(() => editor.count()).toBe(1);
    await expect.poll(() => editor.evaluate((area) => area === document.activeElement)).toBe(true);
    await editor.fill(original.replace('Add one', 'Add two').replace('value + 1', 'value + 2'));
    await expect.poll(() => island.getByRole('button').textContent()).toBe('Add two');
    // The highlighted code follows the text.
    expect(await code.textContent()).toContain('Add two');
    expect(await code.locator('.token.string, .token.plain-text').count()).toBeGreaterThan(0);
    await island.getByRole('button', { name: 'Add two' }).click();
    await expect.poll(() => island.getByText('Clicked 2 times').count()).toBe(1);

    // A syntax error: said in a panel with its line; the demo stays as it last worked.
    await editor.fill(original.replace('Add one', 'Add two').replace('<Stack direction', '<Stack <direction'));
    await expect.poll(() => panel.textContent()).toMatch(/^Line 15: /);
    expect(await island.getByRole('button').textContent()).toBe('Add two');
    // A throw while rendering, and an import the page does not have: the same.
    await editor.fill(original.replace('const [count', "if (initialCount === 0) throw new Error('no count');\n  const [count"));
    await expect.poll(() => panel.textContent()).toBe('no count');
    expect(await island.getByRole('button').textContent()).toBe('Add two');
    await editor.fill(`import Chip from '@mui/material/Chip';\n${original.replace('<Typography', '<Chip label="new" />\n      <Typography')}`);
    await expect.poll(() => panel.textContent()).toContain('"@mui/material/Chip" cannot be imported here');

    // Reset: the code as written, the demo as it was, no panel.
    await demo.getByRole('button', { name: 'Reset demo' }).click();
    await expect.poll(() => island.getByRole('button').textContent()).toBe('Add one');
    await expect.poll(() => editor.inputValue()).toBe(original);
    expect(await code.textContent()).toBe(original);
    expect(await panel.count()).toBe(0);
    // What went wrong was the edits' errors, and nothing else.
    expect(problems.filter((problem) => !/no count|Unexpected token|cannot be imported/.test(problem))).toEqual([]);
    await close();
  });

  it('edits the JS source of a JS-only demo, and one importing a sibling file and a package', async () => {
    const { page, problems, close } = await openPage(browser, `${bundled.url}${PAGE}`, { viewport: { width: 1280, height: 900 } });
    for (const [name, from, to] of [
      ['ButtonSizes', '>Large<', '>Huge<'],
      ['ButtonLabels', 'labels.map(', 'labels.slice(1).map('],
    ] as const) {
      const demo = page.locator(`[data-demo="${name}"]`);
      await demo.getByRole('button', { name: 'Show code' }).click();
      const code = demo.locator('.MuiDemo-code .MuiCode-root:visible pre');
      const original = (await code.textContent())!;
      await code.click();
      await demo.locator('[data-demo-editor]:visible').fill(original.replace(from, to));
      if (name === 'ButtonSizes') await expect.poll(() => demo.locator('[data-island] button').allTextContents()).toEqual(['Small', 'Medium', 'Huge']);
      else await expect.poll(() => demo.locator('[data-island] button').allTextContents()).toEqual(['Discard', 'Share']);
    }
    expect(problems).toEqual([]);
    await close();
  });
});

describe('a demo that crashes in the browser', () => {
  it('shows the error in its own frame, reports it, and leaves the page and the other demos working', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // A stand-in for analytics: the events the page sends.
    await context.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(`${crashing.url}/demos/crash`);
    const events = () => page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls.filter((call) => call[1] === 'demo-crash').map((call) => (call[2] as { eventLabel: string }).eventLabel));

    const thrower = page.locator('[data-demo="ThrowOnClick"]');
    // The click reaches the demo as soon as it has come to life.
    await thrower.getByRole('button', { name: 'Throw' }).click();
    await expect.poll(() => thrower.locator('.MuiDemo-frame [role="alert"]').textContent()).toBe('This demo crashed: the handler broke');
    expect(await events()).toEqual(['ThrowOnClick']);

    const breaker = page.locator('[data-demo="BreakOnClick"]');
    await breaker.getByRole('button', { name: 'Break' }).click();
    await expect.poll(() => breaker.locator('.MuiDemo-frame [role="alert"]').textContent()).toBe('This demo crashed: the render broke');
    expect(await events()).toEqual(['ThrowOnClick', 'BreakOnClick']);

    // The other demo, and the page's own widgets, still work.
    const counter = page.locator('[data-demo="Counter"]');
    await counter.getByRole('button', { name: 'Count 0' }).click();
    await expect.poll(() => counter.getByRole('button', { name: 'Count 1' }).count()).toBe(1);
    await counter.getByRole('button', { name: 'Show code' }).click();
    expect(await counter.locator('.MuiDemo-code').isVisible()).toBe(true);
    // Its code is read-only (`"disableLiveEdit": true`): a click in it starts no editor.
    await counter.locator('.MuiDemo-code pre').first().click();
    await page.waitForTimeout(300);
    expect(await counter.locator('[data-demo-editor]').count()).toBe(0);

    // Reset brings the broken demo back.
    await breaker.getByRole('button', { name: 'Reset demo' }).click();
    await expect.poll(() => breaker.getByRole('button', { name: 'Break' }).count()).toBe(1);
    expect(await breaker.locator('[role="alert"]').count()).toBe(0);
    // What went wrong was the demos' errors, and nothing else.
    expect(problems.filter((problem) => !/the (handler|render) broke/.test(problem))).toEqual([]);
    await context.close();
  });
});
