import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { CLIENT_TAG_SERVED, closedAfterEachTest, getFromDev, startDev, withoutClientTag, type RunningDev } from '../helpers/dev';
import { openEvents } from '../helpers/events';
import { cleanupTemporaryFolders, copyFixture, extendConfig, temporaryFolder, writeFiles } from '../helpers/fixture';
import { rawRequest } from '../helpers/http';

const running = closedAfterEachTest();
afterAll(cleanupTemporaryFolders);

async function devOn(root: string): Promise<RunningDev> {
  const dev = await startDev(root);
  running.push(dev);
  return dev;
}

const get = getFromDev;

/** URLs rendered since `from` (an index into the event list). */
const renderedSince = (dev: RunningDev, from: number) =>
  dev.events.slice(from).flatMap((e) => (e.type === 'render' ? [e.report.url] : []));

const ABOUT = (text: string) => `---\ntitle: About\ndescription: A page outside every product.\n---\n\n# About us\n\n${text}\n`;

describe('dev: incremental rebuilds', () => {
  it('re-renders only the edited page, and tells pages which URL changed', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    await get(dev, '/about');
    await get(dev, '/joy-ui/getting-started');
    const events = await openEvents(dev.server.port);
    const from = dev.events.length;

    const update = dev.next('update');
    await writeFile(path.join(root, 'content', 'about.md'), ABOUT('One page edited.'));
    const { report } = await update;
    expect(report.kinds).toEqual(['page']);
    expect(report.rendered).toEqual(['/about']);
    expect(report.invalidated).toBe(1);
    expect(report.reload).toEqual({ all: false, urls: ['/about'], products: [] });
    const hello = events.messages[0];
    const message = await events.next((m) => m.type === 'update');
    expect(message).toEqual({ type: 'update', version: expect.any(String), reload: report.reload, errors: [] });
    // A page that connects after this update hears a version other than the one before it.
    expect(hello?.type === 'hello' && hello.version).not.toBe(message.version);
    events.close();

    expect((await get(dev, '/about')).text).toContain('One page edited.');
    expect((await get(dev, '/joy-ui/getting-started')).status).toBe(200);
    // Only the edited page was rendered, once, during the update; the other came from memory.
    expect(renderedSince(dev, from)).toEqual(['/about']);
  });

  it("re-renders that product's pages after a navigation change, and no other page", async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    for (const url of ['/about', '/joy-ui/getting-started', '/joy-ui/react-button']) await get(dev, url);
    const from = dev.events.length;

    const update = dev.next('update');
    const nav = await readFile(path.join(root, 'nav', 'joy-ui.json'), 'utf8');
    await writeFile(path.join(root, 'nav', 'joy-ui.json'), nav.replace('"title": "Button"', '"title": "Button (renamed)"'));
    const { report } = await update;
    expect(report.kinds).toEqual(['navigation']);
    expect(report.reload).toEqual({ all: false, urls: [], products: ['joy-ui'] });
    expect(report.invalidated).toBe(2);

    expect((await get(dev, '/joy-ui/getting-started')).text).toContain('Button (renamed)');
    expect((await get(dev, '/joy-ui/react-button')).text).toContain('Button (renamed)');
    await get(dev, '/about');
    expect(renderedSince(dev, from).sort()).toEqual(['/joy-ui/getting-started', '/joy-ui/react-button']);
  });

  it('reports no change of a page whose file is written again as it was, alone or with another change', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    const update = dev.next('update');
    // A watcher can report one write twice, the second time together with the next change.
    const about = path.join(root, 'content', 'about.md');
    await writeFile(about, await readFile(about, 'utf8'));
    const nav = path.join(root, 'nav', 'joy-ui.json');
    await writeFile(nav, (await readFile(nav, 'utf8')).replace('"title": "Button"', '"title": "Button (renamed)"'));
    const { report } = await update;
    expect(report.kinds).toEqual(['navigation']);
    expect(report.rendered).toEqual([]);
  });

  it('rebuilds everything after a config change', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    expect((await get(dev, '/about')).text).toContain('<title>About - Fixture Docs</title>');
    const update = dev.next('update');
    const config = await readFile(path.join(root, 'docs-site.config.ts'), 'utf8');
    await writeFile(path.join(root, 'docs-site.config.ts'), config.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    const { report } = await update;
    expect(report.kinds).toEqual(['config']);
    expect(report.invalidated).toBe('all');
    expect(report.reload.all).toBe(true);
    expect((await get(dev, '/about')).text).toContain('<title>About - Renamed Docs</title>');
  });

  it('re-renders every page after a templates change, and keeps serving the last good templates while they do not compile', async () => {
    const root = await copyFixture('basic');
    const layout = (version: string) =>
      `import type { LayoutProps } from 'docs-site';\nexport const layouts = {\n  docs: ({ view, children }: LayoutProps) => (\n    <main>\n      <h1>{view.page.title}</h1>\n      {children}\n      <footer>${version}</footer>\n    </main>\n  ),\n};\n`;
    await writeFiles(root, { 'templates/index.tsx': layout('theme v1') });
    const dev = await devOn(root);
    expect((await get(dev, '/about')).text).toContain('theme v1');

    let update = dev.next('update');
    await writeFile(path.join(root, 'templates', 'index.tsx'), layout('theme v2'));
    expect((await update).report).toMatchObject({ kinds: ['templates'], invalidated: 'all', reload: { all: true } });
    expect((await get(dev, '/about')).text).toContain('theme v2');
    expect((await get(dev, '/joy-ui/getting-started')).text).toContain('theme v2');

    update = dev.next('update');
    await writeFile(path.join(root, 'templates', 'index.tsx'), layout('theme v3').replace('</main>', '</mian>'));
    const broken = await update;
    expect(broken.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'templates/compile', file: 'templates/index.tsx', line: 8 }),
    ]);
    const page = await get(dev, '/about');
    expect(page.status).toBe(200);
    expect(page.text).toContain('theme v2');

    update = dev.next('update');
    await writeFile(path.join(root, 'templates', 'index.tsx'), layout('theme v3'));
    await update;
    expect((await get(dev, '/about')).text).toContain('theme v3');
  });

  it('reloads pages when a public file changes and serves it fresh from disk', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    expect((await get(dev, '/robots.txt')).text).not.toContain('Disallow: /secret');
    const update = dev.next('update');
    await writeFile(path.join(root, 'public', 'robots.txt'), 'User-agent: *\nDisallow: /secret\n');
    expect((await update).report.reload.all).toBe(true);
    expect((await get(dev, '/robots.txt')).text).toContain('Disallow: /secret');
  });

  it('reloads the pages of a folder when a file beside them (a demo) changes', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    const update = dev.next('update');
    await writeFile(path.join(root, 'content', 'joy-ui', 'ButtonDemo.tsx'), 'export default function ButtonDemo() { return null; }\n');
    const { report } = await update;
    expect(report.kinds).toEqual(['content-file']);
    expect(report.reload.urls).toEqual(['/joy-ui/elsewhere', '/joy-ui/getting-started', '/joy-ui/react-button']);
  });
});

