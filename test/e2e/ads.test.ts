import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { cleanupTemporaryFolders, repoRoot } from '../helpers/fixture';
import {
  buildSponsoredSite,
  jsonAds,
  openSponsoredPage,
  startFakeThirdParties,
  type FakeThirdParties,
  type OpenOptions,
  type SponsoredSite,
} from '../helpers/third-parties';

const SCREENSHOTS = path.join(repoRoot, 'test-results', 'screenshots');
const PAGE = '/joy-ui/react-button';
/** Draws that give the image shape (>= 0.2), the first in-house ad, and an in-house ad rather than the "support us" message. */
const IMAGE = { 'ad-shape': 0.5, 'ad-in-house': 0, 'ad-adblock-message': 0.5 };
const INLINE = { ...IMAGE, 'ad-shape': 0.1 };

let browser: Browser;
let fake: FakeThirdParties;
let site: SponsoredSite;

beforeAll(async () => {
  fake = await startFakeThirdParties();
  [browser, site] = await Promise.all([launchBrowser(), buildSponsoredSite(fake)]);
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await fake?.close();
  await cleanupTemporaryFolders();
});

beforeEach(() => fake.reset());

const open = (options: OpenOptions, route = PAGE) => openSponsoredPage(browser, site, fake, route, { viewport: { width: 1280, height: 900 }, ...options });
const slot = (page: Page) => page.locator('[data-ad-slot]');
const state = (page: Page) => slot(page).getAttribute('data-ad-state');
const label = (page: Page) => slot(page).getAttribute('data-ga-event-label');
/** The `gtag` calls the recorder saw in this page, in order. */
const calls = (page: Page) => page.evaluate(() => (window as unknown as { __gtagCalls?: unknown[][] }).__gtagCalls ?? []);
const adEvents = async (page: Page) => (await calls(page)).filter((call) => call[0] === 'event' && call[1] === 'ad');
const requested = (pathname: string) => fake.requests.filter((r) => r.path === pathname);

