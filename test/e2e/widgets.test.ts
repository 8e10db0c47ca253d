import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScripts } from '../../src/output/csp';
import { pathnameToOutputFile } from '../../src/routing/paths';
import { launchBrowser } from '../helpers/browser';
import { applySitePolicy } from '../helpers/csp';
import { cleanupTemporaryFolders, repoRoot } from '../helpers/fixture';
import { buildAndServe, type ServedSite } from '../helpers/site';

const require = createRequire(import.meta.url);
const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');
const DEMO_PAGE = '/material-ui/react-button';
const DARK_BACKGROUND = 'rgb(16, 20, 24)';

let browser: Browser;
let site: ServedSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(repoRoot)]);
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await cleanupTemporaryFolders();
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, uncaught exceptions, failed requests, HTTP errors. */
  problems: string[];
  close(): Promise<void>;
}

/** A fresh browser context with the reader's stored preferences, recording what goes wrong. */
async function session(options: BrowserContextOptions & { storage?: Record<string, string> } = {}): Promise<Session> {
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
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { context, page, problems, close: () => context.close() };
}

interface Frame {
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
async function firstFrames(page: Page, url: string, count = 4): Promise<Frame[]> {
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

const settings = async (page: Page, choice: string) => {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: choice, exact: true }).click();
  await page.getByRole('button', { name: 'Close settings' }).click();
};

describe('the code variant', () => {
  it('shows the variant chosen on one page on the next one, from its first frame, and keeps it in the cookie', async () => {
    const { context, page, problems, close } = await session();
    await page.goto(`${site.url}${DEMO_PAGE}`);
    await page.locator('[data-demo="ClickCounter"]').getByRole('button', { name: 'JS', exact: true }).click();
    // Let the demos in view finish loading, so leaving the page cancels nothing.
    await page.waitForLoadState('networkidle');
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie).toMatchObject({ value: 'JS', path: '/', sameSite: 'Lax', secure: false });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    const frames = await firstFrames(page, `${site.url}/x/react-data-grid`);
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
    await context.addCookies([{ name: 'codeVariant', value: 'TS', url: site.url }]);
    const frames = await firstFrames(page, `${site.url}${DEMO_PAGE}#ClickCounter.js`);
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
    await page.goto(`${site.url}${DEMO_PAGE}`);
    await settings(page, 'Dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BACKGROUND);

    const frames = await firstFrames(page, `${site.url}${DEMO_PAGE}`);
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
    await page.goto(`${site.url}${DEMO_PAGE}`);
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
    await page.goto(`${site.url}${DEMO_PAGE}`);
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
    // right-to-left Emotion cache once it has hydrated.
    expect(await margins()).toEqual(['0px', '16px']);
    await secondButton.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-demo="BasicButtons"] [data-island][data-hydrated="true"]');
    await expect.poll(() => secondButton.getAttribute('class')).toMatch(/\brtl-/);
    expect(await margins()).toEqual(['0px', '16px']);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'widgets-rtl.png') });

    const frames = await firstFrames(page, `${site.url}/material-ui/getting-started/installation`);
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
    await page.goto(`${site.url}/experiments/docs/demos`);
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

