import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, pinnedChromium } from './chromium';

/**
 * How long a navigation, an action or a wait of Playwright's may take in the contexts of
 * `launchBrowser` (Playwright's default is 30 s): a limit that tells a page that never loads
 * from a page loading on a machine busy with other work, not a measure of speed.
 */
export const BROWSER_TIMEOUT_MS = 90_000;

/**
 * A real headless Chromium: always the one pinned by the lockfile (see ./chromium.ts), whatever
 * browser the machine has. Its contexts (and `newPage`'s) wait up to `BROWSER_TIMEOUT_MS` unless
 * a call says otherwise.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: await pinnedChromium(), headless: true, args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_TIMEOUT_MS);
    return context;
  };
  return browser;
}

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught exceptions and failed requests seen since the page opened. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * What goes wrong on a page from now on, as lines to show in a failed assertion: console
 * errors and warnings, uncaught exceptions, failed requests and HTTP errors.
 */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  // Which document each request was made for: the main frame's navigations, counted.
  let documents = 0;
  const madeFor = new WeakMap<object, number>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents += 1;
  });
  page.on('request', (request) => madeFor.set(request, documents));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Chromium cancels what a page was still fetching (the favicon, a font its text asked for
    // late) when it navigates or reloads (on a loaded machine, often): nothing a reader would
    // ever notice, since that page is gone.
    if (reason === 'net::ERR_ABORTED' && (/\/favicon\.[a-z]+$/.test(new URL(request.url()).pathname) || (madeFor.get(request) ?? documents) < documents)) return;
    problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * Reaches for every island of the page as a reader does, so that each hydrates: scrolled to
 * and pointed at (an island in a frame of its own hydrates once it is in view). A failed
 * hover is not thrown: it shows as an island that never hydrates, which callers check.
 */
export async function reachForIslands(page: Page): Promise<void> {
  for (const island of await page.locator('[data-island]').all()) {
    await island.scrollIntoViewIfNeeded();
    await island.hover({ force: true, timeout: 10_000 }).catch(() => undefined);
  }
}

/**
 * Brings every island of the page to life at once, as a reader's pointer reaching each would
 * (the island runtime hydrates an island on `pointerenter`, whatever its load mode), and waits
 * until each has hydrated or failed. One round trip instead of a scroll and a hover per island
 * (`reachForIslands`), for tests that visit many pages and check what readers then see.
 * Returns each island as `name=state` ('true', 'failed', or what it was when the wait ended).
 */
export async function hydrateIslands(page: Page, timeout = 60_000): Promise<string[]> {
  await page.evaluate(() => {
    for (const root of document.querySelectorAll('[data-island]')) root.dispatchEvent(new PointerEvent('pointerenter'));
  });
  await page
    .waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((i) => i.dataset.hydrated === 'true' || i.dataset.hydrated === 'failed'), null, { timeout })
    .catch(() => undefined);
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].map((i) => `${i.getAttribute('data-island')}=${i.dataset.hydrated ?? 'waiting'}`));
}

/** Opens a page in a fresh context, recording everything that went wrong on it. */
export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems, close: () => context.close() };
}
