import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { merge } from '../../src/node/merge';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

let root: string;
let first: BuildResult;
const page = (route: string) => readText(path.join(root, 'dist', route, 'index.html'));

beforeAll(async () => {
  root = await copyFixture('api-site');
  first = await build({ cwd: root });
});
afterAll(cleanupTemporaryFolders);

describe('API pages in a site', () => {
  it('are pages: built, in the sitemap, with nothing to report', async () => {
    expect(first.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(first.pages).toBe(5);
    expect(await page('acme/api/button')).toContain('>Button API</h1>');
    const sitemap = await readText(path.join(root, 'dist', 'sitemap.xml'));
    expect(sitemap).toContain('<loc>https://docs.example.com/acme/api/button</loc>');
    expect(sitemap).toContain('<loc>https://docs.example.com/acme/api/button-base</loc>');
    // `/api/*` still redirects to `/api-docs/*`.
    expect(await readText(path.join(root, 'dist', '_redirects'))).toMatch(/^\/api\/\*\s+\/api-docs\/:splat\s+301$/m);
  });

  it('render the same in worker threads, and in shards merged, as in the build\'s own thread', async () => {
    const own = await Promise.all(['acme/api/button', 'acme/api/button-base'].map(page));
    await build({ cwd: root, outDir: 'threads', workers: 2, cache: false });
    await build({ cwd: root, outDir: 'shard-1', shard: { index: 1, count: 2 }, cache: false });
    await build({ cwd: root, outDir: 'shard-2', shard: { index: 2, count: 2 }, cache: false });
    const merged = await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' });
    expect(merged.ok).toBe(true);
    for (const out of ['threads', 'merged']) {
      expect(await Promise.all(['acme/api/button', 'acme/api/button-base'].map((route) => readText(path.join(root, out, route, 'index.html')))), out).toEqual(own);
    }
  });

  it("join the product's navigation as a Component API section when its tree does not list them", async () => {
    const html = await page('acme/api/button-base');
    const drawer = html.slice(html.indexOf('id="app-drawer"'), html.indexOf('</nav>', html.indexOf('id="app-drawer"')));
    expect(drawer).toContain('Component API');
    expect([...drawer.matchAll(/href="(\/acme\/api\/[^"]+)"/g)].map((m) => m[1])).toEqual(['/acme/api/button', '/acme/api/button-base']);
    expect(drawer).toMatch(/href="\/acme\/api\/button-base"[^>]*aria-current="page"/);
  });

  it("are where a page's `components:` frontmatter and its links to #props and #<prop> lead", async () => {
    const html = await page('acme/react-button');
    expect(html).toContain('href="/acme/api/button"');
    expect(html).toContain('href="/acme/api/button-base"');
    expect(html).toContain('href="/acme/api/button#color"');
    // The link check knows the anchors: a prop that does not exist is reported at its line.
    await writeFiles(root, { 'content/acme/guides/labels.md': '---\nproductId: acme\ntitle: Labels\ndescription: Name every control.\n---\n\n# Labels\n\nSee [size](/acme/api/button#size).\n' });
    const broken = await build({ cwd: root });
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'links/missing-anchor content/acme/guides/labels.md:9 Broken link to /acme/api/button#size: /acme/api/button has no element with id "size"',
    ]);
  });

  it('come from the cache while their metadata is unchanged, and render again when it changes', async () => {
    await writeFiles(root, { 'content/acme/guides/labels.md': '---\nproductId: acme\ntitle: Labels\ndescription: Name every control.\n---\n\n# Labels\n' });
    const warm = await build({ cwd: root });
    expect(warm.ok).toBe(true);
    expect(warm.rendered).toBe(1);
    await writeFiles(root, { 'api-descriptions/acme/button-base.json': '{ "propDescriptions": { "disableRipple": { "description": "Turns the <em>ripple</em> off." } } }' });
    const changed = await build({ cwd: root });
    // The API page, and the page that lists ButtonBase in its `components`: its markdown twin,
    // made with it, has ButtonBase's props.
    expect(changed.rendered).toBe(2);
    expect(await page('acme/api/button-base')).toContain('Turns the <em>ripple</em> off.');
    expect(await readText(path.join(root, 'dist', 'acme', 'react-button.md'))).toContain('Turns the ripple off.');
  });

  it('are reported, not overwritten, when a markdown page has the same route', async () => {
    await writeFiles(root, { 'content/acme/api/button.md': '---\ntitle: Button API\ndescription: Written by hand.\n---\n\n# Button API\n' });
    const result = await build({ cwd: root });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'content/duplicate-route').map((d) => d.message)).toEqual([
      'Duplicated route /acme/api/button: content/acme/api/button.md and api/acme/button.json both produce it',
    ]);
    expect(existsSync(path.join(root, 'dist', 'acme', 'api', 'button', 'index.html'))).toBe(true);
  });
});
