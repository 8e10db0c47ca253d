import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { headersFor, parseHeaders } from '../../src/output/headers';

/**
 * Makes every response of the served site carry the Content-Security-Policy its built
 * `_headers` gives it, as the static host would (the preview server does not send `_headers`
 * yet). Pages then record each violation, their frames' included, in `window.__cspViolations`.
 */
export async function applySitePolicy(context: BrowserContext, site: { url: string; outDir: string }): Promise<void> {
  const rules = parseHeaders(await readFile(path.join(site.outDir, '_headers'), 'utf8'));
  await context.addInitScript(() => {
    // Frames (a demo's srcdoc document runs under the page's policy) report to the page's list.
    type Reporting = { __cspViolations?: string[] };
    let top = window as unknown as Reporting;
    try {
      if (window.top && (window.top as unknown as Reporting).__cspViolations) top = window.top as unknown as Reporting;
    } catch {
      // A frame of another origin keeps its own list.
    }
    const violations = (top.__cspViolations ??= []);
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await context.route(`${site.url}/**`, async (route) => {
    try {
      const response = await route.fetch();
      const policy = headersFor(rules, new URL(route.request().url()).pathname)['Content-Security-Policy'];
      await route.fulfill({ response, headers: { ...response.headers(), ...(policy && { 'content-security-policy': policy }) } });
    } catch {
      // The page went away while this was in flight (a navigation cancels its requests).
      await route.abort().catch(() => {});
    }
  });
}