/** Stops the page's installed clock: from here on, time moves only when the test says so. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

describe('copying code', () => {
  const permissions = ['clipboard-read', 'clipboard-write'];
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it('copies a code block and says "Copied" for 2 s', async () => {
    const { context, page, problems, close } = await session();
    await context.grantPermissions(permissions, { origin: site.url });
    await page.clock.install();
    await page.goto(`${site.url}/material-ui/getting-started/installation`);
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
    await context.grantPermissions(permissions, { origin: site.url });
    await page.clock.install();
    await page.goto(`${site.url}${DEMO_PAGE}`);
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
    await context.grantPermissions(permissions, { origin: site.url });
    await page.goto(`${site.url}/material-ui/getting-started/installation`);
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
    await page.goto(`${site.url}/experiments/docs/codeblock`);
    const group = page.locator('[data-code-tabs][data-storage-key="package-manager"]');
    const selected = () => group.locator('[role="tab"][aria-selected="true"]').textContent();
    expect(await selected()).toBe('npm');
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await page.reload();
    expect(await selected()).toBe('pnpm');
    expect(await group.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('pnpm add');
    await page.goto(`${site.url}/x/react-data-grid/getting-started`);
    expect(await selected()).toBe('pnpm');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the table of contents', () => {
  it('marks the section being read as the page scrolls', async () => {
    const { page, problems, close } = await session({ viewport: { width: 1280, height: 700 } });
    await page.goto(`${site.url}/experiments/docs/headers`);
    const current = () => page.locator('[data-toc] a[aria-current="location"]').getAttribute('href');
    const links = await page.locator('[data-toc] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(2);
    await page.locator(`[data-toc] a[href="${links[1]}"]`).click();
    await expect.poll(current).toBe(links[1]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(current).toBe(links.at(-1));
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.locator('[data-toc] a[aria-current]').count()).toBe(0);
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
    await page.goto(`${site.url}/material-ui/getting-started`);
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
    await page.goto(`${site.url}/material-ui/getting-started/installation`);
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
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    const html = await readFile(path.join(site.outDir, pathnameToOutputFile(route)), 'utf8');
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
  ]) {
    it(`axe-core finds no serious or critical violation with ${name}`, async () => {
      const { page, close } = await session({ storage: { 'mui-mode': mode, 'mui-direction': route === DEMO_PAGE ? 'rtl' : 'ltr' } });
      await page.goto(`${site.url}${route}`);
      if (open) await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const violations = await page.evaluate(async () => {
        type Run = (context: { exclude: string[][] }) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        const axe = (window as unknown as { axe: { run: Run } }).axe;
        // The demos themselves are the library's rendering, in its brand colours: not the site's to fix.
        const results = await axe.run({ exclude: [['.docs-island']] });
        return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
      });
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      await close();
    });
  }
});

/** Every page the build wrote, as the path a reader asks for. */
async function builtPages(outDir: string): Promise<string[]> {
  const files = await readdir(outDir, { recursive: true });
  return files
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, '/').replace(/^\/\.$/, '/'))
    .sort();
}

describe('every page of the bundled site', () => {
  for (const [mode, dir] of [
    ['light', 'ltr'],
    ['dark', 'rtl'],
  ] as const) {
    it(`shows no console error, hydration warning or CSP violation in ${mode} mode, ${dir}, every demo hydrated`, { timeout: 240_000 }, async () => {
      const { context, page, problems, close } = await session({ storage: { 'mui-mode': mode, 'mui-direction': dir } });
      await applySitePolicy(context, site);
      const routes = [...(await builtPages(site.outDir)), '/no/such/page'];
      expect(routes.length).toBeGreaterThan(40);
      const seen: string[] = [];
      for (const route of routes) {
        const before = problems.length;
        await page.goto(`${site.url}${route}`);
        const state = await page.evaluate(async () => {
          // Bring every island into view and keep it there until it starts hydrating.
          for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) {
            island.scrollIntoView();
            for (let frame = 0; frame < 600 && !island.dataset.hydrated; frame += 1) {
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
          }
          return { scheme: document.documentElement.getAttribute('data-mui-color-scheme'), dir: document.documentElement.dir };
        });
        expect(state).toEqual({ scheme: mode, dir });
        const settled = await page
          .waitForFunction(
            () => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((i) => i.dataset.hydrated === 'true' || i.dataset.hydrated === 'failed'),
            null,
            { timeout: 60_000 },
          )
          .then(() => true, () => false);
        const islands = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].map((i) => `${i.getAttribute('data-island')}=${i.dataset.hydrated ?? 'waiting'}`));
        const unhydrated = islands.filter((island) => !island.endsWith('=true'));
        if (!settled || unhydrated.length > 0) seen.push(`${route}: islands not hydrated: ${unhydrated.join(', ')}`);
        const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
        // The unknown path is answered with the 404 page and its status; a request the next
        // navigation cancels (the favicon, fetched after load) is not a fault of the page.
        const own = problems
          .slice(before)
          .filter((p) => !(route === '/no/such/page' && /\b404\b/.test(p)) && !p.endsWith('net::ERR_ABORTED'));
        seen.push(...own.map((p) => `${route}: ${p}`), ...violations.map((v) => `${route}: CSP ${v}`));
      }
      expect(seen).toEqual([]);

      // The policy was in force: an inline script it does not list is refused and reported.
      await page.goto(`${site.url}/`);
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__unlisted = true';
        document.body.append(script);
        return '__unlisted' in window;
      });
      expect(ran).toBe(false);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))
        .toEqual([expect.stringMatching(/^script-src/)]);
      await close();
    });
  }
});
