import { describe, expect, it } from 'vitest';
import { reachForIslands } from '../helpers/browser';
import { bundledSiteInBrowser } from '../helpers/site';

const bundled = bundledSiteInBrowser();

/** One page of each template: home, product docs with and without live demos, API, experiments, 404, offline. */
const PAGES = [
  '/',
  '/material-ui/react-button',
  '/material-ui/getting-started/installation',
  '/x/react-data-grid/editing',
  '/x/api/data-grid/data-grid',
  '/experiments/docs/callouts',
  '/experiments/docs/demos',
  '/versions',
  '/no/such/page',
  '/offline.html',
];

describe('the Content-Security-Policy of _headers, as served by docs-site serve', () => {
  it.each(PAGES)('%s runs under it with no violation', async (pathname) => {
    const context = await bundled.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(`${bundled.site.url}${pathname}`, { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // Every island hydrates, so that the code it loads runs under the policy too.
    await reachForIslands(page);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((i) => i.dataset.hydrated === 'true' || i.dataset.hydrated === 'failed'));
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect({ pathname, violations, refused }).toEqual({ pathname, violations: [], refused: [] });
    await context.close();
  });
});
