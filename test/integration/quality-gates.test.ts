import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { parseHeaders, headersFor } from '../../src/node/finish/headers';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const brokenLinks = {
  'content/joy-ui/react-button.md': [
    '---',
    'title: React Button component',
    'description: Buttons let users take actions.',
    '---',
    '',
    '# Button',
    '',
    '<h2 id="sizes">Sizes</h2>',
    '',
    'See [getting started](/joy-ui/getting-started), [sizes](#sizes) and [the table](/joy-ui/getting-started#step).',
    'A [missing page](/joy-ui/react-slider).',
    'A [missing anchor](#colours).',
    'A [wrong language](/fr/joy-ui/getting-started).',
    'An [anchor on another page](/joy-ui/getting-started#nowhere).',
    'The [API spelling](/api/button) and [a trailing slash](/joy-ui/getting-started/) and [a file](/static/logo.svg).',
    'A [near miss](#colorz) and [one of the chrome](#toc-headin).',
    '',
    '## Colors',
    '',
  ].join('\n'),
  'content/about.md': '---\ntitle: About\ndescription: About.\n---\n\n[Home](/) and [nowhere](../nowhere).\n',
  'content/joy-ui/getting-started.md': '---\ntitle: Getting started\ndescription: Start.\n---\n\n<h2 id="step">Step</h2>\n',
  'content/api-docs/button.md': '---\ntitle: Button API\ndescription: Props.\n---\n\n## Props\n',
};

describe('the link check', () => {
  it('fails the build with every broken link, grouped by file, each with its line and target', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, brokenLinks);
    const result = await build({ cwd: root });
    expect(result.ok).toBe(false);
    const report = result.diagnostics.filter((d) => d.code.startsWith('links/')).map(formatDiagnostic);
    expect(report).toEqual([
      'error links/missing-page content/about.md:6:15\n  Broken link to ../nowhere: no page at /nowhere',
      'error links/missing-page content/joy-ui/react-button.md:11:3\n  Broken link to /joy-ui/react-slider: no page at /joy-ui/react-slider\n  hint: did you mean /joy-ui/react-button?',
      'error links/missing-anchor content/joy-ui/react-button.md:12:3\n  Broken link to #colours: this page has no element with id "colours"\n  hint: did you mean #colors?',
      'error links/missing-page content/joy-ui/react-button.md:13:3\n  Broken link to /fr/joy-ui/getting-started: no page at /fr/joy-ui/getting-started\n  hint: did you mean /joy-ui/getting-started?',
      'error links/missing-anchor content/joy-ui/react-button.md:14:4\n  Broken link to /joy-ui/getting-started#nowhere: /joy-ui/getting-started has no element with id "nowhere"',
      // The hint suggests the page's own headings, never an id of the page chrome (`toc-heading`).
      'error links/missing-anchor content/joy-ui/react-button.md:16:3\n  Broken link to #colorz: this page has no element with id "colorz"\n  hint: did you mean #colors?',
      'error links/missing-anchor content/joy-ui/react-button.md:16:28\n  Broken link to #toc-headin: this page has no element with id "toc-headin"',
    ]);
  });

  it('downgrades to warnings with --links warn, and the build succeeds', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, brokenLinks);
    const result = await runCli(['build', '--links', 'warn'], { cwd: root });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('warning links/missing-page content/joy-ui/react-button.md:11:3');
    const refused = await runCli(['build', '--links', 'sometimes'], { cwd: root });
    expect(refused.code).toBe(2);
  });
});

