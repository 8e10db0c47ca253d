import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, type OpenedPage } from '../helpers/browser';
import { startDev, type RunningDev } from '../helpers/dev';
import { cleanupTemporaryFolders, copyFixture } from '../helpers/fixture';

let browser: Browser;
let root: string;
let dev: RunningDev;
const opened: OpenedPage[] = [];

const page = (text: string, frontmatter = 'title: About\ndescription: A page outside every product.') => `---\n${frontmatter}\n---\n\n# About us\n\n${text}\n`;

beforeAll(async () => {
  root = await copyFixture('basic');
  // A favicon, so that the browser does not ask for /favicon.ico (a 404 in the fixture).
  await writeFile(path.join(root, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  [browser, dev] = await Promise.all([launchBrowser(), startDev(root)]);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((o) => o.close()));
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await cleanupTemporaryFolders();
});

async function open(pathname: string): Promise<OpenedPage> {
  const result = await openPage(browser, `${dev.url}${pathname}`, { viewport: { width: 1280, height: 800 } });
  opened.push(result);
  // The live-reload channel is open once the server has said hello.
  await expect.poll(() => result.page.locator('html').getAttribute('data-docs-site-dev')).toBe('connected');
  return result;
}

describe('docs-site dev in a real browser', () => {
  it('shows an edited page without a manual reload', async () => {
    const { page: tab, problems } = await open('/about');
    expect(await tab.locator('main, body').first().textContent()).toContain('Plain text.');
    await tab.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await writeFile(path.join(root, 'content', 'about.md'), page('Edited while the page was open.'));
    await expect.poll(() => tab.locator('body').textContent(), { timeout: 10_000 }).toContain('Edited while the page was open.');
    // The page reloaded itself: the marker set on the old document is gone.
    expect(await tab.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('shows an overlay with file, line and message for a broken file, and recovers when it is fixed', async () => {
    const { page: tab } = await open('/about');
    const overlay = tab.locator('docs-site-error-overlay');
    const overlayText = () => overlay.locator('.panel').textContent();
    const broken = page('Never shown.', 'title: About\ndescription: [unclosed <img src=x onerror="window.pwned=1">');
    await writeFile(path.join(root, 'content', 'about.md'), broken);
    // writeFile truncates, then writes: a busy machine may rebuild from the empty file first, and
    // the overlay follows the next rebuild.
    await expect.poll(overlayText, { timeout: 10_000 }).toContain('Invalid frontmatter');
    expect(await overlay.locator('.panel').isVisible()).toBe(true);
    const text = await overlayText();
    expect(text).toContain('Build error');
    expect(text).toMatch(/content\/about\.md:\d+:\d+/);
    expect(text).toContain('content/frontmatter');
    // Content of the message is text, never markup.
    expect(await tab.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    // The last good page is still there under the overlay.
    expect(await tab.locator('body').textContent()).toContain('Edited while the page was open.');

    // A page that loads with problems (no title) is shown with them; broken again, the overlay
    // says what is wrong with the file now, not what was wrong with the version before.
    await writeFile(path.join(root, 'content', 'about.md'), '');
    await expect.poll(overlayText, { timeout: 10_000 }).toContain('The page has no title');
    await writeFile(path.join(root, 'content', 'about.md'), broken);
    await expect
      .poll(async () => {
        const now = (await overlayText()) ?? '';
        return now.includes('Invalid frontmatter') && !now.includes('no title') ? 'only the file as it is now' : now;
      }, { timeout: 10_000 })
      .toBe('only the file as it is now');

    await writeFile(path.join(root, 'content', 'about.md'), page('Fixed and back.'));
    await expect.poll(() => tab.locator('body').textContent(), { timeout: 10_000 }).toContain('Fixed and back.');
    expect(await overlay.count()).toBe(0);
  });

  it('turns a deleted page into the 404 page, and serves an added one', async () => {
    const { page: tab } = await open('/joy-ui/react-button');
    expect(await tab.locator('h1').first().textContent()).toBe('Button');
    await rm(path.join(root, 'content', 'joy-ui', 'react-button.md'));
    await expect.poll(() => tab.locator('h1').first().textContent(), { timeout: 10_000 }).toBe('Page not found');
    expect((await tab.request.get(`${dev.url}/joy-ui/react-button`)).status()).toBe(404);

    await writeFile(path.join(root, 'content', 'joy-ui', 'react-button.md'), '---\ntitle: Button again\n---\n\n# Button again\n\nBack.\n');
    await expect.poll(() => tab.locator('h1').first().textContent(), { timeout: 10_000 }).toBe('Button again');
    expect((await tab.request.get(`${dev.url}/joy-ui/react-button`)).status()).toBe(200);
  });

  it('keeps eight tabs of one browser live at once (the channel takes none of the six HTTP connections per host)', async () => {
    const context = await browser.newContext();
    try {
      const tabs = await Promise.all(Array.from({ length: 8 }, () => context.newPage()));
      for (const tab of tabs) {
        await tab.goto(`${dev.url}/about`, { timeout: 10_000 });
        await expect.poll(() => tab.locator('html').getAttribute('data-docs-site-dev')).toBe('connected');
      }
      await writeFile(path.join(root, 'content', 'about.md'), page('Seen by every tab.'));
      for (const tab of tabs) {
        await expect.poll(() => tab.locator('body').textContent(), { timeout: 10_000 }).toContain('Seen by every tab.');
      }
    } finally {
      await context.close();
    }
  });

  it('shows an edit made while the page was loading, before its channel opened (the update it could not hear)', async () => {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      // The channel is held until the rebuild has gone out, as when a tab is still reloading
      // from one save while the next one is handled.
      let openChannel = () => undefined as void;
      const held = new Promise<void>((resolve) => (openChannel = resolve));
      await tab.routeWebSocket(/\/__docs-site\/events$/, async (socket) => {
        await held;
        socket.connectToServer();
      });
      await tab.goto(`${dev.url}/about`);
      const served = await tab.locator('body').textContent();
      const update = dev.next('update');
      await writeFile(path.join(root, 'content', 'about.md'), page('Saved before the channel opened.'));
      await update;
      expect(served).not.toContain('Saved before the channel opened.');
      expect(await tab.locator('body').textContent()).toBe(served);
      openChannel();
      await expect.poll(() => tab.locator('body').textContent(), { timeout: 10_000 }).toContain('Saved before the channel opened.');
      await expect.poll(() => tab.locator('html').getAttribute('data-docs-site-dev')).toBe('connected');
    } finally {
      await context.close();
    }
  });

  it('reconnects after the dev server restarts, and shows what changed while it was down', async () => {
    const other = await copyFixture('basic');
    await writeFile(path.join(other, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    const first = await startDev(other);
    const { port } = first.server;
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(`${first.url}/about`);
      await expect.poll(() => tab.locator('html').getAttribute('data-docs-site-dev')).toBe('connected');
      await first.close();
      await writeFile(path.join(other, 'content', 'about.md'), page('Written while the server was down.'));
      const second = await startDev(other, { port });
      try {
        await expect.poll(() => tab.locator('body').textContent(), { timeout: 10_000 }).toContain('Written while the server was down.');
      } finally {
        await second.close();
      }
    } finally {
      await context.close();
    }
  });
});
