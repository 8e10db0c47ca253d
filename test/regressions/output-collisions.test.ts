// Finding 5 of the second hardening round (issue 34): pages whose output collided with a file
// docs-site writes (`content/robots.txt.md`, `sitemap.xml.md`, `sw.js.md`, `404.html.md`,
// `offline.html.md`, `_redirects.md`, `route: /_headers`, `/404.html`, `/sw.js`) ended in exit
// 70 (EISDIR), as did a 10,000-character `route:` (ENAMETOOLONG); finding 8: a page
// `content/favicon.svg.md` silently took the favicon's place.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { loadConfig } from '../../src/node/config/load';
import type { Diagnostic } from '../../src/node/diagnostics/diagnostic';
import { RESERVED_OUTPUT_FOLDERS, reservedOutputFiles } from '../../src/node/routing/output-paths';
import { MAX_ROUTE_LENGTH, MAX_ROUTE_SEGMENT_BYTES } from '../../src/node/util/limits';
import { cleanupTemporaryFolders, copyFixture, snapshotTree, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const page = (title: string, route?: string) => `---\ntitle: ${title}\ndescription: A page whose output collides.\n${route === undefined ? '' : `route: ${route}\n`}---\n\nText.\n`;

const errorsOf = (diagnostics: readonly Diagnostic[], code: string) =>
  diagnostics.filter((d) => d.severity === 'error' && d.code === code).map((d) => `${d.file}:${d.line ?? ''} ${d.message}`);

describe('a page written where another output goes', () => {
  it('is an error at its file (and route line), each one, and the previous output stays', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, { 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const first = await build({ cwd: root, links: 'off' });
    expect(first.ok).toBe(true);
    const before = await snapshotTree(path.join(root, 'dist'));

    await writeFiles(root, {
      'content/robots.txt.md': page('Robots'),
      'content/sitemap.xml.md': page('Sitemap'),
      'content/sw.js.md': page('Worker'),
      'content/404.html.md': page('Not found'),
      'content/offline.html.md': page('Offline'),
      'content/_redirects.md': page('Redirects'),
      'content/llms.txt.md': page('LLMs'),
      'content/joy-ui/llms.txt.md': page('Joy LLMs'),
      'content/assets/client.md': page('Assets'),
      'content/favicon.svg.md': page('Favicon'),
      'content/about.md.md': page('Twin'),
      'content/headers.md': page('Headers', '/_headers'),
      'content/not-found.md': page('Inside the 404 page', '/404.html/inner'),
      'content/worker.md': page('Inside the worker', '/sw.js/inner'),
    });
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(false);
    expect(errorsOf(result.diagnostics, 'output/conflict').sort()).toEqual([
      "content/404.html.md: The page /404.html would be written over 404.html, which docs-site writes",
      "content/_redirects.md: The page /_redirects would be written over _redirects, which docs-site writes",
      'content/about.md.md: The page /about.md would be written over the markdown twin of /about',
      "content/assets/client.md: The page /assets/client would be written over the assets/ folder, which docs-site fills",
      'content/favicon.svg.md: The page /favicon.svg would be written over public/favicon.svg',
      "content/headers.md:4 The page /_headers would be written over _headers, which docs-site writes",
      "content/joy-ui/llms.txt.md: The page /joy-ui/llms.txt would be written over joy-ui/llms.txt, which docs-site writes",
      "content/llms.txt.md: The page /llms.txt would be written over llms.txt, which docs-site writes",
      "content/not-found.md:4 The page /404.html/inner would be written over 404.html, which docs-site writes",
      "content/offline.html.md: The page /offline.html would be written over offline.html, which docs-site writes",
      'content/robots.txt.md: The page /robots.txt would be written over public/robots.txt',
      "content/sitemap.xml.md: The page /sitemap.xml would be written over sitemap.xml, which docs-site writes",
      "content/sw.js.md: The page /sw.js would be written over sw.js, which docs-site writes",
      "content/worker.md:4 The page /sw.js/inner would be written over sw.js, which docs-site writes",
    ].sort());
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });
});

describe('a route too long to be written', () => {
  it('is an error at the route line (once ENAMETOOLONG, exit 70), for a long route and a long segment', async () => {
    const root = await copyFixture('basic');
    const longRoute = `/${'a/'.repeat(MAX_ROUTE_LENGTH)}end`;
    const longSegment = `/${'b'.repeat(MAX_ROUTE_SEGMENT_BYTES + 1)}`;
    const longName = 'c'.repeat(MAX_ROUTE_SEGMENT_BYTES + 1);
    await writeFiles(root, {
      'content/long-route.md': page('Long route', longRoute),
      'content/long-segment.md': page('Long segment', longSegment),
      [`content/${longName}.md`]: page('Long name'),
      'content/just-fits.md': page('Just fits', `/${'d'.repeat(MAX_ROUTE_SEGMENT_BYTES)}`),
    });
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(false);
    expect(errorsOf(result.diagnostics, 'content/invalid-route')).toEqual([
      expect.stringMatching(new RegExp(`^content/${longName}\\.md: A segment of the route \\(c{24}…\\) is ${MAX_ROUTE_SEGMENT_BYTES + 1} bytes long, over the limit of ${MAX_ROUTE_SEGMENT_BYTES}: /c+…$`)),
      expect.stringMatching(new RegExp(`^content/long-route\\.md:4 The route is ${longRoute.length} characters long, over the limit of ${MAX_ROUTE_LENGTH}: /a/a/`)),
      expect.stringMatching(/^content\/long-segment\.md:4 A segment of the route \(b{24}…\) is 201 bytes long/),
    ]);
  });
});

describe('the files docs-site writes at fixed places', () => {
  it('are all known to the collision check: every file of a build is a page, a twin, a public file, an asset or a reserved file', async () => {
    const root = await copyFixture('languages');
    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(true);
    const loaded = await loadConfig(undefined, root);
    const reserved = new Set(reservedOutputFiles(loaded.config!));
    const files = Object.keys(await snapshotTree(path.join(root, 'dist')));
    const unknown = files.filter(
      (file) => !file.endsWith('index.html') && !file.endsWith('.md') && !file.startsWith(`${RESERVED_OUTPUT_FOLDERS[0]}/`) && !reserved.has(file),
    );
    expect(unknown).toEqual([]);
    expect(files.filter((file) => reserved.has(file)).length).toBeGreaterThan(8);
  });
});