describe('dev: added, deleted and renamed files', () => {
  it('serves an added page, 404s a deleted one, follows a renamed page and a renamed folder', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    expect((await get(dev, '/joy-ui/new-page')).status).toBe(404);

    let update = dev.next('update');
    await writeFile(path.join(root, 'content', 'joy-ui', 'new-page.md'), '---\ntitle: New page\n---\n\nFresh.\n');
    expect((await update).report.reload.urls).toEqual(['/joy-ui/new-page']);
    expect(await get(dev, '/joy-ui/new-page')).toMatchObject({ status: 200, text: expect.stringContaining('Fresh.') });

    update = dev.next('update');
    await rename(path.join(root, 'content', 'joy-ui', 'new-page.md'), path.join(root, 'content', 'joy-ui', 'renamed-page.md'));
    await update;
    await dev.server.idle();
    expect((await get(dev, '/joy-ui/new-page')).status).toBe(404);
    expect(await get(dev, '/joy-ui/renamed-page')).toMatchObject({ status: 200, text: expect.stringContaining('Fresh.') });

    update = dev.next('update');
    await rm(path.join(root, 'content', 'joy-ui', 'renamed-page.md'));
    await update;
    const gone = await get(dev, '/joy-ui/renamed-page');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Page not found');

    await mkdir(path.join(root, 'content', 'guides'));
    await writeFile(path.join(root, 'content', 'guides', 'intro.md'), '---\ntitle: Intro\n---\n\nIn a new folder.\n');
    await expect.poll(async () => (await get(dev, '/guides/intro')).status, { timeout: 10_000 }).toBe(200);
    await rename(path.join(root, 'content', 'guides'), path.join(root, 'content', 'tutorials'));
    await expect.poll(async () => (await get(dev, '/tutorials/intro')).status, { timeout: 10_000 }).toBe(200);
    expect((await get(dev, '/guides/intro')).status).toBe(404);
  });

  it('keeps serving the last good page while its file is broken, with the error on the channel', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    await get(dev, '/about');
    const events = await openEvents(dev.server.port);
    await writeFile(path.join(root, 'content', 'about.md'), '---\ntitle: [broken\n---\n\nNever.\n');
    const message = await events.next((m) => m.type === 'update' && m.errors.length > 0);
    expect(message).toMatchObject({
      type: 'update',
      reload: { all: false, urls: [], products: [] },
      errors: [{ code: 'content/frontmatter', file: 'content/about.md', line: expect.any(Number) }],
    });
    const page = await get(dev, '/about');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Plain text.');

    await writeFile(path.join(root, 'content', 'about.md'), ABOUT('Repaired.'));
    expect(await events.next((m) => m.type === 'update')).toMatchObject({ errors: [], reload: { urls: ['/about'] } });
    expect((await get(dev, '/about')).text).toContain('Repaired.');
    events.close();
  });
});

