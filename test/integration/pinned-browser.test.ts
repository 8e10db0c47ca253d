import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { pinnedChromium } from '../helpers/chromium';

// Every machine runs the browser tests in the same Chromium: the one the lockfile pins (the
// @sparticuz/chromium dev dependency), whatever browser the machine has installed.
describe('the browser the tests drive', () => {
  it('is the Chromium of the pinned package, unpacked under node_modules/.cache, and survives its contexts closing', async () => {
    const binary = await pinnedChromium();
    expect(binary.split(path.sep).join('/')).toMatch(/\/node_modules\/\.cache\/docs-site-chromium\/[\d.]+-\d+\/chromium$/);
    const packageJson = path.join(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'package.json');
    const { version } = JSON.parse(await readFile(packageJson, 'utf8')) as { version: string };
    const browser = await launchBrowser();
    try {
      // The package's major version is Chromium's.
      expect(browser.version().split('.')[0]).toBe(version.split('.')[0]);
      // Not the Lambda flags (--single-process): a browser that outlives its contexts.
      for (let round = 0; round < 3; round += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.setContent('<p>ready</p>');
        expect(await page.textContent('p')).toBe('ready');
        await context.close();
      }
      expect(browser.isConnected()).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