describe('the ad slot with the network present', () => {
  it('shows the network ad once the slot finds it, and sends the sampled display event 2.5 s later', async () => {
    const { page, problems, close, context } = await open({ clock: true, random: { ...IMAGE, 'ad-display': 0.1 } });
    expect(await slot(page).getAttribute('data-ad-shape')).toBe('image');
    expect(await state(page)).toBe('unknown');
    await page.locator('[data-ad-slot] #carbonads').waitFor({ state: 'attached' });
    // The first poll ran before the network's script: the second, 500 ms later, finds its ad.
    await context.clock.runFor(500);
    expect(await state(page)).toBe('network');
    expect(await label(page)).toBe('carbon-body-top-image');
    expect(await page.locator('[data-ad-slot] #carbonads img').boundingBox()).toMatchObject({ width: 130, height: 100 });
    expect(await page.locator('[data-ad-slot] .carbon-text').textContent()).toContain('Acme test rigs');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ad-network-image-lg.png'), clip: (await slot(page).boundingBox())! });

    await context.clock.runFor(2499);
    expect(await adEvents(page)).toEqual([]);
    await context.clock.runFor(1);
    expect(await adEvents(page)).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'carbon-body-top-image' }]]);
    expect(requested('/ads/carbon.js')).toHaveLength(1);
    expect(requested('/ads/ads.json')).toHaveLength(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('sends no display event when the display is sampled out', async () => {
    const { page, problems, close, context } = await open({ clock: true, random: { ...IMAGE, 'ad-display': 0.11 } });
    await page.locator('[data-ad-slot] #carbonads').waitFor({ state: 'attached' });
    await context.clock.runFor(10_000);
    expect(await state(page)).toBe('network');
    expect(await adEvents(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('replaces the network backers link with an in-house ad', async () => {
    fake.script = { kind: 'backers' };
    const { page, problems, close, context } = await open({ clock: true, random: { ...IMAGE, 'ad-display': 0 } });
    await page.locator('[data-ad-slot] #carbonads').waitFor({ state: 'attached' });
    await context.clock.runFor(500);
    expect(await state(page)).toBe('in-house');
    expect(await label(page)).toBe('in-house-carbon-body-top-image');
    expect(await page.locator('[data-ad-slot] #carbonads').count()).toBe(0);
    const ad = page.locator('[data-ad-slot] .AdDisplay-root a');
    expect(await ad.getAttribute('href')).toContain('utm_campaign=in-house-templates');
    expect(await ad.isVisible()).toBe(true);
    await context.clock.runFor(2500);
    expect(await adEvents(page)).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-carbon-body-top-image' }]]);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('the ad slot with the network blocked', () => {
  /** The blocked requests, and the browser's own console line for each. */
  const blockedProblems = (problems: string[]) => problems.filter((p) => !p.includes('ERR_BLOCKED_BY_CLIENT'));

  it('shows an in-house ad after the 7th poll, never before', async () => {
    const { page, problems, close, context } = await open({ clock: true, blockAds: true, random: { ...IMAGE, 'ad-display': 0 } });
    await context.clock.runFor(2999);
    expect(await state(page)).toBe('unknown');
    expect(await page.locator('[data-ad-slot] .AdDisplay-root').count()).toBe(0);
    await context.clock.runFor(1);
    expect(await state(page)).toBe('adblock');
    expect(await label(page)).toBe('in-house-body-top-image');
    const image = page.locator('[data-ad-slot] .AdDisplay-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-ad-slot] .AdDisplay-poweredby').textContent()).toBe('ad by Sponsored Docs');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ad-in-house-image-lg.png'), clip: (await slot(page).boundingBox())! });
    await context.clock.runFor(2500);
    expect(await adEvents(page)).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]]);
    expect(blockedProblems(problems)).toEqual([]);
    await close();
  });

  it('shows the "please support us" message to some of the readers who block ads', async () => {
    const { page, problems, close, context } = await open({ clock: true, blockAds: true, random: { ...IMAGE, 'ad-adblock-message': 0.19 } });
    await context.clock.runFor(3000);
    expect(await label(page)).toBe('in-house-adblock-body-top-image');
    expect(await slot(page).textContent()).toContain('Please consider allowing them in your blocker');
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ad-adblock-message-lg.png'), clip: (await slot(page).boundingBox())! });
    expect(blockedProblems(problems)).toEqual([]);
    await close();
  });

  it('keeps polling up to the 30th poll: a late network ad replaces the in-house one, a later one never shows', async () => {
    // The 30th poll runs 14.5 s after the first.
    fake.script = { kind: 'ad', delayMs: 14_000 };
    const late = await open({ clock: true, random: IMAGE });
    await late.context.clock.runFor(3000);
    expect(await state(late.page)).toBe('adblock');
    await late.context.clock.runFor(11_500);
    expect(await state(late.page)).toBe('network');
    expect(await late.page.locator('[data-ad-slot] .AdDisplay-root').count()).toBe(0);
    await late.close();

    fake.script = { kind: 'ad', delayMs: 15_000 };
    const later = await open({ clock: true, random: IMAGE });
    await later.context.clock.runFor(20_000);
    expect(await later.page.locator('[data-ad-slot] #carbonads').count()).toBe(1);
    expect(await state(later.page)).toBe('adblock');
    expect(await later.page.locator('[data-ad-slot] #carbonads').isVisible()).toBe(false);
    await later.close();
  });
});

describe('the inline shape, from the network JSON endpoint', () => {
  it('skips empty objects and ads without statlink, shows the first valid ad and requests its pixels', async () => {
    fake.json = [jsonAds(fake.url).sparse];
    const { page, problems, close, context } = await open({ clock: true, random: { ...INLINE, 'ad-display': 0 } });
    expect(await slot(page).getAttribute('data-ad-shape')).toBe('inline');
    await page.locator('[data-ad-slot] .carbonads').waitFor({ state: 'attached' });
    await context.clock.runFor(500);
    expect(await state(page)).toBe('network');
    expect(await label(page)).toBe('carbon-body-top-inline');
    const ad = page.locator('[data-ad-slot] .carbonads');
    expect(await ad.locator('a').getAttribute('href')).toBe(`${fake.url}/ads/click/globex`);
    expect(await ad.locator('[data-ad-description]').textContent()).toBe('Globex - Typed APIs for every team, from prototype to production.');
    expect(await ad.locator('.AdDisplay-pill').isVisible()).toBe(true);
    expect(await ad.locator('.AdDisplay-image').count()).toBe(0);
    await expect.poll(() => fake.requests.filter((r) => r.path.startsWith('/ads/pixel/')).map((r) => `${r.path}${r.search}`).sort()).toEqual([
      '/ads/pixel/impression?ts=1700000000',
      '/ads/pixel/one?ts=1700000000',
      '/ads/pixel/two?ts=1700000000',
    ]);
    expect(requested('/ads/ads.json')).toHaveLength(1);
    expect(requested('/ads/carbon.js')).toHaveLength(0);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ad-network-inline-lg.png'), clip: (await slot(page).boundingBox())! });
    expect(problems).toEqual([]);
    await close();
  });

  it('asks the endpoint again after an unusable answer, and shows the ad that finally comes', async () => {
    const ads = jsonAds(fake.url);
    fake.json = [ads.error, ads.empty, ads.error, ads.present];
    const { page, close } = await open({ random: INLINE });
    await page.locator('[data-ad-slot] .carbonads').waitFor({ state: 'attached' });
    expect(requested('/ads/ads.json')).toHaveLength(4);
    await close();
  });

  for (const answer of ['error', 'empty'] as const) {
    it(`gives up silently after 10 ${answer === 'error' ? 'failed' : 'empty'} answers, then falls back to an in-house ad`, async () => {
      fake.json = [jsonAds(fake.url)[answer]];
      const { page, problems, close, context } = await open({ clock: true, random: INLINE });
      await expect.poll(() => requested('/ads/ads.json').length).toBe(10);
      await context.clock.runFor(2999);
      expect(await state(page)).toBe('unknown');
      expect(await page.locator('[data-ad-slot] .carbonads').count()).toBe(0);
      await context.clock.runFor(1);
      expect(await state(page)).toBe('adblock');
      expect(requested('/ads/ads.json')).toHaveLength(10);
      // Nothing from the page itself; only the browser's own log of each HTTP error.
      const own = problems.filter((p) => !(p.includes('500') && (p.includes(fake.url) || p.includes('Failed to load resource'))));
      expect(own).toEqual([]);
      await close();
    });
  }

  it('renders nothing for an ad that crashes, and sends a crash event', async () => {
    fake.json = [jsonAds(fake.url).crash];
    const { page, problems, close, context } = await open({ clock: true, random: { ...INLINE, 'ad-display': 0 } });
    await expect.poll(() => state(page)).toBe('crashed');
    expect(await slot(page).evaluate((element) => element.innerHTML)).toBe('');
    expect(await adEvents(page)).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'carbon-body-top-inline' }]]);
    // Nothing comes instead, not even when the network would count as blocked.
    await context.clock.runFor(20_000);
    expect(await slot(page).evaluate((element) => element.innerHTML)).toBe('');
    expect(await adEvents(page)).toHaveLength(1);
    expect(problems).toEqual([]);
    await close();
  });
});

