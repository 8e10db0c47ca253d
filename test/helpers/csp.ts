import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { headersFor, parseHeaders } from '../../src/output/headers';

/**
 * Makes every response of the served site carry the Content-Security-Policy its built
 * `_headers` gives it, as the static host would (the preview server does not send `_headers`
 * yet). Pages then record each violation in `window.__cspViolations`.
 */
export async function applySitePolicy(context: BrowserContext, site: { url: string; outDir: string }): Promise<void> {
  const rules = parseHeaders(await readFile(path.join(site.outDir, '_headers'), 'utf8'));
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
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
