import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachForIslands } from '../helpers/browser';
import { applySitePolicy } from '../helpers/csp';
import { openSession } from '../helpers/session';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();

const session = (options?: Parameters<typeof openSession>[1]) => openSession(bundled.browser, options);

/** Fallback pages (another language's prefix on an English page) visited per language: the others show the same page. */
const FALLBACKS_PER_LANGUAGE = 3;

/** Every page the build wrote, as the path a reader asks for; of the fallback pages, a few per language. */
async function builtPages(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('index.html')).sort();
  const fallbacks = new Map<string, number>();
  const kept: string[] = [];
  for (const file of files) {
    if ((await readFile(path.join(outDir, file), 'utf8')).includes('data-fallback-notice')) {
      const language = file.split(path.sep)[0]!;
      const count = fallbacks.get(language) ?? 0;
      fallbacks.set(language, count + 1);
      if (count >= FALLBACKS_PER_LANGUAGE) continue;
    }
    kept.push(file);
  }
  return kept
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
      await applySitePolicy(context, bundled.site);
      const routes = [...(await builtPages(bundled.site.outDir)), '/no/such/page'];
      expect(routes.length).toBeGreaterThan(40);
      const seen: string[] = [];
      for (const route of routes) {
        const before = problems.length;
        await page.goto(`${bundled.site.url}${route}`);
        await reachForIslands(page);
        const state = await page.evaluate(() => ({ scheme: document.documentElement.getAttribute('data-mui-color-scheme'), dir: document.documentElement.dir }));
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
      await page.goto(`${bundled.site.url}/`);
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
