import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { formatDiagnostic } from '../../src/node/diagnostics/diagnostic';
import { closedAfterEachTest, getFromDev, startDev } from '../helpers/dev';
import { cleanupTemporaryFolders, copyFixture, fixturesDir, readText, writeFiles } from '../helpers/fixture';

const running = closedAfterEachTest();

const BASE_PAGE = readFileSync(path.join(fixturesDir, 'api-tabs/content/acme/react-button-base.md'), 'utf8');
const BUTTON_PAGE = readFileSync(path.join(fixturesDir, 'api-tabs/content/acme/react-button.md'), 'utf8');

let root: string;
let first: BuildResult;
const page = (route: string) => readText(path.join(root, 'dist', route, 'index.html'));
/** The page's tabs, as `<label> <href> [current]`. */
const tabsOf = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*data-page-tab="[^"]+"([^>]*)>([^<]+)<\/a>/g)].map(([, href, rest, label]) => `${label} ${href}${rest!.includes('aria-current="page"') ? ' current' : ''}`);

beforeAll(async () => {
  root = await copyFixture('api-tabs');
  first = await build({ cwd: root });
});
afterAll(cleanupTemporaryFolders);

describe('API tabs (api.tabs)', () => {
  it('give a page listing components and hooks the tabs Demos, Component API and Hook API, where upstream marks them', async () => {
    expect(first.diagnostics.map(formatDiagnostic)).toEqual([]);
    const html = await page('acme/react-button');
    expect(tabsOf(html)).toEqual(['Demos /acme/react-button current', 'Component API /acme/react-button/components-api', 'Hook API /acme/react-button/hooks-api']);
    // At the marker: after the description, before the first section; and no "API" section at the end.
    expect(html.indexOf('data-page-tab=')).toBeGreaterThan(html.indexOf('Buttons let users take actions.</p>'));
    expect(html.indexOf('data-page-tab=')).toBeLessThan(html.indexOf('id="introduction"'));
    expect(html).not.toContain('id="api"');
    expect(html).not.toContain('ComponentPageTabs');
  });

  it("show each listed API on the tab's page, with upstream's anchors, under the page's header", async () => {
    const components = await page('acme/react-button/components-api');
    expect(tabsOf(components)).toEqual(['Demos /acme/react-button', 'Component API /acme/react-button/components-api current', 'Hook API /acme/react-button/hooks-api']);
    expect(components).toContain('>Button</h1>');
    expect(components).toContain('Buttons let users take actions.</p>');
    expect(components).not.toContain('id="introduction"');
    for (const id of ['button', 'button-import', 'button-props', 'button-prop-color', 'button-slots', 'button-classes']) expect(components, id).toContain(`id="${id}"`);
    expect(components).toMatch(/<h2 id="button">Button API/);
    // In the drawer, the page whose tab it is is the current one.
    expect(components).toMatch(/href="\/acme\/react-button"[^>]*aria-current="page"/);
    // Notes under the props lead to the sections of this API on the page.
    expect(components).toContain('href="#button-slots"');
    const hooks = await page('acme/react-button/hooks-api');
    for (const id of ['use-button', 'use-button-parameters', 'use-button-parameter-disabled', 'use-button-return-value', 'use-button-return-value-active']) expect(hooks, id).toContain(`id="${id}"`);
    expect(hooks).toContain('If <code>true</code>, the button is disabled.');
  });

  it('go before the first section of a page without the marker, with only the tabs it has', async () => {
    const html = await page('acme/react-button-base');
    expect(tabsOf(html)).toEqual(['Demos /acme/react-button-base current', 'Component API /acme/react-button-base/components-api']);
    expect(html.indexOf('data-page-tab=')).toBeLessThan(html.indexOf('id="usage"'));
    expect(await page('acme/react-button-base/components-api')).toContain('id="button-base-props"');
  });

  it('lead to the same language: a fallback page\'s tabs keep its prefix', async () => {
    const html = await page('zh/acme/react-button/components-api');
    expect(tabsOf(html)).toEqual(['Demos /zh/acme/react-button', 'Component API /zh/acme/react-button/components-api current', 'Hook API /zh/acme/react-button/hooks-api']);
    expect(html).toContain('id="button-prop-color"');
  });

  it('report a listed name with no API metadata at its frontmatter line, and check links to the tabs\' anchors', async () => {
    await writeFiles(root, {
      'content/acme/react-button-base.md': BASE_PAGE.replace('components: ButtonBase', 'components: ButtonBase, Buton').replace('Text.', 'See [a prop](/acme/react-button/components-api#button-prop-size).'),
    });
    const broken = await build({ cwd: root });
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'api/unknown-component content/acme/react-button-base.md:5 components lists Buton, but Acme UI has no API metadata for it (api/acme/buton.json)',
      'links/missing-anchor content/acme/react-button-base.md:14 Broken link to /acme/react-button/components-api#button-prop-size: /acme/react-button/components-api has no element with id "button-prop-size"',
    ]);
  });

  it('follow their page and its metadata in dev', async () => {
    const site = await copyFixture('api-tabs');
    const dev = await startDev(site);
    running.push(dev);
    expect((await getFromDev(dev, '/acme/react-button/components-api')).text).toContain('id="button-prop-color"');
    // The page's header changes, and it stops listing its hook: its tabs follow.
    let update = dev.next('update');
    await writeFile(path.join(site, 'content/acme/react-button.md'), BUTTON_PAGE.replace('hooks: useButton\n', '').replace('Buttons let users take actions.</p>', 'Buttons act.</p>'));
    await update;
    const components = (await getFromDev(dev, '/acme/react-button/components-api')).text;
    expect(components).toContain('Buttons act.</p>');
    expect(tabsOf(components)).toEqual(['Demos /acme/react-button', 'Component API /acme/react-button/components-api current']);
    expect((await getFromDev(dev, '/acme/react-button/hooks-api')).status).toBe(404);
    // A description changes: the tab shows it.
    update = dev.next('update');
    await writeFile(path.join(site, 'api-descriptions/acme/button.json'), JSON.stringify({ componentDescription: 'Buttons.', propDescriptions: { color: { description: 'The hue.' } } }));
    await update;
    expect((await getFromDev(dev, '/acme/react-button/components-api')).text).toContain('The hue.');
  });
});
