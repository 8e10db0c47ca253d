import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, copyFixture, readText } from '../helpers/fixture';

/**
 * Upstream's Base UI demos are written once per styling solution: `{{"demo": "UnstyledBadge"}}`
 * is a folder `UnstyledBadge/{css,tailwind,system}/index.tsx`. The page shows one, with a
 * switch in the toolbar; the choice switches every such demo and is remembered on the next page.
 */
let browser: Browser;
let server: StaticServer;
let result: BuildResult;
let outDir: string;

beforeAll(async () => {
  const root = await copyFixture('demo-stylings');
  outDir = path.join(root, 'dist');
  [browser, result] = await Promise.all([launchBrowser(), build({ cwd: root, cache: false })]);
  server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cleanupTemporaryFolders();
});

describe('a demo written once per styling solution', () => {
  it('renders a block per styling, each with its sources and the switch', async () => {
    expect(result.diagnostics).toEqual([]);
    const html = await readText(path.join(outDir, 'base-ui/react-badge/index.html'));
    for (const styling of ['css', 'tailwind', 'system']) {
      expect(html).toContain(`Styled with ${styling}: <!-- -->0`);
      expect(html).toContain(`data-demo-styling-value="${styling}"`);
    }
    expect(html).toContain('Only the system styling');
  });

  it('shows the first styling, switches every demo of the page, and remembers the choice on the next page', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/base-ui/react-badge`, { viewport: { width: 1280, height: 900 } });
    const demo = page.locator('.MuiDemo-stylings[data-demo="UnstyledBadge"]');
    const visible = () => demo.locator('.MuiDemo-root').evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).display !== 'none').map((block) => block.getAttribute('data-styling')));
    expect(await visible()).toEqual(['css']);
    // The demo with a single styling shows it whatever the choice.
    const only = page.locator('.MuiDemo-stylings[data-demo="OnlySystem"] .MuiDemo-root');
    await expect.poll(() => only.evaluate((block) => getComputedStyle(block).display)).toBe('block');

    await demo.locator('[data-styling="css"]').getByRole('button', { name: 'Tailwind CSS' }).click();
    await expect.poll(visible).toEqual(['tailwind']);
    expect(await demo.locator('[data-styling="tailwind"]').getByRole('button', { name: 'Tailwind CSS' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => only.evaluate((block) => getComputedStyle(block).display)).toBe('block');
    // The shown block's demo is live.
    const island = demo.locator('[data-styling="tailwind"] [data-island]');
    await island.hover();
    await page.waitForSelector('.MuiDemo-stylings [data-styling="tailwind"] [data-island][data-hydrated="true"]');
    await island.getByRole('button').click();
    await expect.poll(() => island.textContent()).toBe('Styled with tailwind: 1');

    await page.goto(`${server.url}/base-ui/react-switch`);
    const next = page.locator('.MuiDemo-stylings[data-demo="UnstyledBadge"]');
    const shownNext = await next.locator('.MuiDemo-root').evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).display !== 'none').map((block) => block.getAttribute('data-styling')));
    expect(shownNext).toEqual(['tailwind']);
    expect(problems).toEqual([]);
    await close();
  });
});
