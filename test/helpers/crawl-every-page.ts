import { beforeAll, describe, expect, it } from 'vitest';
import { loadAxeOnEveryPage, seriousViolations, type AxeViolation } from './axe';
import { hydrateIslands } from './browser';
import { applySitePolicy } from './csp';
import { everyRoute } from './every-route';
import { openSession } from './session';
import { bundledSiteInBrowser } from './site';

/** What a reader's visit to one page showed. */
interface Visit {
  route: string;
  /** Console errors and warnings, uncaught exceptions, failed requests, CSP violations. */
  problems: string[];
  /** Islands that did not hydrate, as `name=state`. */
  unhydrated: string[];
  violations: AxeViolation[];
}

/**
 * Every page of the bundled site (fallback pages in every language included, and the 404 page)
 * visited once by a reader with one colour mode and direction, checked three ways: the console
 * and the Content-Security-Policy of `_headers` (no error, no hydration warning, no violation),
 * every demo hydrated, and axe-core (no serious or critical violation, demos hydrated as readers
 * see them). One visit serves the three checks; a file per mode (test/e2e/every-page-*.test.ts),
 * so that the two crawls run side by side in the run's two workers.
 */
export function checkEveryPage(mode: 'light' | 'dark', dir: 'ltr' | 'rtl'): void {
  const bundled = bundledSiteInBrowser();
  const visits: Visit[] = [];
  let policyInForce: { ran: boolean; violations: string[] } | null = null;

  beforeAll(async () => {
    const { context, page, problems, close } = await openSession(bundled.browser, {
      viewport: { width: 1280, height: 900 },
      colorScheme: mode,
      storage: { 'mui-mode': mode, 'mui-direction': dir },
    });
    await applySitePolicy(context, bundled.site);
    await loadAxeOnEveryPage(context);
    const routes = await everyRoute(bundled.site.outDir);
    for (const route of routes) {
      const before = problems.length;
      await page.goto(`${bundled.site.url}${route}`);
      // The reader's choices hold on every page, a language's own direction included.
      const state = await page.evaluate(() => `${document.documentElement.getAttribute('data-mui-color-scheme')} ${document.documentElement.dir}`);
      if (state !== `${mode} ${dir}`) problems.push(`shown in ${state}`);
      const unhydrated = (await hydrateIslands(page)).filter((island) => !island.endsWith('=true'));
      const violations = await seriousViolations(page);
      const csp = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      // The unknown path is answered with the 404 page and its status; a request the next
      // navigation cancels (the favicon, fetched after load) is not a fault of the page.
      const own = problems.slice(before).filter((p) => !(route === '/no/such/page' && /\b404\b/.test(p)) && !p.endsWith('net::ERR_ABORTED'));
      visits.push({ route, problems: [...own, ...csp.map((v) => `CSP ${v}`)], unhydrated, violations });
    }

    // The policy was in force: an inline script it does not list is refused and reported.
    await page.goto(`${bundled.site.url}/`);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__unlisted = true';
      document.body.append(script);
      return '__unlisted' in window;
    });
    await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0, null, { timeout: 15_000 }).catch(() => undefined);
    policyInForce = { ran, violations: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations) };
    await close();
  }, 900_000);

  describe(`every page of the bundled site, in ${mode} mode, ${dir}`, () => {
    it('is visited: every page the build wrote, and the 404 page', () => {
      expect(visits.length).toBeGreaterThan(200);
      expect(visits.at(-1)?.route).toBe('/no/such/page');
    });

    it('shows no console error, hydration warning or CSP violation, and the policy is in force', () => {
      expect(visits.flatMap((visit) => visit.problems.map((problem) => `${visit.route}: ${problem}`))).toEqual([]);
      expect(policyInForce).toEqual({ ran: false, violations: [expect.stringMatching(/^script-src/)] });
    });

    it('hydrates every demo', () => {
      expect(visits.flatMap((visit) => visit.unhydrated.map((island) => `${visit.route}: ${island}`))).toEqual([]);
    });

    it('passes axe-core: no serious or critical violation, demos hydrated', () => {
      expect(Object.fromEntries(visits.filter((visit) => visit.violations.length > 0).map((visit) => [visit.route, visit.violations]))).toEqual({});
    });
  });
}
