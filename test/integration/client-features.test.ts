import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** Builds the sponsored fixture with `edit` applied to its config; the always-on script it writes. */
async function alwaysOnScript(edit: (config: string) => string): Promise<string> {
  const root = await copyFixture('ads-analytics');
  const configFile = path.join(root, 'docs-site.config.ts');
  await writeFile(configFile, edit(await readFile(configFile, 'utf8')));
  const result = await build({ cwd: root, cache: false });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const main = (await readdir(path.join(root, 'dist/assets'))).find((file) => /^main-[A-Z0-9]{8}\.js$/.test(file));
  return readFile(path.join(root, 'dist/assets', main!), 'utf8');
}

const withoutAds = (config: string) => config.replace(/\n  ads: \{[\s\S]*?\n  \},/, '');
const withoutAnalytics = (config: string) => config.replace(/\n  analytics: .*,/, '');

describe('the always-on script', () => {
  it('carries the ad slot and analytics code only for a site that configures them', async () => {
    const [both, adsOnly, analyticsOnly, neither] = await Promise.all([
      alwaysOnScript((config) => config),
      alwaysOnScript(withoutAnalytics),
      alwaysOnScript(withoutAds),
      alwaysOnScript((config) => withoutAds(withoutAnalytics(config))),
    ]);
    // An attribute the ad slot widget reads, and the event the analytics widget sends.
    const ads = (code: string) => code.includes('data-ad-slot');
    const analytics = (code: string) => code.includes('page_view');
    expect([ads(both), analytics(both)]).toEqual([true, true]);
    expect([ads(adsOnly), analytics(adsOnly)]).toEqual([true, false]);
    expect([ads(analyticsOnly), analytics(analyticsOnly)]).toEqual([false, true]);
    expect([ads(neither), analytics(neither)]).toEqual([false, false]);
    // The other widgets are there in every case.
    for (const code of [both, neither]) expect(code).toContain('data-color-mode-value');
    expect(gzipSync(neither).length).toBeLessThan(gzipSync(both).length);
  });
});