describe('dev: pages that cannot render', () => {
  it('reports an unknown layout at its line, keeps the last good HTML, and shows the error page for a page never rendered', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    expect((await get(dev, '/about')).text).toContain('Plain text.');

    let update = dev.next('update');
    await writeFile(path.join(root, 'content', 'about.md'), '---\ntitle: About\nlayout: nope\ndescription: About.\n---\n\nNever shown.\n');
    expect((await update).diagnostics).toEqual([expect.objectContaining({ code: 'content/unknown-layout', file: 'content/about.md', line: 3 })]);
    const kept = await get(dev, '/about');
    expect(kept.status).toBe(200);
    expect(kept.text).toContain('Plain text.');

    update = dev.next('update');
    await writeFile(path.join(root, 'content', 'fresh.md'), '---\ntitle: Fresh\nlayout: nope\ndescription: Fresh.\n---\n\nNever shown.\n');
    await update;
    const fresh = await get(dev, '/fresh');
    expect(fresh.status).toBe(500);
    expect(fresh.text).toContain('content/fresh.md:3:1');
    expect(fresh.text).toContain('Unknown layout &quot;nope&quot;');

    update = dev.next('update');
    await writeFile(path.join(root, 'content', 'fresh.md'), '---\ntitle: Fresh\ndescription: Fresh.\n---\n\nShown now.\n');
    await update;
    expect(await get(dev, '/fresh')).toMatchObject({ status: 200, text: expect.stringContaining('Shown now.') });
  });

  it('answers a revalidation of an unchanged page with 304', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    const first = await rawRequest(dev.server.port, '/about');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await rawRequest(dev.server.port, '/about', { headers: { 'if-none-match': first.headers.etag! } });
    expect(again.status).toBe(304);
    const update = dev.next('update');
    await writeFile(path.join(root, 'content', 'about.md'), ABOUT('Changed.'));
    await update;
    expect((await rawRequest(dev.server.port, '/about', { headers: { 'if-none-match': first.headers.etag! } })).status).toBe(200);
  });
});

