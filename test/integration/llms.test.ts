import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { merge } from '../../src/node/merge';
import { closedAfterEachTest, getFromDev, startDev } from '../helpers/dev';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText } from '../helpers/fixture';

const running = closedAfterEachTest();
import { bundledSiteFolder } from '../helpers/shared';

afterAll(cleanupTemporaryFolders);

/** The links of an llms.txt: `- [title](url)`. */
const links = (text: string) => [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map((m) => m[1]!);

describe('llms.txt and the markdown twins', () => {
  it('list every indexable English page of the bundled site, each link a twin that exists, by product', async () => {
    const dist = await bundledSiteFolder();
    const llms = await readText(path.join(dist, 'llms.txt'));
    expect(llms).toMatch(/^# MUI\n\n> /);
    for (const product of ['## Material UI', '## Joy UI', '## MUI System']) expect(llms).toContain(`\n${product}\n`);
    const listed = links(llms);
    for (const url of listed) expect(existsSync(path.join(dist, new URL(url).pathname)), url).toBe(true);
    // Every page of the sitemap written in English (no language prefix) has its twin listed, and no other.
    const sitemap = await readText(path.join(dist, 'sitemap.xml'));
    const english = [...sitemap.matchAll(/<loc>https:\/\/mui\.com([^<]*)<\/loc>/g)].map((m) => m[1]!).filter((route) => !/^\/(zh|ar)(\/|$)/.test(route));
    expect(listed.map((url) => new URL(url).pathname.replace(/\.md$/, '').replace(/^\/index$/, '/')).sort()).toEqual(english.map((route) => route || '/').sort());
    // A product's own list, and the whole text in one file.
    expect(links(await readText(path.join(dist, 'material-ui/llms.txt'))).every((url) => url.startsWith('https://mui.com/material-ui/'))).toBe(true);
    const full = await readText(path.join(dist, 'llms-full.txt'));
    expect(full).toContain('<!-- https://mui.com/material-ui/react-button -->\n\n# Button');
    expect(full).toContain('export default function ClickCounter(');
  });

  it("twins the bundled Button page with its demos' code and its components' props, and the Chinese page in Chinese", async () => {
    const dist = await bundledSiteFolder();
    const twin = await readText(path.join(dist, 'material-ui/react-button.md'));
    expect(twin).toMatch(/^# Button\n\nButtons allow users to take actions/);
    expect(twin).toContain('export default function BasicButtons()');
    expect(twin).toContain('### Button\n\n#### Import');
    expect(twin).toMatch(/\n\| variant \| `'contained' \\\| 'outlined' \\\| 'text' \\\| string` \| `'text'` \|/);
    expect(twin).not.toMatch(/^\s*\{\{/m);
    expect(await readText(path.join(dist, 'material-ui/api/button.md'))).toContain('## Props');
    // The Chinese page's twin is its own text, in Chinese, beside the English one.
    const chinese = await readText(path.join(dist, 'zh/material-ui/getting-started/installation.md'));
    expect(chinese).toMatch(/^# 安装\n\n安装 Material UI，世界上最流行的 React UI 框架。\n/);
    expect(chinese).not.toMatch(/^# Installation/m);
    expect(await readText(path.join(dist, 'material-ui/getting-started/installation.md'))).toMatch(/^# Installation\n\nInstall Material UI/);
  });

  it('are not made with `llms: false`, and a merge of shards writes the same lists as a build', async () => {
    const root = await copyFixture('api-tabs');
    const whole = await build({ cwd: root, outDir: 'whole', cache: false });
    expect(whole.ok).toBe(true);
    await build({ cwd: root, outDir: 'shard-1', shard: { index: 1, count: 2 }, cache: false });
    await build({ cwd: root, outDir: 'shard-2', shard: { index: 2, count: 2 }, cache: false });
    expect((await merge({ cwd: root, shards: ['shard-1', 'shard-2'], outDir: 'merged' })).ok).toBe(true);
    for (const file of ['llms.txt', 'llms-full.txt', 'acme/llms.txt', 'acme/react-button.md']) {
      expect(await readText(path.join(root, 'merged', file)), file).toBe(await readText(path.join(root, 'whole', file)));
    }
    await extendConfig(root, 'llms: false,');
    expect((await build({ cwd: root, outDir: 'off', cache: false })).ok).toBe(true);
    expect(existsSync(path.join(root, 'off', 'llms.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'off', 'acme', 'react-button.md'))).toBe(false);
    expect(await readText(path.join(root, 'off', 'acme', 'react-button', 'index.html'))).not.toContain('View as Markdown');
  });

  it('are served by dev as the pages are now', async () => {
    const root = await copyFixture('api-tabs');
    const dev = await startDev(root);
    running.push(dev);
    const twin = await getFromDev(dev, '/acme/react-button.md');
    expect(twin.status).toBe(200);
    expect(twin.text).toMatch(/^# Button\n/);
    expect((await getFromDev(dev, '/llms.txt')).text).toContain('(https://docs.example.com/acme/react-button.md)');
    const update = dev.next('update');
    await writeFile(path.join(root, 'content/acme/react-button.md'), (await readText(path.join(root, 'content/acme/react-button.md'))).replace('## Introduction', '## Getting started'));
    await update;
    expect((await getFromDev(dev, '/acme/react-button.md')).text).toContain('## Getting started');
    expect((await getFromDev(dev, '/acme/no-such-page.md')).status).toBe(404);
  });
});
