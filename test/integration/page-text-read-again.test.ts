import { readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, snapshotTree } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

// A build keeps no page's text once the site is loaded: it reads each page again where it
// renders it (src/node/build.ts, `loadForBuild`). What it renders must be what it loaded.
describe('a page read again where it is rendered', () => {
  it('builds the same output as the text it loaded', async () => {
    const root = await copyFixture('basic');
    const first = await build({ cwd: root, cache: false, workers: 0 });
    expect(first.ok).toBe(true);
    const html = await readFile(path.join(root, 'dist', 'joy-ui', 'react-button', 'index.html'), 'utf8');
    expect(html).toContain('Buttons let users take actions.');
  });

  it('is an error naming the file when the file changed after the build read it, and the previous output stays', async () => {
    const root = await copyFixture('basic');
    expect((await build({ cwd: root, cache: false, workers: 0 })).ok).toBe(true);
    const before = await snapshotTree(path.join(root, 'dist'));
    const file = path.join(root, 'content', 'joy-ui', 'react-button.md');
    const text = readFileSync(file, 'utf8');
    let edited = false;
    const result = await build({
      cwd: root,
      cache: false,
      workers: 0,
      // The pages are read and routed by then; none is rendered before the browser code is bundled.
      onStep: ({ step }) => {
        if (edited || step !== 'bundling the browser code') return;
        edited = true;
        writeFileSync(file, text.replace('Buttons let users', 'Knobs let users'));
      },
    });
    expect(edited).toBe(true);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({ code: 'content/changed-during-build', severity: 'error', file: 'content/joy-ui/react-button.md' }),
    ]);
    expect(await snapshotTree(path.join(root, 'dist'))).toEqual(before);
  });
});