describe('ad slot rules', () => {
  it('gives a bot an empty span and asks the network for nothing', async () => {
    const { page, problems, close } = await open({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(await slot(page).evaluate((element) => element.innerHTML)).toBe('<span></span>');
    expect(fake.requests.filter((r) => r.path.startsWith('/ads/'))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('picks the shape once per session', async () => {
    const { page, context, close } = await open({ random: INLINE });
    expect(await slot(page).getAttribute('data-ad-shape')).toBe('inline');
    // Later draws would pick the image shape; the session keeps its own.
    await context.addInitScript(() => {
      window.docsSiteRandom = () => 0.9;
    });
    await page.goto(`${site.url}/fr${PAGE}`);
    expect(await slot(page).getAttribute('data-ad-shape')).toBe('inline');
    await close();
  });

  it('has no slot on a page without a description paragraph', async () => {
    const { page, close } = await open({}, '/joy-ui/react-chip');
    expect(await slot(page).count()).toBe(0);
    await close();
  });

  it('sends ad clicks through the click tracker, with the slot label or the in-house ad own', async () => {
    const preventNavigation = () => document.addEventListener('click', (event) => event.preventDefault());
    const network = await open({ random: IMAGE, initScript: preventNavigation });
    await expect.poll(() => state(network.page)).toBe('network');
    await network.page.locator('[data-ad-slot] .carbon-text').click();
    expect((await calls(network.page)).filter((c) => c[1] === 'ad' && (c[2] as { eventAction: string }).eventAction === 'click')).toEqual([
      ['event', 'ad', { eventAction: 'click', eventLabel: 'carbon-body-top-image' }],
    ]);
    await network.close();

    const house = await open({ clock: true, blockAds: true, random: IMAGE, initScript: preventNavigation });
    await house.context.clock.runFor(3000);
    await house.page.locator('[data-ad-slot] .AdDisplay-link').click();
    expect((await calls(house.page)).filter((c) => c[1] === 'ad')).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'in-house-templates' }]]);
    await house.close();
  });
});

describe('layout stability', () => {
  const cases = [
    { name: 'network image ad', options: { random: IMAGE } },
    { name: 'network inline ad', options: { random: INLINE } },
    { name: 'in-house image ad', options: { random: IMAGE, blockAds: true } },
    { name: '"support us" message', options: { random: { ...IMAGE, 'ad-adblock-message': 0 }, blockAds: true } },
  ];
  for (const width of [390, 1280]) {
    for (const { name, options } of cases) {
      it(`fills the slot with a ${name} at ${width} px without moving what is below it`, async () => {
        const { page, context, close } = await open({ ...options, clock: true, viewport: { width, height: 900 } });
        // Every font face loaded first: a face the page asks for late (on a loaded machine, after
        // the measure below) swaps in and moves the header, which no ad slot below it can cause.
        await page.evaluate(async () => {
          await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
          await document.fonts.ready;
        });
        const reserved = width < 600 ? 142 : 126;
        const before = await page.evaluate(() => {
          const shifts: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              const shift = entry as unknown as { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
              shifts.push(shift.value);
              (window as unknown as { shiftSources: string[] }).shiftSources ??= [];
              for (const source of shift.sources) (window as unknown as { shiftSources: string[] }).shiftSources.push(`${source.node instanceof Element ? source.node.outerHTML.slice(0, 200) : source.node?.nodeName} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
            }
          }).observe({ type: 'layout-shift' });
          (window as unknown as { shifts: number[] }).shifts = shifts;
          return document.querySelector('[data-ad-slot] + p')!.getBoundingClientRect().top;
        });
        expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(reserved);
        await context.clock.runFor(3000);
        expect(await state(page)).not.toBe('unknown');
        await page.evaluate(() => document.fonts.ready);
        expect(await slot(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(reserved);
        expect(await page.evaluate(() => document.querySelector('[data-ad-slot] + p')!.getBoundingClientRect().top)).toBe(before);
        expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), (await page.evaluate(() => (window as unknown as { shiftSources?: string[] }).shiftSources ?? [])).join('\n')).toEqual([]);
        if (width === 390) {
          await page.screenshot({ path: path.join(SCREENSHOTS, `ad-xs-${name.replace(/\W+/g, '-')}.png`), clip: (await slot(page).boundingBox())! });
        }
        if (name === 'in-house image ad') await page.screenshot({ path: path.join(SCREENSHOTS, `ad-page-${width}.png`) });
        await close();
      });
    }
  }
});
