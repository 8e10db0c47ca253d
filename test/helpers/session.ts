import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { recordProblems } from './browser';

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, uncaught exceptions, failed requests, HTTP errors. */
  problems: string[];
  close(): Promise<void>;
}

/** A fresh browser context with the reader's stored preferences, recording what goes wrong. */
export async function openSession(browser: Browser, options: BrowserContextOptions & { storage?: Record<string, string> } = {}): Promise<Session> {
  const { storage, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, ...contextOptions });
  if (storage) {
    await context.addInitScript((entries) => {
      // Once per context: later pages must see what the reader changed, not these again.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  const page = await context.newPage();
  const problems = recordProblems(page);
  return { context, page, problems, close: () => context.close() };
}

export interface Frame {
  scheme: string | null;
  dir: string | null;
  variant: string | null;
  background: string;
  drawerRight: number | null;
}

/**
 * Records the page's state at each of its first animation frames (a frame's callbacks run
 * right before it is painted), while the always-on module is held back: what the frames show
 * is the server's HTML and CSS plus the inline pre-paint script, and nothing else.
 */
export async function firstFrames(page: Page, url: string, count = 4): Promise<Frame[]> {
  await page.addInitScript((wanted) => {
    const frames: unknown[] = [];
    (window as unknown as { __frames: unknown[] }).__frames = frames;
    const record = () => {
      const html = document.documentElement;
      frames.push({
        scheme: html.getAttribute('data-mui-color-scheme'),
        dir: html.getAttribute('dir'),
        variant: html.getAttribute('data-code-variant'),
        background: getComputedStyle(document.body ?? html).backgroundColor,
        drawerRight: document.getElementById('app-drawer')?.getBoundingClientRect().right ?? null,
      });
      if (frames.length < wanted) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  }, count);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction((wanted) => (window as unknown as { __frames: unknown[] }).__frames.length >= wanted, count);
  const frames = await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
  // Nothing has run but the pre-paint script: the module is still held.
  expect(await page.evaluate(() => document.querySelector('[data-color-mode-value][aria-pressed="true"]') !== null)).toBe(false);
  release();
  await page.waitForLoadState('load');
  return frames;
}

/** Picks a choice in the settings drawer (a mode or a direction), then closes it. */
export async function chooseSetting(page: Page, choice: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: choice, exact: true }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
}

/** Stops the page's installed clock: from here on, time moves only when the test says so. */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}
