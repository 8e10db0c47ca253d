import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateGetManifestOptions } from 'workbox-build/build/lib/validate-options.js';
import { build } from '../../src/node/build';
import { manifestOptions } from '../../src/node/finish/service-worker';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const precached = (worker: string) => [...worker.matchAll(/\{url:"([^"]+)",revision:(null|"[0-9a-f]+")\}/g)].map((m) => [m[1], m[2] === 'null' ? null : 'revision']);

describe('the generated service worker', () => {
  it('precaches hashed assets as they are, revisions every other file, and changes with the content', async () => {
    const root = await copyFixture('basic');
    await writeFiles(root, { 'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect((await build({ cwd: root })).ok).toBe(true);
    const worker = await readText(path.join(root, 'dist/sw.js'));
    const entries = precached(worker);
    expect(entries).toContainEqual(['/offline.html', 'revision']);
    expect(entries).toContainEqual(['/favicon.svg', 'revision']);
    const assets = entries.filter(([url]) => url!.startsWith('/assets/'));
    expect(assets.some(([url]) => url!.endsWith('.woff2'))).toBe(true);
    expect(assets.some(([url]) => url!.endsWith('.js'))).toBe(true);
    expect(assets.every(([url, revision]) => /-[A-Z0-9]{8}\.[a-z0-9]+$/.test(url!) && revision === null)).toBe(true);
    expect(entries.map(([url]) => url)).not.toContain('/sw.js');
    expect(entries.map(([url]) => url)).not.toContain('/joy-ui/react-button/index.html');

    const html = await readText(path.join(root, 'dist/joy-ui/react-button/index.html'));
    expect(html).toContain('navigator.serviceWorker');
    expect(html).toContain('"docs.example.com"');
    expect(await readText(path.join(root, 'dist/offline.html'))).toContain('You are offline');

    await writeFiles(root, { 'content/about.md': '---\ntitle: About\ndescription: Changed.\n---\n\nNew text.\n' });
    expect((await build({ cwd: root })).ok).toBe(true);
    const next = await readText(path.join(root, 'dist/sw.js'));
    expect(next.split('\n')[0]).not.toBe(worker.split('\n')[0]);
    expect(precached(next)).toEqual(entries);
  });

  it("gives workbox-build every option it would default, so that skipping its validation changes nothing", () => {
    // The build calls workbox-build's manifest step without the validation getManifest runs
    // first (src/node/finish/service-worker.ts); a workbox-build whose defaults change fails here.
    const options = manifestOptions({ outDir: '/site/dist', extraPrecache: ['favicon.svg'], languages: ['en', 'zh'] });
    expect(validateGetManifestOptions(options)).toEqual(options);
    const { globFollow: _given, ...withoutOne } = options;
    expect(validateGetManifestOptions(withoutOne)).toEqual(options);
  });
});
