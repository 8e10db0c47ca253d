import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { headersFor, parseHeaders } from '../../src/node/finish/headers';
import { cleanupTemporaryFolders, copyFixture, readText } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let out: string;
const page = (file: string) => readText(path.join(out, file));

beforeAll(async () => {
  const root = await copyFixture('ads-analytics');
  const result = await build({ cwd: root });
  expect(result.ok).toBe(true);
  out = path.join(root, 'dist');
});

describe('a site with ads and analytics', () => {
  it('places the ad slot right after the description paragraph of each page that has one', async () => {
    const html = await page('joy-ui/react-button/index.html');
    expect(html).toMatch(/<p class="description">Buttons let people take actions and make choices with a single tap\.<\/p><div data-ad-slot=""/);
    expect(html.match(/data-ad-slot=/g)).toHaveLength(1);
    expect(await page('fr/joy-ui/react-button/index.html')).toContain('data-ad-slot=""');
    expect(await page('index.html')).toContain('data-ad-slot=""');
    // No description paragraph, no slot; nor on the engine's pages.
    expect(await page('joy-ui/react-chip/index.html')).not.toContain('data-ad-slot');
    expect(await page('404.html')).not.toContain('data-ad-slot');
  });

  it('preloads no ad image on any page', async () => {
    const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
    for (const file of files) expect(await page(file)).not.toMatch(/rel="preload" as="image"/);
  });

  it('gives the browser the analytics settings in each page head, and keeps authors\' click-tracking attributes', async () => {
    const html = await page('joy-ui/react-button/index.html');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<script type="application/json" id="docs-site-analytics">{"id":"G-TEST123","scriptUrl":"http://127.0.0.1:9/gtag/js","requireConsent":false,"languages":["en","fr"]}</script>',
    );
    expect(head).toContain('<meta name="mui:productId" content="joy-ui"><meta name="mui:productCategoryId" content="core">');
    expect(html).toContain('<a href="#sizes" data-ga-event-category="docs" data-ga-event-action="jump" data-ga-event-label="sizes" data-ga-event-split="0.3">');
    // Consent is not required here: no banner.
    expect(html).not.toContain('data-consent-banner');
  });

  it('allows the ad network and the tag host in the Content-Security-Policy: scripts, requests and images', async () => {
    const csp = headersFor(parseHeaders(await page('_headers')), '/joy-ui/react-button')['Content-Security-Policy'] ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ') ?? [];
    expect(directive('script-src')).toContain('http://127.0.0.1:9');
    expect(directive('connect-src')).toContain('http://127.0.0.1:9');
    expect(directive('img-src')).toContain('http://127.0.0.1:9');
  });
});

describe('a site without ads or analytics', () => {
  it('has no ad slot and no analytics settings', async () => {
    const root = await copyFixture('dialect');
    expect((await build({ cwd: root })).ok).toBe(true);
    const html = await readText(path.join(root, 'dist/material-ui/guide/index.html'));
    expect(html).toContain('class="description"');
    expect(html).not.toContain('data-ad-slot');
    expect(html).not.toContain('docs-site-analytics');
  });
});
