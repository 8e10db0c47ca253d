import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { build } from '../../src/node/build';
import { headersFor, parseHeaders } from '../../src/node/finish/headers';
import { startStaticServer } from '../../src/node/serve/static-server';
import { recordProblems } from './browser';
import { copyFixture, repoRoot, temporaryFolder } from './fixture';

/**
 * Stand-ins for the two third parties of a sponsored site, on 127.0.0.1: the ad network (its
 * script, its JSON endpoint, its images and tracking pixels) and the analytics tag, whose
 * script records every `gtag` call and beacons it back here, where tests read it.
 */
export interface FakeThirdParties {
  /** Origin, `http://127.0.0.1:<port>`. */
  url: string;
  /** What the network's script does when it runs. */
  script: ScriptBehaviour;
  /** The JSON endpoint's answers, in order; the last one repeats. */
  json: FakeResponse[];
  /** Every request received, in order. */
  requests: { method: string; path: string; search: string }[];
  /** Every `gtag(...)` call the recorder saw, as argument lists. */
  gtagCalls: unknown[][];
  /** Back to the default behaviours, with nothing recorded. */
  reset(): void;
  close(): Promise<void>;
}

export type ScriptBehaviour =
  /** Shows a paid ad, as the network does (`#carbonads` beside its script tag). */
  | { kind: 'ad'; delayMs?: number }
  /** Shows the network's backers link: it has nothing paid to show. */
  | { kind: 'backers' }
  /** Runs and shows nothing. */
  | { kind: 'nothing' };

export interface FakeResponse {
  status: number;
  body: string;
}

/** Network ads of the JSON endpoint, with the fake's origin in their URLs. */
export function jsonAds(origin: string) {
  const valid = {
    statlink: `${origin}/ads/click/globex`,
    statimp: `${origin}/ads/pixel/impression?ts=[timestamp]`,
    image: `${origin}/ads/img/globex.svg`,
    company: 'Globex',
    description: 'Typed APIs for every team, from prototype to production.',
    pixel: `${origin}/ads/pixel/one?ts=[timestamp]||${origin}/ads/pixel/two?ts=[timestamp]`,
    timestamp: '1700000000',
  };
  const second = { ...valid, statlink: `${origin}/ads/click/initech`, company: 'Initech', description: 'Reports that write themselves.' };
  const answer = (ads: unknown[]): FakeResponse => ({ status: 200, body: JSON.stringify({ ads }) });
  return {
    valid,
    /** A good answer. */
    present: answer([valid, second]),
    /** An empty object and an ad without statlink before two good ones: the first good one wins. */
    sparse: answer([{}, { company: 'Nolink', description: 'An ad with no statlink.', image: `${origin}/ads/img/x.svg` }, valid, second]),
    /** Nothing usable. */
    empty: answer([{}]),
    /** A server error. */
    error: { status: 500, body: 'unavailable' } satisfies FakeResponse,
    /** A record the slot cannot render (`pixel` is not a string): its rendering throws. */
    crash: answer([{ ...valid, pixel: 42 }]),
  };
}

const AD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="130" height="100"><rect width="130" height="100" fill="#7B91A7"/></svg>';
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

/** The network's script: like the real one, it puts its ad right before its own script tag. */
function networkScript(origin: string, behaviour: ScriptBehaviour): string {
  if (behaviour.kind === 'nothing') return '/* no ad today */';
  const link = behaviour.kind === 'backers' ? `${origin}/backers` : `${origin}/ads/click/acme`;
  const html =
    behaviour.kind === 'backers'
      ? `<span><a href="${link}" class="carbon-text">Support the people who make this site.</a></span>`
      : `<span><span class="carbon-wrap"><a href="${link}" class="carbon-img" target="_blank" rel="noopener sponsored"><img src="${origin}/ads/img/acme.svg" alt="Acme" width="130" height="100"></a><a href="${link}" class="carbon-text" target="_blank" rel="noopener sponsored">Acme test rigs: every browser, on loopback, in seconds.</a></span><a href="${origin}/about" class="carbon-poweredby">ads via Carbon</a></span>`;
  const delay = behaviour.kind === 'ad' ? (behaviour.delayMs ?? 0) : 0;
  return `(function () {
  var script = document.currentScript;
  function show() {
    var ad = document.createElement('div');
    ad.id = 'carbonads';
    ad.innerHTML = ${JSON.stringify(html)};
    script.parentNode.insertBefore(ad, script);
  }
  ${delay > 0 ? `setTimeout(show, ${delay});` : 'show();'}
})();`;
}