describe('dev: coalescing', () => {
  // The exact batching (200 writes in 2 s give at most 3 rebuilds) is pinned with a hand-moved
  // clock in src/node/dev/coalesce.test.ts; here, through real files, the count only has to be far
  // below the writes, since a loaded machine stretches the pauses between writes.
  it('turns 200 writes into far fewer rebuilds, ending exactly as a clean build', async () => {
    const root = await copyFixture('basic');
    // A build registers a service worker and dev does not; without one, their pages are equal.
    await extendConfig(root, 'serviceWorker: false,');
    const dev = await devOn(root);
    const files = ['content/about.md', 'content/joy-ui/getting-started.md', 'nav/joy-ui.json', 'content/joy-ui/react-button.md'];
    const nav = await readFile(path.join(root, 'nav', 'joy-ui.json'), 'utf8');
    const contentOf = (file: string, i: number) =>
      file === 'nav/joy-ui.json'
        ? nav.replace('"title": "Button"', `"title": "Button ${i}"`)
        : `---\ntitle: Page ${i}\ndescription: Page ${i}.\n---\n\n# Heading ${i}\n\nWrite number ${i} to ${file}.\n`;
    const from = dev.events.length;
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) {
      const file = files[i % files.length]!;
      await writeFile(path.join(root, file), contentOf(file, i));
      const due = started + (i + 1) * 10;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    // The last write to each file is served once dev has seen it and settled.
    const last = (file: string) => 199 - ((199 - files.indexOf(file)) % files.length);
    const settled = async () => {
      await dev.server.idle();
      const shown = await Promise.all([
        get(dev, '/about').then((r) => r.text.includes(`Write number ${last('content/about.md')} `)),
        get(dev, '/joy-ui/getting-started').then((r) => r.text.includes(`Write number ${last('content/joy-ui/getting-started.md')} `)),
        get(dev, '/joy-ui/react-button').then((r) => r.text.includes(`Write number ${last('content/joy-ui/react-button.md')} `) && r.text.includes(`Button ${last('nav/joy-ui.json')}<`)),
      ]);
      return shown.every(Boolean);
    };
    await expect.poll(settled, { timeout: 30_000, interval: 200 }).toBe(true);
    await dev.server.idle();
    const updates = dev.events.slice(from).filter((e) => e.type === 'update');
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.length, JSON.stringify(updates.map((u) => u.type === 'update' && u.changes.length))).toBeLessThanOrEqual(20);

    const outDir = path.join(await temporaryFolder(), 'dist');
    const built = await build({ cwd: root, outDir });
    expect(built.ok).toBe(true);
    const files_ = (await readdir(outDir, { recursive: true })).map((f) => f.split(path.sep).join('/')).filter((f) => f.endsWith('.html'));
    // Five pages, the 404 page and the search page.
    expect(files_.length).toBe(7);
    for (const file of files_) {
      const url = file === '404.html' ? '/404.html' : `/${file.replace(/(^|\/)index\.html$/, '')}`;
      const served = await get(dev, url);
      expect(served.status, url).toBe(200);
      expect(withoutClientTag(served.text), url).toBe(await readFile(path.join(outDir, file), 'utf8'));
    }
  });
});

describe('dev: redirects', () => {
  // Regression: /api/x was a 404 in dev, while serve and static hosts redirect it.
  it('applies the redirects a build writes, as serve does, for paths no page answers, and follows config changes', async () => {
    const root = await copyFixture('basic');
    await extendConfig(root, "redirects: [{ from: '/joy-ui/old-button', to: '/joy-ui/react-button' }, { from: '/guides/*', to: '/joy-ui/:splat', status: 302 }],");
    await writeFiles(root, { 'content/api-docs/button.md': '---\ntitle: Button API\ndescription: Props of Button.\n---\n\n## Props\n' });
    const dev = await devOn(root);
    const redirect = async (pathname: string) => {
      const response = await rawRequest(dev.server.port, pathname);
      return [response.status, response.headers.location];
    };
    expect(await redirect('/api/x?tab=1')).toEqual([301, '/api-docs/x?tab=1']);
    expect(await redirect('/api')).toEqual([301, '/api-docs']);
    expect(await redirect('/api/%E2%82%AC')).toEqual([301, '/api-docs/%E2%82%AC']);
    expect(await redirect('/joy-ui/old-button')).toEqual([301, '/joy-ui/react-button']);
    expect(await redirect('/guides/getting-started')).toEqual([302, '/joy-ui/getting-started']);
    // A page wins over a rule, as a file does on a static host.
    expect((await get(dev, '/api-docs/button')).status).toBe(200);

    const update = dev.next('update');
    const config = await readFile(path.join(root, 'docs-site.config.ts'), 'utf8');
    await writeFile(path.join(root, 'docs-site.config.ts'), config.replace("to: '/joy-ui/react-button'", "to: '/joy-ui/getting-started'"));
    await update;
    expect(await redirect('/joy-ui/old-button')).toEqual([301, '/joy-ui/getting-started']);
  });
});