describe('the assets check', () => {
  it('warns at its line about an image no file of the site answers, and only then', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'content/about.md': [
        '---',
        'title: About',
        'description: About.',
        '---',
        '',
        '![The logo](/static/logo.svg) and ![a screenshot](/static/screenshot.png)',
        '',
        '<img src="/static/team%20photo.jpg?v=2" alt="The team">',
        '',
        '![elsewhere](https://example.com/x.png)',
        '',
      ].join('\n'),
    });
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'assets/missing').map(formatDiagnostic)).toEqual([
      'warning assets/missing content/about.md:6:35\n  /static/screenshot.png is shown on this page, but no file of the site answers it\n  hint: add the file to public/static/screenshot.png, or fix the path',
      'warning assets/missing content/about.md:8:1\n  /static/team%20photo.jpg is shown on this page, but no file of the site answers it\n  hint: add the file to public/static/team photo.jpg, or fix the path',
    ]);
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, { 'docs-site.config.ts': config.replace('  products: [', "  checks: { assets: 'off' },\n  products: [") });
    const off = await build({ cwd: root, links: 'off' });
    expect(off.diagnostics.filter((d) => d.code === 'assets/missing')).toEqual([]);
  });
});

describe('deploy files', () => {
  it('writes the sitemap, robots.txt, _redirects and _headers, and social meta tags', async () => {
    const root = await copyFixture('basic');
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, {
      'docs-site.config.ts': config.replace(
        "  products: [",
        "  socialImage: '/static/card.png',\n  redirects: [{ from: '/joy-ui/old-button', to: '/joy-ui/react-button' }, { from: '/guides/*', to: '/joy-ui/:splat', status: 302 }],\n  analytics: { id: 'G-TEST', scriptUrl: 'https://analytics.example.com/gtag.js' },\n  products: [",
      ),
      'content/experiments/docs/test.md': '---\ntitle: Test page\ndescription: For tests.\n---\n\nHidden from search.\n',
      'content/hidden.md': '---\ntitle: Hidden\ndescription: Not for search engines.\nnoindex: true\n---\n\nHidden.\n',
    });
    await rm(path.join(root, 'public/robots.txt'));
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(true);
    const out = path.join(root, 'dist');

    const sitemap = await readText(path.join(out, 'sitemap.xml'));
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/about',
      'https://docs.example.com/joy-ui/elsewhere',
      'https://docs.example.com/joy-ui/getting-started',
      'https://docs.example.com/joy-ui/react-button',
    ]);
    expect(await readText(path.join(out, 'robots.txt'))).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');

    const redirects = (await readText(path.join(out, '_redirects'))).trim().split('\n').map((line) => line.split(/\s+/));
    expect(redirects).toEqual([
      ['/api', '/api-docs', '301'],
      ['/api/*', '/api-docs/:splat', '301'],
      ['/joy-ui/old-button', '/joy-ui/react-button', '301'],
      ['/guides/*', '/joy-ui/:splat', '302'],
    ]);

    const rules = parseHeaders(await readText(path.join(out, '_headers')));
    const page = headersFor(rules, '/joy-ui/react-button');
    expect(page['Cache-Control']).toBe('no-cache');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Content-Security-Policy']).toContain("frame-ancestors 'self'");
    expect(page['Content-Security-Policy']).toMatch(/script-src 'self'[^;]* https:\/\/analytics\.example\.com/);
    expect(headersFor(rules, '/assets/client-ABCD1234.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/experiments/docs/test')['X-Robots-Tag']).toBe('noindex');
    expect(headersFor(rules, '/joy-ui/react-button')['X-Robots-Tag']).toBeUndefined();

    const html = await readText(path.join(out, 'joy-ui/react-button/index.html'));
    expect(html).toContain('<meta property="og:title" content="React Button component - Joy UI">');
    expect(html).toContain('<meta property="og:description" content="Buttons let users take actions.">');
    expect(html).toContain('<meta property="og:url" content="https://docs.example.com/joy-ui/react-button">');
    expect(html).toContain('<meta property="og:image" content="https://docs.example.com/static/card.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(await readText(path.join(out, 'hidden/index.html'))).toContain('<meta name="robots" content="noindex">');
    expect(existsSync(path.join(out, '404.html'))).toBe(true);
  });

  it('keeps a robots.txt the site ships in public/ instead of generating one', async () => {
    const root = await copyFixture('basic');
    await build({ cwd: root });
    expect(await readText(path.join(root, 'dist/robots.txt'))).toBe('User-agent: *\n');
  });
});
