import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { strings } from '../../templates/strings';
import { cleanupTemporaryFolders, copyFixture, readText } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

// A build keeps the templates it compiled in the site's cache (directories.cache, by default
// node_modules/.cache/docs-site) and takes them from there while nothing they are made of
// changes. That a changed template is compiled again and shows is tested in scale.test.ts.
describe('the compiled templates in the site cache', () => {
  let root: string;
  let cacheFolder: string;
  const page = () => readText(path.join(root, 'dist/joy-ui/getting-started/index.html'));
  /** An interface string every page shows, whatever words the theme gives it. */
  const shown = strings['appFrame.skipToContent']!;

  beforeAll(async () => {
    root = await copyFixture('basic');
    cacheFolder = path.join(root, 'node_modules/.cache/docs-site/templates-v1');
  });

  it('are taken from the cache while no template changes, and neither read nor written with cache: false', async () => {
    expect((await build({ cwd: root })).ok).toBe(true);
    expect(await page()).toContain(shown);
    const entries = (await readdir(cacheFolder)).filter((name) => name.endsWith('.templates'));
    expect(entries).toHaveLength(1);

    // The entry, doctored: the string changed in its code, its checksum made to match. A build
    // that reads the entry shows the doctored words; one that compiles the templates does not.
    const file = path.join(cacheFolder, entries[0]!);
    const data = await readFile(file);
    const newline = data.indexOf(10);
    const header = JSON.parse(data.subarray(0, newline).toString('utf8')) as { codeBytes: number; sha: string };
    const body = data.subarray(newline + 1);
    const code = body.subarray(0, header.codeBytes).toString('utf8');
    expect(code).toContain(shown);
    const doctoredCode = Buffer.from(code.replaceAll(shown, 'Doctored words'));
    const doctoredBody = Buffer.concat([doctoredCode, body.subarray(header.codeBytes)]);
    const doctoredHeader = { ...header, codeBytes: doctoredCode.byteLength, sha: createHash('sha256').update(doctoredBody).digest('hex') };
    const doctored = Buffer.concat([Buffer.from(`${JSON.stringify(doctoredHeader)}\n`), doctoredBody]);
    await writeFile(file, doctored);

    const uncached = await build({ cwd: root, cache: false });
    expect(uncached.ok).toBe(true);
    expect(await page()).toContain(shown);
    expect(await page()).not.toContain('Doctored words');
    expect(await readFile(file)).toEqual(doctored);

    const cached = await build({ cwd: root });
    expect(cached.ok).toBe(true);
    expect(await page()).toContain('Doctored words');
  });

  it('are compiled again when a file they were made of no longer matches the entry', async () => {
    // Any change to an input voids the entry: here its record of one input is made stale.
    const [entry] = (await readdir(cacheFolder)).filter((name) => name.endsWith('.templates'));
    const file = path.join(cacheFolder, entry!);
    const data = await readFile(file);
    const newline = data.indexOf(10);
    const header = JSON.parse(data.subarray(0, newline).toString('utf8')) as { inputs: [string, string][] };
    expect(header.inputs.length).toBeGreaterThan(0);
    header.inputs[0] = [header.inputs[0]![0], '0'.repeat(64)];
    await writeFile(file, Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), data.subarray(newline + 1)]));

    expect((await build({ cwd: root })).ok).toBe(true);
    expect(await page()).toContain(shown);
    expect(await page()).not.toContain('Doctored words');
  });
});
