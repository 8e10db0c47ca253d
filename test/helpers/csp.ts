import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { headersFor, parseHeaders } from '../../src/node/finish/headers';

/**
 * Records every Content-Security-Policy violation of the pages of `context`, their frames'
 * included, in `window.__cspViolations`. The policy itself is the one the built `_headers`
 * gives each path, sent by `docs-site serve` as a static host sends it; this checks that the
 * site's pages are served with it.
 */
export async function applySitePolicy(context: BrowserContext, site: { url: string; outDir: string }): Promise<void> {
  const rules = parseHeaders(await readFile(path.join(site.outDir, '_headers'), 'utf8'));
  const expected = headersFor(rules, '/')['Content-Security-Policy'];
  const served = (await fetch(`${site.url}/`)).headers.get('content-security-policy');
  if (!expected || served !== expected) throw new Error(`the server does not send the policy of _headers: ${served ?? 'none'}`);
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
}
