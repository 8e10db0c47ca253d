import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { closedAfterEachTest, getFromDev, startDev } from '../helpers/dev';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, writeFiles } from '../helpers/fixture';

const running = closedAfterEachTest();
afterAll(cleanupTemporaryFolders);

const get = getFromDev;
const CHIP = '{ "name": "Chip", "props": { "label": { "type": { "name": "node" } } }, "imports": ["import Chip from \'@acme/ui/Chip\';"] }\n';

describe('docs-site dev: API pages', () => {
  it('serves them, follows their metadata as it changes, and keeps the last good page while a file is broken', async () => {
    const root = await copyFixture('api-site');
    const dev = await startDev(root);
    running.push(dev);
    expect((await get(dev, '/acme/api/button-base')).text).toContain('If <code>true</code>, the ripple effect is disabled.');

    // An edited description: that page changes.
    let update = dev.next('update');
    await writeFile(path.join(root, 'api-descriptions/acme/button-base.json'), '{ "propDescriptions": { "disableRipple": { "description": "Turns the <em>ripple</em> off." } } }');
    expect((await update).report).toMatchObject({ kinds: ['api'], reload: { urls: ['/acme/api/button-base'] } });
    expect((await get(dev, '/acme/api/button-base')).text).toContain('Turns the <em>ripple</em> off.');

    // A new component: its page, and its entry in the Component API section of the others.
    update = dev.next('update');
    await writeFile(path.join(root, 'api/acme/chip.json'), CHIP);
    await update;
    expect((await get(dev, '/acme/api/chip')).text).toContain('>Chip API</h1>');
    expect((await get(dev, '/acme/api/button')).text).toContain('href="/acme/api/chip"');

    // Broken metadata: reported with its JSON path; the last good page stays.
    update = dev.next('update');
    await writeFile(path.join(root, 'api/acme/chip.json'), CHIP.replace('{ "name": "node" }', '"node"'));
    const broken = await update;
    expect(broken.diagnostics.map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`)).toContain(
      'api/invalid-metadata api/acme/chip.json:1 props.label.type: expected an object, received "node"',
    );
    expect((await get(dev, '/acme/api/chip')).status).toBe(200);

    // Fixed, the page follows, and a build of the same files agrees.
    update = dev.next('update');
    await writeFile(path.join(root, 'api/acme/chip.json'), CHIP.replace('{ "name": "node" }', '{ "name": "string" }'));
    await update;
    expect((await get(dev, '/acme/api/chip')).text).toContain('<code>string</code>');
    const built = await build({ cwd: root, outDir: path.join(root, 'out') });
    expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await readText(path.join(root, 'out/acme/api/chip/index.html'))).toContain('<code>string</code>');
  });

  it('serves the page of a translation of the descriptions beside the English one, and follows it as it changes', async () => {
    const root = await copyFixture('api-site');
    await extendConfig(root, "languages: [{ code: 'en', label: 'English' }, { code: 'zh', label: '中文' }],");
    await writeFiles(root, { 'api-descriptions/acme/button-base-zh.json': '{ "propDescriptions": { "disableRipple": { "description": "关闭涟漪效果。" } } }' });
    const dev = await startDev(root);
    running.push(dev);
    expect((await get(dev, '/zh/acme/api/button-base')).text).toContain('关闭涟漪效果。');

    // The translation edited: the Chinese page follows, the English one is still there and English.
    const update = dev.next('update');
    await writeFile(path.join(root, 'api-descriptions/acme/button-base-zh.json'), '{ "propDescriptions": { "disableRipple": { "description": "不显示涟漪。" } } }');
    expect((await update).report).toMatchObject({ kinds: ['api'] });
    expect((await get(dev, '/zh/acme/api/button-base')).text).toContain('不显示涟漪。');
    expect((await get(dev, '/acme/api/button-base')).text).toContain('If <code>true</code>, the ripple effect is disabled.');
    // A component without a translation: the English text under /zh/, with the notice.
    expect((await get(dev, '/zh/acme/api/button')).text).toContain('data-fallback-notice');
  });
});
