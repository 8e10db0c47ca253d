import { freePort } from '../helpers/http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { launchBrowser } from '../helpers/browser';
import { cleanupTemporaryFolders, copyFixture, readText, temporaryFolder, writeFiles } from '../helpers/fixture';

/** A copy of the basic fixture whose production host is `host`, with the button page saying `text`. */
async function site(host: string, options: { serviceWorker?: boolean } = {}) {
  const root = await copyFixture('basic');
  const config = await readText(path.join(root, 'docs-site.config.ts'));
  await writeFiles(root, {
    'docs-site.config.ts': config.replace(
      "host: 'https://docs.example.com',",
      `host: '${host}',${options.serviceWorker === false ? '\n  serviceWorker: false,' : ''}`,
    ),
  });
  return root;
}

async function buildInto(root: string, outDir: string, buttonText: string) {
  await writeFiles(root, {
    'content/joy-ui/react-button.md': `---\ntitle: React Button component\ndescription: Buttons.\n---\n\n# Button\n\n${buttonText}\n`,
  });
  const result = await build({ cwd: root, outDir });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
}

/** Counts page loads across reloads of one tab. */
async function countingContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
  });
  return context;
}

/**
 * The reader's focus, played by the test: the pinned Chromium (a headless shell) tells every
 * page, a tab in the background too, that it has focus. `document.hasFocus()`, which the page's
 * registration script asks every 100 ms, answers false while the test says the reader is away
 * (`away(page, true)`); a reload (a new document) has the reader back.
 */
async function playFocus(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const real = Document.prototype.hasFocus;
    Document.prototype.hasFocus = function (this: Document) {
      return (window as unknown as { __away?: boolean }).__away === true ? false : real.call(this);
    };
  });
}
const away = (page: Page, isAway: boolean) => page.evaluate((value) => ((window as unknown as { __away?: boolean }).__away = value), isAway);

const loads = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('loads')));
const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await cleanupTemporaryFolders();
});

describe('the service worker, served from its production host', () => {
  let port: number;
  let root: string;
  let outDir: string;
  let server: StaticServer | null = null;
  const url = (p: string) => `http://127.0.0.1:${port}${p}`;
  const serve = async () => {
    server = await startStaticServer({ root: outDir, host: '127.0.0.1', port });
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };

  beforeAll(async () => {
    port = await freePort();
    root = await site(`http://127.0.0.1:${port}`);
    outDir = path.join(await temporaryFolder(), 'dist');
    await buildInto(root, outDir, 'First version.');
    await serve();
  });
  afterAll(stop);

  it('registers, keeps a visited page readable offline and shows the offline page for others', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/joy-ui/react-button'));
    await controlled(page);
    // Once the worker controls the page, a reload goes through it and is cached network-first.
    await page.reload();
    expect(await page.locator('main').textContent()).toContain('First version.');

    await stop();
    await page.reload();
    expect(await page.locator('main').textContent()).toContain('First version.');
    await page.goto(url('/joy-ui/getting-started'));
    expect(await page.title()).toContain('You are offline');
    // Fonts and the favicon are precached: the offline page is styled, not bare.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('IBM Plex Sans');
    await context.close();
    await serve();
  });

  it('takes a new deploy after the page regains focus, with exactly one reload', async () => {
    const context = await countingContext(browser);
    await playFocus(context);
    const page = await context.newPage();
    await page.goto(url('/joy-ui/react-button'));
    await controlled(page);
    expect(await loads(page)).toBe(1);

    // The reader is in another tab when the new version is deployed.
    expect(await page.evaluate(() => document.hasFocus())).toBe(true);
    await away(page, true);
    expect(await page.evaluate(() => document.hasFocus())).toBe(false);
    await buildInto(root, outDir, 'Second version.');
    await page.evaluate(() => {
      const taken = new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
      (window as unknown as { __taken: Promise<void> }).__taken = taken;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    // The new worker takes over at once, but the page waits for the reader to come back: it
    // looks for focus every 100 ms, so a second is ten chances to reload too early.
    await page.evaluate(() => (window as unknown as { __taken: Promise<void> }).__taken);
    await page.waitForTimeout(1000);
    expect(await loads(page)).toBe(1);
    expect(await page.locator('main').textContent()).toContain('First version.');

    // The reader comes back.
    await away(page, false);
    await expect.poll(() => loads(page).catch(() => 0), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.locator('main').textContent()).toContain('Second version.');
    await page.waitForTimeout(1000);
    expect(await loads(page)).toBe(2);
    await context.close();
  });
});

describe('where the service worker must not register', () => {
  it('registers nothing when the production host is another one', async () => {
    const root = await site('https://docs.example.com');
    const outDir = path.join(await temporaryFolder(), 'dist');
    await buildInto(root, outDir, 'Elsewhere.');
    const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/joy-ui/react-button`);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await context.close();
    await server.close();
  });

  it('ships a worker that unregisters itself when the site turns it off', async () => {
    const port = await freePort();
    const host = `http://127.0.0.1:${port}`;
    const outDir = path.join(await temporaryFolder(), 'dist');
    await buildInto(await site(host), outDir, 'With a worker.');
    let server = await startStaticServer({ root: outDir, host: '127.0.0.1', port });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${host}/joy-ui/react-button`);
    await controlled(page);

    await buildInto(await site(host, { serviceWorker: false }), outDir, 'Without a worker.');
    expect(await readText(path.join(outDir, 'sw.js'))).toContain('unregister');
    expect(await readText(path.join(outDir, 'joy-ui/react-button/index.html'))).not.toContain('serviceWorker');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 15_000 }).toBe(0);
    await context.close();
    await server.close();
    server = undefined as never;
  });
});
