import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { closedAfterEachTest, getFromDev, startDev, withoutClientTag } from '../helpers/dev';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, temporaryFolder } from '../helpers/fixture';

const running = closedAfterEachTest();
afterAll(cleanupTemporaryFolders);

const get = getFromDev;
/** A page as dev serves it, without its live-reload script: what a build writes. */

describe('dev: the routes of every language, as a build resolves them', () => {
  it('serves translated and fallback pages, and an English edit reaches its fallback pages', async () => {
    const root = await copyFixture('languages');
    // dev registers no service worker: compared with a build that has none.
    await extendConfig(root, 'serviceWorker: false,');
    const dev = await startDev(root);
    running.push(dev);
    for (const url of ['/zh/joy-ui/getting-started', '/zh/joy-ui/react-button', '/ar/joy-ui/react-button', '/blog/news']) expect((await get(dev, url)).status).toBe(200);
    expect((await get(dev, '/zh/blog/news')).status).toBe(404);
    expect((await get(dev, '/ar/joy-ui/react-button')).text).toContain('<html lang="ar" dir="rtl">');

    const update = dev.next('update');
    const file = path.join(root, 'content', 'joy-ui', 'react-button.md');
    await writeFile(file, (await readText(file)).replace('## Basics', '## Basics\n\nEdited in English.'));
    const { report } = await update;
    expect(report.reload.urls).toEqual(['/ar/joy-ui/react-button', '/joy-ui/react-button', '/zh/joy-ui/react-button']);
    expect(report.rendered).toEqual(['/joy-ui/react-button']);
    expect((await get(dev, '/ar/joy-ui/react-button')).text).toContain('Edited in English.');

    // A translation file changed: every page shows the new string.
    const strings = dev.next('update');
    const zhFile = path.join(root, 'translations', 'translations-zh.json');
    await writeFile(zhFile, (await readText(zhFile)).replace('"toc": "目录"', '"toc": "本页目录"'));
    expect((await strings).report.kinds).toEqual(['translations']);
    expect((await get(dev, '/zh/joy-ui/react-button')).text).toMatch(/id="toc-heading"[^>]*>本页目录</);

    // Byte for byte what a build writes, but for the live-reload script.
    const outDir = path.join(await temporaryFolder('docs-site-dev-languages-'), 'dist');
    const built = await build({ cwd: root, outDir, cache: false });
    expect(built.ok).toBe(true);
    for (const [url, file] of [
      ['/zh/joy-ui/react-button', 'zh/joy-ui/react-button/index.html'],
      ['/zh/joy-ui/getting-started', 'zh/joy-ui/getting-started/index.html'],
      ['/zh/search', 'zh/search/index.html'],
    ] as const) {
      const served = withoutClientTag((await get(dev, url)).text);
      expect(served).toBe(await readText(path.join(outDir, file)));
    }
    // A miss under a prefix: that language's 404 page, as `serve` answers it; elsewhere the English one.
    const missed = await get(dev, '/zh/nowhere');
    expect(missed.status).toBe(404);
    expect(withoutClientTag(missed.text)).toBe(await readText(path.join(outDir, 'zh/404.html')));
    const arabic = await get(dev, '/ar/joy-ui/nowhere');
    expect([arabic.status, withoutClientTag(arabic.text)]).toEqual([404, await readText(path.join(outDir, 'ar/404.html'))]);
    expect(withoutClientTag((await get(dev, '/nowhere')).text)).toBe(await readText(path.join(outDir, '404.html')));
  });
});