/** The tag recorder served in place of gtag.js: it keeps reading the queue, as gtag.js does, and beacons each call home. */
function recorderScript(origin: string): string {
  return `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var calls = (window.__gtagCalls = []);
  function record(entry) {
    var call = Array.prototype.slice.call(entry);
    calls.push(call);
    navigator.sendBeacon(${JSON.stringify(`${origin}/gtag/collect`)}, JSON.stringify(call));
  }
  layer.forEach(record);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) record(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

export async function startFakeThirdParties(): Promise<FakeThirdParties> {
  let origin = '';
  const fake: FakeThirdParties = {
    url: '',
    script: { kind: 'ad' },
    json: [],
    requests: [],
    gtagCalls: [],
    reset() {
      fake.script = { kind: 'ad' };
      fake.json = [jsonAds(origin).present];
      fake.requests.length = 0;
      fake.gtagCalls.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  let jsonServed = 0;
  const send = (response: ServerResponse, status: number, type: string, body: string | Buffer) => {
    response.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    fake.requests.push({ method: request.method ?? 'GET', path: url.pathname, search: url.search });
    if (url.pathname === '/ads/carbon.js') return send(response, 200, 'text/javascript', networkScript(origin, fake.script));
    if (url.pathname === '/ads/ads.json') {
      const answer = fake.json[Math.min(jsonServed, fake.json.length - 1)] ?? jsonAds(origin).present;
      jsonServed += 1;
      return send(response, answer.status, 'application/json', answer.body);
    }
    if (url.pathname.startsWith('/ads/img/')) return send(response, 200, 'image/svg+xml', AD_SVG);
    if (url.pathname.startsWith('/ads/pixel/')) return send(response, 200, 'image/gif', PIXEL_GIF);
    if (url.pathname === '/gtag/js') return send(response, 200, 'text/javascript', recorderScript(origin));
    if (url.pathname === '/gtag/collect' && request.method === 'POST') {
      void readBody(request).then((body) => {
        fake.gtagCalls.push(JSON.parse(body) as unknown[]);
        send(response, 204, 'text/plain', '');
      });
      return;
    }
    send(response, 404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = origin;
  const reset = fake.reset;
  fake.reset = () => {
    reset();
    jsonServed = 0;
  };
  fake.reset();
  return fake;
}

export interface SponsoredSite {
  url: string;
  outDir: string;
  /** The Content-Security-Policy `_headers` gives a path. */
  csp(pathname: string): string;
  close(): Promise<void>;
}

/**
 * Builds test/fixtures/ads-analytics with its third parties at `fake`, and serves it.
 * `analytics` is added to its analytics settings (`{ requireConsent: true }`); false removes them.
 */
export async function buildSponsoredSite(fake: FakeThirdParties, analytics: Record<string, unknown> | false = {}): Promise<SponsoredSite> {
  const root = await copyFixture('ads-analytics');
  const configFile = path.join(root, 'docs-site.config.ts');
  let config = (await readFile(configFile, 'utf8')).replace("const THIRD_PARTY = 'http://127.0.0.1:9';", `const THIRD_PARTY = '${fake.url}';`);
  if (analytics === false) {
    config = config.replace(/\n  analytics: .*\n/, '\n');
  } else {
    const extra = Object.entries(analytics).map(([key, value]) => `, ${key}: ${JSON.stringify(value)}`).join('');
    config = config.replace('scriptUrl: `${THIRD_PARTY}/gtag/js` }', `scriptUrl: \`\${THIRD_PARTY}/gtag/js\`${extra} }`);
  }
  await writeFile(configFile, config);
  // The in-house ads' images are files of the bundled site.
  await cp(path.join(repoRoot, 'public/static/ads-in-house'), path.join(root, 'public/static/ads-in-house'), { recursive: true });
  const outDir = path.join(await temporaryFolder('docs-site-sponsored-'), 'dist');
  const result = await build({ cwd: root, outDir });
  if (!result.ok) throw new Error(`build failed:\n${result.diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  const rules = parseHeaders(await readFile(path.join(outDir, '_headers'), 'utf8'));
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  const withHeaders = await serveWithHeaders(server.url, (pathname) => headersFor(rules, pathname));
  return {
    url: withHeaders.url,
    outDir,
    csp: (pathname) => headersFor(rules, pathname)['Content-Security-Policy'] ?? '',
    close: async () => {
      await withHeaders.close();
      await server.close();
    },
  };
}

/**
 * A pass-through to `upstream` that adds the headers `_headers` gives each path, as a static
 * host does (the preview server does not send them yet). A real HTTP server rather than
 * Playwright's request interception: Chromium treats an intercepted page as coming from the
 * public internet, and then refuses its requests to the fake third parties on loopback.
 */
async function serveWithHeaders(upstream: string, headersOf: (pathname: string) => Record<string, string>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', upstream);
    fetch(url, { method: request.method ?? 'GET', redirect: 'manual' })
      .then(async (answer) => {
        const headers: Record<string, string> = {};
        answer.headers.forEach((value, name) => {
          // fetch has decoded the body already.
          if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
        });
        Object.assign(headers, headersOf(url.pathname));
        const body = Buffer.from(await answer.arrayBuffer());
        response.writeHead(answer.status, headers);
        response.end(body);
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface OpenOptions extends BrowserContextOptions {
  /** Numbers the page's `window.docsSiteRandom` gives, by purpose; others stay random. */
  random?: Record<string, number>;
  /** Install a paused clock before the page loads: its timers then run only with `runFor`. */
  clock?: boolean;
  /** Refuse every request to the ad network, as an ad blocker does. */
  blockAds?: boolean;
  /** Run in the page before its own scripts. */
  initScript?: () => void;
}

export interface OpenedSponsoredPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, uncaught exceptions, failed requests, HTTP errors and CSP violations. */
  problems: string[];
  close(): Promise<void>;
}

/** The instant a paused clock shows when the page starts. */
export const CLOCK_START = new Date('2030-01-01T00:00:00Z').getTime();

/**
 * Opens a page of the sponsored site (served with its `_headers`, Content-Security-Policy
 * included) and records everything that goes wrong on it, CSP violations included.
 */
export async function openSponsoredPage(browser: Browser, site: SponsoredSite, fake: FakeThirdParties, route: string, options: OpenOptions = {}): Promise<OpenedSponsoredPage> {
  const { random, clock, blockAds, initScript, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (blockAds) await context.route(`${fake.url}/ads/**`, (request) => request.abort('blockedbyclient'));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  if (random) {
    await context.addInitScript((values: Record<string, number>) => {
      window.docsSiteRandom = (purpose: string) => values[purpose] ?? Math.random();
    }, random);
  }
  if (initScript) await context.addInitScript(initScript);
  if (clock) {
    await context.clock.install({ time: CLOCK_START - 1000 });
    await context.clock.pauseAt(CLOCK_START);
  }
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
  return { page, context, problems, close: () => context.close() };
}