/** The status of every `/assets/` file a page links, by URL. */
async function linkedAssets(dev: RunningDev, pathname: string): Promise<Record<string, number>> {
  const { text } = await get(dev, pathname);
  const urls = [...new Set([...text.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!))];
  expect(urls.some((url) => url.endsWith('.css')), `${pathname} links a stylesheet`).toBe(true);
  return Object.fromEntries(await Promise.all(urls.map(async (url) => [url, (await fetch(`${dev.url}${url}`)).status] as const)));
}

const allOk = (statuses: Record<string, number>) => Object.fromEntries(Object.keys(statuses).map((url) => [url, 200]));

describe('dev: the files a page links', () => {
  // Regression: after a change that made a new renderer, the 404 page kept in memory linked a
  // stylesheet the dev server no longer had.
  it('serves the stylesheets of the 404 page and of every page kept in memory, after a change too', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    const pages = ['/no/such/page', '/about', '/joy-ui/getting-started'];
    for (const pathname of pages) {
      const statuses = await linkedAssets(dev, pathname);
      expect(statuses, pathname).toEqual(allOk(statuses));
    }

    // A new page changes the routes: the model and its renderer are made anew, and only that
    // product's pages are rendered again; the 404 page and /about stay in memory.
    const update = dev.next('update');
    await writeFile(path.join(root, 'content', 'joy-ui', 'new-page.md'), '---\ntitle: New page\ndescription: A new page.\n---\n\nNew.\n');
    await update;
    for (const pathname of pages) {
      const statuses = await linkedAssets(dev, pathname);
      expect(statuses, pathname).toEqual(allOk(statuses));
    }
  });
});

describe('dev: origin safety', () => {
  it('refuses foreign hosts and foreign origins, and grants no cross-origin reads', async () => {
    const root = await copyFixture('basic');
    const dev = await devOn(root);
    const { port } = dev.server;
    expect((await rawRequest(port, '/about', { headers: { host: `evil.example:${port}` } })).status).toBe(403);
    await expect(openEvents(port, { host: `evil.example:${port}` })).rejects.toThrow('refused 403');
    await expect(openEvents(port, { origin: 'http://evil.example' })).rejects.toThrow('refused 403');
    await expect(openEvents(port, { origin: 'null' })).rejects.toThrow('refused 403');
    await expect(openEvents(port, { origin: `http://localhost:${port + 1}` })).rejects.toThrow('refused 403');
    expect((await rawRequest(port, '/__docs-site/events', { headers: { origin: 'http://evil.example' } })).status).toBe(426);

    for (const origin of [`http://127.0.0.1:${port}`, `http://localhost:${port}`]) {
      const own = await openEvents(port, { origin });
      await expect.poll(() => own.messages[0]?.type).toBe('hello');
      own.close();
    }

    const page = await rawRequest(port, '/about', { headers: { origin: 'http://evil.example' } });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect((await rawRequest(port, '/about', { method: 'POST' })).status).toBe(405);
    expect((await rawRequest(port, '/%2e%2e/docs-site.config.ts')).status).toBe(400);
  });
});

describe('dev: a site that cannot load', () => {
  it('serves an error page naming the file while the config is broken, and the site once it is fixed', async () => {
    const root = await copyFixture('basic');
    const configFile = path.join(root, 'docs-site.config.ts');
    const config = await readFile(configFile, 'utf8');
    await writeFile(configFile, config.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',,"));
    const dev = await devOn(root);
    const broken = await get(dev, '/about');
    expect(broken.status).toBe(500);
    expect(broken.text).toContain('docs-site.config.ts:4:');
    expect(broken.text).toMatch(CLIENT_TAG_SERVED);

    const update = dev.next('update');
    await writeFile(configFile, config);
    expect((await update).report.reload.all).toBe(true);
    expect(await get(dev, '/about')).toMatchObject({ status: 200, text: expect.stringContaining('Plain text.') });
  });
});
