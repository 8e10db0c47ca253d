import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { cleanupTemporaryFolders, repoRoot } from '../helpers/fixture';
import {
  buildSponsoredSite,
  openSponsoredPage,
  startFakeThirdParties,
  type FakeThirdParties,
  type OpenOptions,
  type SponsoredSite,
} from '../helpers/third-parties';

const PAGE = '/joy-ui/react-button';

let browser: Browser;
let fake: FakeThirdParties;
let site: SponsoredSite;
let consentSite: SponsoredSite;
let plainSite: SponsoredSite;

beforeAll(async () => {
  fake = await startFakeThirdParties();
  browser = await launchBrowser();
  site = await buildSponsoredSite(fake);
  consentSite = await buildSponsoredSite(fake, { requireConsent: true });
  plainSite = await buildSponsoredSite(fake, false);
  await mkdir(path.join(repoRoot, 'test-results', 'screenshots'), { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.close(), consentSite?.close(), plainSite?.close()]);
  await fake?.close();
  await cleanupTemporaryFolders();
});

beforeEach(() => fake.reset());

const open = (options: OpenOptions = {}, route = PAGE, on = site) =>
  openSponsoredPage(browser, on, fake, route, { viewport: { width: 1280, height: 900 }, ...options });
/** The `gtag` calls the recorder saw in this page, in order. */
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __gtagCalls?: unknown[][] }).__gtagCalls ?? []);
const named = async (page: Page, ...head: unknown[]) =>
  (await calls(page)).filter((call) => head.every((value, index) => call[index] === value));
const userProperties = async (page: Page) => (await named(page, 'set', 'user_properties')).map((call) => call[2]);
const gtagScriptRequests = () => fake.requests.filter((r) => r.path === '/gtag/js');

