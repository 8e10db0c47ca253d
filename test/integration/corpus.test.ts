import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build';
import { findMarkdownFiles } from '../../src/content/load-pages';
import { cleanupTemporaryFolders, fixturesDir, temporaryFolder } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const corpus = path.join(fixturesDir, 'corpus-mui');

describe('the shared real-world corpus', () => {
  it('builds every page without an error, reporting each missing demo at its line', async () => {
    const out = path.join(await temporaryFolder(), 'dist');
    const result = await build({ cwd: corpus, outDir: out });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.pages).toBe(99);

    // The corpus ships no demo sources: every `{{"demo": ...}}` line is reported, with its own file and line.
    const expected: string[] = [];
    for (const file of await findMarkdownFiles(path.join(corpus, 'content'))) {
      const lines = (await readFile(path.join(corpus, 'content', file), 'utf8')).split('\n');
      lines.forEach((line, i) => {
        if (/^\{\{"demo":/.test(line.trim())) expected.push(`content/${file}:${i + 1}`);
      });
    }
    const reported = result.diagnostics
      .filter((d) => d.code === 'markdown/missing-demo')
      .map((d) => `${d.file}:${d.line}`);
    expect(expected.length).toBeGreaterThan(500);
    expect(reported.sort()).toEqual(expected.sort());
  });
});
