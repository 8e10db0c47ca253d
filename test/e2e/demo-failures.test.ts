import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { startStaticServer, type StaticServer } from '../../src/node/serve/static-server';
import { launchBrowser, openPage } from '../helpers/browser';
import { cleanupTemporaryFolders, fixturesDir, readText, temporaryFolder } from '../helpers/fixture';

/**
 * A site whose demos fail in every way a demo can (a package not installed, a name its package
 * does not export, a throw while rendering, a syntax error) beside good ones: the build reports
 * every failure at the page line that embeds it and still renders and checks the rest.
 */
const root = path.join(fixturesDir, 'demo-failures');

const EXPECTED = [
  'error demos/missing-package\n' +
    '  The package @example/not-installed-sparkles is not installed; a demo imports it: content/joy-ui/MissingPackage.js\n' +
    "  hint: npm install @example/not-installed-sparkles in the site's folder, or point @example/not-installed-sparkles at a module with the config's `alias`",
  'error demos/import content/joy-ui/demos.md:14:1\n' +
    '  The demo MissingPackage.js failed to import (content/joy-ui/MissingPackage.js): the package @example/not-installed-sparkles is not installed\n' +
    "  hint: add it to the site's dependencies (npm install @example/not-installed-sparkles), or point it at a module with the config's `alias`",
  'error demos/import content/joy-ui/demos.md:18:1\n' +
    '  The demo MissingExport.js failed to import (content/joy-ui/MissingExport.js): @mui/material has no export named Unstable_NoSuchThing\n' +
    '  hint: the installed version of the package does not export it: import what replaced it, or install the version the demo was written for',
  "error demos/render content/joy-ui/demos.md:22:1\n  The demo ThrowsOnRender.js failed to render (content/joy-ui/ThrowsOnRender.js:4:21): Cannot read properties of undefined (reading 'map')",
  'error demos/compile content/joy-ui/demos.md:26:1\n  The demo SyntaxError.js failed to compile (content/joy-ui/SyntaxError.js:4:1): Unexpected end of file before a closing "div" tag',
  'error demos/import content/joy-ui/more-demos.md:8:1\n' +
    '  The demo MissingPackage.js failed to import (content/joy-ui/MissingPackage.js): the package @example/not-installed-sparkles is not installed\n' +
    "  hint: add it to the site's dependencies (npm install @example/not-installed-sparkles), or point it at a module with the config's `alias`",
];

afterAll(cleanupTemporaryFolders);

describe('demos that fail', () => {
  it('are each an error at the line of every page that embeds them, in one run, and nothing is written', async () => {
    const outDir = path.join(await temporaryFolder(), 'dist');
    const result = await build({ cwd: root, outDir, cache: false });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(EXPECTED);
    expect(existsSync(outDir)).toBe(false);
  });
});

describe('with checks.demos warn (--demos warn)', () => {
  let browser: Browser;
  let server: StaticServer;
  let result: BuildResult;
  let outDir: string;

  beforeAll(async () => {
    outDir = path.join(await temporaryFolder(), 'dist');
    [browser, result] = await Promise.all([launchBrowser(), build({ cwd: root, outDir, cache: false, demos: 'warn' })]);
    server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('builds, with the same failures as warnings', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(EXPECTED.map((text) => text.replace(/^error/, 'warning')));
  });

  it('shows a placeholder naming each broken demo, and the good demos work in the browser', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/joy-ui/demos`, { viewport: { width: 1280, height: 900 } });
    const placeholders = page.locator('.MuiDemo-missing');
    expect(await placeholders.allTextContents()).toEqual([
      'The demo MissingPackage.js is not available: the package @example/not-installed-sparkles is not installed',
      'The demo MissingExport.js is not available: @mui/material has no export named Unstable_NoSuchThing',
      "The demo ThrowsOnRender.js is not available: Cannot read properties of undefined (reading 'map')",
      'The demo SyntaxError.js is not available: Unexpected end of file before a closing "div" tag',
    ]);
    const counter = page.locator('[data-demo="GoodCounter"] [data-island]');
    await counter.hover();
    await page.waitForSelector('[data-demo="GoodCounter"] [data-island][data-hydrated="true"]');
    await counter.getByRole('button').click();
    await expect.poll(() => counter.getByText('Clicked 1 times').count()).toBe(1);
    await page.locator('[data-demo="GoodButton"] [data-island]').hover();
    await page.waitForSelector('[data-demo="GoodButton"] [data-island][data-hydrated="true"]');
    expect(problems).toEqual([]);
    await close();
  });

  it('hydrates a demo whose server HTML is empty as soon as it is in view, without any pointer movement', async () => {
    const { page, problems, close } = await openPage(browser, `${server.url}/joy-ui/demos`, { viewport: { width: 1280, height: 900 } });
    const measuring = page.locator('[data-demo="MeasuresFirst"] [data-island]');
    expect(await measuring.textContent()).toBe('');
    await measuring.scrollIntoViewIfNeeded();
    await expect.poll(() => measuring.textContent()).toBe('Drawn after measuring');
    // The demos the server drew whole still wait for the reader.
    expect(await page.locator('[data-demo="GoodButton"] [data-island][data-hydrated]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('hydrates a demo whose server HTML is not what it shows once it runs as soon as it is in view; those that keep it wait for the reader', async () => {
    // The build watched each demo come to life in an emulated browser: SizesItself changed its
    // markup once it could measure itself; GoodCounter and GoodButton kept the server's.
    const html = await readText(path.join(outDir, 'joy-ui/demos/index.html'));
    const loadOf = (demo: string) => new RegExp(`data-demo="${demo}"[\\s\\S]*?"load":"(\\w+)"`).exec(html)?.[1];
    expect({ SizesItself: loadOf('SizesItself'), GoodCounter: loadOf('GoodCounter'), GoodButton: loadOf('GoodButton') }).toEqual({
      SizesItself: 'visible',
      GoodCounter: 'interaction',
      GoodButton: 'interaction',
    });
    const { page, problems, close } = await openPage(browser, `${server.url}/joy-ui/demos`, { viewport: { width: 1280, height: 900 } });
    const sizing = page.locator('[data-demo="SizesItself"] [data-island]');
    expect(await sizing.textContent()).toBe('Measuring the space…');
    await sizing.scrollIntoViewIfNeeded();
    await expect.poll(() => sizing.textContent()).toMatch(/^Laid out in \d+ columns$/);
    expect(await page.locator('[data-demo="GoodCounter"] [data-island][data-hydrated]').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
