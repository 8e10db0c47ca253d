import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, copyFixture, readText, repoRoot } from '../helpers/fixture';

/**
 * A site whose config reads an MUI X license key from the environment, and a demo that shows
 * what `@mui/x-license` holds where it renders: the key given to `LicenseInfo.setLicenseKey`
 * and the license check's verdict on it (the key is not a real one: "Invalid"; without a key
 * it would be "NotFound"). The same text on the server and in the browser is the proof that
 * the key was set in both before the demo rendered: a difference is a hydration error.
 */
const KEY = 'docs-site-test-key-not-a-real-license-0123456789';
const SHOWN = `Key ${KEY}, status Invalid, check 1`;

let browser: Browser;
let server: StaticServer;
let inWorkers: BuildResult;
let inMainThread: BuildResult;
let outDir: string;

beforeAll(async () => {
  process.env.DOCS_SITE_FIXTURE_MUI_X_LICENSE_KEY = `${KEY}\n`;
  const root = await copyFixture('license-keys');
  outDir = path.join(root, 'dist');
  try {
    // Pages render in a worker thread, then in the build's own: the key is set in each.
    [browser, inWorkers] = await Promise.all([launchBrowser(), build({ cwd: root, cache: false, workers: 1, outDir: 'workers' })]);
    inMainThread = await build({ cwd: root, cache: false, workers: 0 });
  } finally {
    delete process.env.DOCS_SITE_FIXTURE_MUI_X_LICENSE_KEY;
  }
  server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await cleanupTemporaryFolders();
});

/** Posix paths of the files under `dir` whose bytes contain `text`. */
async function filesContaining(dir: string, text: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const found: string[] = [];
  for (const file of files) {
    const absolute = path.join(file.parentPath, file.name);
    if ((await readFile(absolute)).includes(text)) found.push(path.relative(dir, absolute).split(path.sep).join('/'));
  }
  return found.sort();
}

describe('an MUI X license key in the config', () => {
  it('is set on the server before the demo renders, in worker threads and in the main thread', async () => {
    expect(inWorkers.diagnostics).toEqual([]);
    expect(inMainThread.diagnostics).toEqual([]);
    for (const dir of [path.join(path.dirname(outDir), 'workers'), outDir]) {
      expect(await readText(path.join(dir, 'joy-ui/license/index.html'))).toContain(SHOWN);
    }
  });

  it('is in the island runtime, which only pages with islands load, and nowhere else but where the demo shows it', async () => {
    const runtime = (await readdir(path.join(outDir, 'assets'))).filter((name) => name.startsWith('island-runtime-'));
    expect(await filesContaining(outDir, KEY)).toEqual([...runtime.map((name) => `assets/${name}`), 'joy-ui/license/index.html'].sort());
    // The server sets it at run time: the module it compiles only imports the package.
    expect(await filesContaining(path.join(repoRoot, 'node_modules', '.cache', 'docs-site'), KEY)).toEqual([]);
  });

  it('is set in the browser before the demo hydrates: no hydration error, and the demo reads it again when it renders there', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/joy-ui/license`, { viewport: { width: 1280, height: 900 } });
    const demo = page.locator('[data-demo="LicenseCheck"] [data-island]');
    expect(await demo.textContent()).toBe(SHOWN);
    await demo.hover();
    await page.waitForSelector('[data-demo="LicenseCheck"] [data-island][data-hydrated="true"]');
    await demo.getByRole('button').click();
    await expect.poll(() => demo.textContent()).toBe(`Key ${KEY}, status Invalid, check 2`);
    expect(problems).toEqual([]);
    await close();
  });

  it('is not downloaded by a page without demos', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/joy-ui/plain`);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(await (await fetch(url)).text()).not.toContain(KEY);
    expect(problems).toEqual([]);
    await close();
  });
});