describe('page views', () => {
  it('defines gtag, loads the tag with the id, configures it without its own page view, and sends ours with the exact fields', async () => {
    const { page, problems, close } = await open({}, `/fr${PAGE}`);
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    const all = await calls(page);
    expect(all.map((call) => call.slice(0, 2))).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST123'],
      ['set', 'user_properties'],
      ['event', 'page_view'],
    ]);
    expect(all[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(all[2]).toEqual([
      'set',
      'user_properties',
      { codeVariant: 'TS', userLanguage: 'fr', devicePixelRatio: 1, colorSchemeOS: 'light', colorScheme: 'light' },
    ]);
    expect(all[3]).toEqual([
      'event',
      'page_view',
      { page_title: 'Composant Button - Joy UI', page_location: '/joy-ui/react-button', productId: 'joy-ui', productCategoryId: 'core' },
    ]);
    expect(gtagScriptRequests().map((r) => r.search)).toEqual(['?id=G-TEST123']);
    // The recorder beacons each call to the fake collector, as gtag.js sends to its own.
    await expect.poll(() => fake.gtagCalls.filter((call) => call[1] === 'page_view')).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('reads the product from the page meta tags', async () => {
    const { page, close } = await open({}, '/');
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    const [meta] = await page.evaluate(() => [
      [document.querySelector('meta[name="mui:productId"]')?.getAttribute('content'), document.querySelector('meta[name="mui:productCategoryId"]')?.getAttribute('content')],
    ]);
    expect((await named(page, 'event', 'page_view'))[0]).toEqual([
      'event',
      'page_view',
      { page_title: 'Sponsored Docs', page_location: '/', productId: meta![0], productCategoryId: meta![1] },
    ]);
    await close();
  });
});

describe('user properties', () => {
  it('sends the code variant and colour schemes again when they change', async () => {
    const { page, problems, close } = await open();
    await expect.poll(() => userProperties(page)).toHaveLength(1);

    // Where the widgets keep the reader's choices: attributes of <html>.
    await page.evaluate(() => document.documentElement.setAttribute('data-mui-color-scheme', 'dark'));
    await expect.poll(() => userProperties(page)).toEqual([expect.anything(), { colorScheme: 'dark' }]);
    await page.evaluate(() => document.documentElement.setAttribute('data-code-variant', 'js'));
    await expect.poll(() => userProperties(page)).toHaveLength(3);
    expect((await userProperties(page))[2]).toEqual({ codeVariant: 'JS' });
    // An attribute set to the value it had sends nothing.
    await page.evaluate(() => document.documentElement.setAttribute('data-code-variant', 'js'));

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => userProperties(page)).toHaveLength(4);
    expect((await userProperties(page))[3]).toEqual({ colorSchemeOS: 'dark' });

    expect(problems).toEqual([]);
    await close();
  });

  it('rounds the pixel ratio to 0.1, and sends it again when the browser reports a new one', async () => {
    // Chromium reports no media query change when DevTools emulates a new ratio, as it does
    // when a reader zooms; the page's own resolution query is made to report one.
    const { page, problems, close } = await open({
      deviceScaleFactor: 1.25,
      initScript: () => {
        const queries: MediaQueryList[] = [];
        const matchMedia = window.matchMedia.bind(window);
        window.matchMedia = (query: string) => {
          const list = matchMedia(query);
          if (query.startsWith('(resolution:')) queries.push(list);
          return list;
        };
        (window as unknown as { zoomTo: (ratio: number) => void }).zoomTo = (ratio) => {
          Object.defineProperty(window, 'devicePixelRatio', { get: () => ratio, configurable: true });
          queries.at(-1)?.dispatchEvent(new Event('change'));
        };
      },
    });
    await expect.poll(() => userProperties(page)).toHaveLength(1);
    expect((await userProperties(page))[0]).toMatchObject({ devicePixelRatio: 1.3 });
    await page.evaluate(() => (window as unknown as { zoomTo: (ratio: number) => void }).zoomTo(2));
    await page.evaluate(() => (window as unknown as { zoomTo: (ratio: number) => void }).zoomTo(2.04));
    await page.evaluate(() => (window as unknown as { zoomTo: (ratio: number) => void }).zoomTo(1.5));
    // 2.04 rounds to the 2 already sent: nothing new.
    expect((await userProperties(page)).slice(1)).toEqual([{ devicePixelRatio: 2 }, { devicePixelRatio: 1.5 }]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('click events', () => {
  it('sends a click on an element with data-ga-event attributes, from a target inside it', async () => {
    const { page, close } = await open();
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    await page.getByRole('link', { name: 'Jump to the variants' }).click();
    expect(await named(page, 'event', 'docs')).toEqual([['event', 'docs', { eventAction: 'jump', eventLabel: 'variants' }]]);
    await close();
  });

  for (const [draw, sent] of [
    [0.29, true],
    [0.31, false],
  ] as const) {
    it(`${sent ? 'sends' : 'drops'} a click with data-ga-event-split="0.3" when the draw is ${draw}`, async () => {
      const { page, close } = await open({ random: { 'click-split': draw } });
      await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
      await page.getByRole('link', { name: 'to the sizes' }).click();
      expect(await named(page, 'event', 'docs')).toEqual(sent ? [['event', 'docs', { eventAction: 'jump', eventLabel: 'sizes' }]] : []);
      await close();
    });
  }
});

describe('web vitals', () => {
  it('loads the library only for a sampled session, and reports each metric with its id, name, label, delta and value', async () => {
    const sampled = await open({ random: { 'web-vitals': 0.0001 } });
    await expect.poll(() => named(sampled.page, 'event', 'TTFB'), { timeout: 10_000 }).toHaveLength(1);
    await expect.poll(() => named(sampled.page, 'event', 'FCP'), { timeout: 10_000 }).toHaveLength(1);
    const [, , ttfb] = (await named(sampled.page, 'event', 'TTFB'))[0]!;
    expect(ttfb).toEqual({
      value: expect.any(Number),
      metric_label: 'web-vital',
      metric_value: expect.any(Number),
      metric_delta: expect.any(Number),
      metric_id: expect.stringMatching(/^v\d+-/),
    });
    // Both sessions are compared once nothing more loads: a chunk the page loads when idle (the
    // island runtime's, say) is not the library's.
    await sampled.page.waitForLoadState('networkidle');
    const sampledScripts = await sampled.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/')));
    await sampled.close();

    const unsampled = await open({ random: { 'web-vitals': 0.00011 } });
    await expect.poll(() => named(unsampled.page, 'event', 'page_view')).toHaveLength(1);
    await unsampled.page.waitForLoadState('networkidle');
    const scripts = await unsampled.page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/assets/')));
    // One chunk more, and only for the sampled session: the web-vitals library.
    const extra = sampledScripts.filter((p) => !scripts.includes(p));
    expect(extra).toHaveLength(1);
    expect(extra[0]).toMatch(/^\/assets\/chunk-[A-Z0-9]+\.js$/);
    expect(await named(unsampled.page, 'event', 'TTFB')).toEqual([]);
    await unsampled.close();
  });
});

describe('privacy', () => {
  it('does nothing for a reader whose browser sends Do Not Track, and the ads still work', async () => {
    const { page, problems, close } = await open({
      random: { 'ad-shape': 0.5 },
      initScript: () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    });
    await page.locator('[data-ad-slot][data-ad-state="network"]').waitFor();
    await page.getByRole('link', { name: 'Jump to the variants' }).click();
    expect(await page.evaluate(() => [typeof window.gtag, window.dataLayer])).toEqual(['undefined', undefined]);
    expect(gtagScriptRequests()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('asks for consent when the site requires it, and sends nothing before the reader allows it', async () => {
    const { page, problems, close } = await open({}, PAGE, consentSite);
    const banner = page.getByRole('region', { name: 'Analytics consent' });
    expect(await banner.isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(repoRoot, 'test-results', 'screenshots', 'consent-banner-lg.png') });
    await page.getByRole('link', { name: 'Jump to the variants' }).click();
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect(gtagScriptRequests()).toEqual([]);

    await page.getByRole('button', { name: 'Allow analytics' }).click();
    expect(await banner.isVisible()).toBe(false);
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    // The answer holds for the next pages: no banner, analytics at once.
    await page.goto(`${consentSite.url}/fr${PAGE}`);
    expect(await banner.isVisible()).toBe(false);
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('sends nothing, on this page or the next, once the reader has declined', async () => {
    const { page, problems, close } = await open({}, PAGE, consentSite);
    await page.getByRole('button', { name: 'No, thanks' }).click();
    expect(await page.getByRole('region', { name: 'Analytics consent' }).isVisible()).toBe(false);
    await page.goto(`${consentSite.url}/fr${PAGE}`);
    expect(await page.getByRole('region', { name: 'Analytics consent' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Jump to the variants' }).count();
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    expect(gtagScriptRequests()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('lets the reader withdraw consent in the settings drawer, and give it again', async () => {
    const { page, problems, close } = await open({}, PAGE, consentSite);
    await page.getByRole('button', { name: 'Allow analytics' }).click();
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    const jump = () => named(page, 'event', 'docs');
    const choose = async (answer: 'Allowed' | 'Not allowed') => {
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await page.getByRole('group', { name: 'Analytics' }).getByRole('button', { name: answer, exact: true }).click();
      const pressed = await page.getByRole('group', { name: 'Analytics' }).getByRole('button', { pressed: true }).allTextContents();
      await page.getByRole('button', { name: 'Close settings' }).click();
      return pressed;
    };

    expect(await choose('Not allowed')).toEqual(['Not allowed']);
    await page.getByRole('link', { name: 'Jump to the variants' }).click();
    expect(await jump()).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123'])).toBe(true);
    // Withdrawn for the next pages too: no tag, and no banner asking again.
    await page.goto(`${consentSite.url}${PAGE}`);
    expect(await page.getByRole('region', { name: 'Analytics consent' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
    const requests = gtagScriptRequests().length;

    expect(await choose('Allowed')).toEqual(['Allowed']);
    await expect.poll(() => named(page, 'event', 'page_view')).toHaveLength(1);
    await page.getByRole('link', { name: 'Jump to the variants' }).click();
    expect(await jump()).toHaveLength(1);
    expect(gtagScriptRequests().length).toBe(requests + 1);
    expect(problems).toEqual([]);
    await close();
  });

  it('loads no tag and has no gtag on a site without an analytics id, and its ads and clicks raise no error', async () => {
    const { page, problems, close } = await open({ random: { 'ad-shape': 0.5, 'ad-display': 0 } }, PAGE, plainSite);
    expect(await page.locator('#docs-site-analytics').count()).toBe(0);
    await page.locator('[data-ad-slot][data-ad-state="network"]').waitFor();
    await page.getByRole('link', { name: 'Jump to the variants' }).click();
    expect(await page.evaluate(() => [typeof window.gtag, window.dataLayer])).toEqual(['undefined', undefined]);
    expect(gtagScriptRequests()).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('budget', () => {
  it('keeps the JavaScript a page without demos downloads before interaction under 15 KB gzip, ads and analytics included', async () => {
    const bodies: Buffer[] = [];
    const { page, close } = await open({ random: { 'web-vitals': 0.5 } });
    await page.waitForLoadState('networkidle');
    const urls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => url.startsWith(location.origin) && url.endsWith('.js')),
    );
    for (const url of urls) bodies.push(Buffer.from(await (await fetch(url)).arrayBuffer()));
    const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(urls.length).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(15 * 1024);
    console.info(`always-on JavaScript: ${urls.length} files, ${gzip} bytes gzip`);
    await close();
  });
});
