import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBatchResolver } from './batch-resolve';

let root: string;

const files: Record<string, string> = {
  'node_modules/dual/package.json': JSON.stringify({ name: 'dual', exports: { '.': { import: './esm.mjs', require: './cjs.cjs' }, './extra': './extra.js' } }),
  'node_modules/dual/esm.mjs': 'export default 1;\n',
  'node_modules/dual/cjs.cjs': 'module.exports = 1;\n',
  'node_modules/dual/extra.js': 'export default 2;\n',
  'node_modules/legacy/package.json': JSON.stringify({ name: 'legacy', main: './lib/index.js' }),
  'node_modules/legacy/lib/index.js': 'module.exports = 1;\n',
  'node_modules/legacy/Button/package.json': JSON.stringify({ main: '../lib/Button.js' }),
  'node_modules/legacy/lib/Button.js': 'module.exports = 2;\n',
  'content/deep/node_modules/local-only/index.js': 'module.exports = 3;\n',
  'node_modules/pure/package.json': JSON.stringify({ name: 'pure', sideEffects: false, main: './index.js' }),
  'node_modules/pure/index.js': 'export default 1;\n',
  'node_modules/pure/Sub/package.json': JSON.stringify({ main: '../lib/Sub.js' }),
  'node_modules/pure/lib/Sub.js': 'export default 2;\n',
  'node_modules/pure/esm/package.json': JSON.stringify({ type: 'module' }),
  'node_modules/pure/esm/x.js': 'export default 3;\n',
  'node_modules/mixed/package.json': JSON.stringify({ name: 'mixed', sideEffects: ['./side.js', '*.css'], main: './index.js' }),
  'node_modules/mixed/index.js': 'export default 1;\n',
  'node_modules/mixed/side.js': 'globalThis.x = 1;\n',
  'node_modules/mixed/styles/a.css': 'a { color: red; }\n',
};

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'batch-resolve-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const settings = { platform: 'node' as const, conditions: [], mainFields: ['main'], nodePaths: [] };

/** What a plugin's `build.resolve` answers, one call each: what the batch must agree with. */
async function resolvedOneByOne(requests: [string, string, 'import-statement' | 'require-call'][], options: typeof settings | { platform: 'browser' } = settings, withSideEffects = false): Promise<string[]> {
  const answers: string[] = [];
  await build({
    stdin: { contents: '', resolveDir: root },
    write: false,
    logLevel: 'silent',
    ...options,
    plugins: [
      {
        name: 'ask',
        setup(b) {
          b.onStart(async () => {
            for (const [specifier, dir, kind] of requests) {
              const result = await b.resolve(specifier, { resolveDir: dir, kind });
              answers.push(result.errors.length > 0 ? 'error' : withSideEffects ? `${result.path} ${result.sideEffects}` : result.path);
            }
          });
        },
      },
    ],
  });
  return answers;
}

describe('createBatchResolver', () => {
  it('resolves many imports in one run as build.resolve does one at a time, by kind and folder', async () => {
    const resolve = createBatchResolver(settings);
    const deep = path.join(root, 'content', 'deep');
    const requests: [string, string, 'import-statement' | 'require-call'][] = [
      ['dual', root, 'import-statement'],
      ['dual', root, 'require-call'],
      ['dual/extra', root, 'import-statement'],
      ['legacy', root, 'import-statement'],
      ['legacy/Button', root, 'import-statement'],
      ['local-only', deep, 'import-statement'],
      ['local-only', root, 'import-statement'],
      ['fs', root, 'import-statement'],
    ];
    const answers = await Promise.all(requests.map(([specifier, dir, kind]) => resolve(specifier, dir, kind)));
    expect(answers.map((answer) => (answer.errors.length > 0 ? 'error' : answer.path))).toEqual(await resolvedOneByOne(requests));
    expect(answers.map((answer) => (answer.errors.length > 0 ? 'error' : answer.external ? `external ${answer.path}` : path.relative(root, answer.path)))).toEqual([
      'node_modules/dual/esm.mjs',
      'node_modules/dual/cjs.cjs',
      'node_modules/dual/extra.js',
      'node_modules/legacy/lib/index.js',
      'node_modules/legacy/lib/Button.js',
      'content/deep/node_modules/local-only/index.js',
      'error',
      'external fs',
    ]);
  });

  it('answers an import that does not resolve with its error, and resolves the others of its batch', async () => {
    const resolve = createBatchResolver(settings);
    const [missing, found, alsoMissing] = await Promise.all([resolve('not-installed', root, 'import-statement'), resolve('legacy', root, 'import-statement'), resolve('dual/nowhere', root, 'import-statement')]);
    expect(missing?.errors[0]?.text).toBe('Could not resolve "not-installed"');
    expect(alsoMissing?.errors.length).toBeGreaterThan(0);
    expect(found?.path).toBe(path.join(root, 'node_modules/legacy/lib/index.js'));
  });

  it("says what build.resolve says of a file's side effects: its nearest package.json's sideEffects", async () => {
    const browser = { platform: 'browser' as const };
    const resolve = createBatchResolver(browser);
    const requests: [string, string, 'import-statement'][] = ['pure', 'pure/Sub', 'pure/esm/x.js', 'mixed', 'mixed/side.js', 'mixed/styles/a.css', 'legacy'].map((specifier) => [specifier, root, 'import-statement']);
    const answers = await Promise.all(requests.map(([specifier, dir, kind]) => resolve(specifier, dir, kind)));
    const seen = answers.map((answer) => `${answer.path} ${answer.sideEffects ?? true}`);
    expect(seen).toEqual(await resolvedOneByOne(requests, browser, true));
    // The fixture has both kinds, so the comparison says something.
    expect(answers.map((answer) => answer.sideEffects ?? true)).toEqual([false, false, true, false, true, true, true]);
  });

  it('asks esbuild once for an import asked for twice', async () => {
    const resolve = createBatchResolver(settings);
    const first = resolve('legacy', root, 'import-statement');
    expect(resolve('legacy', root, 'import-statement')).toBe(first);
    expect((await first).path).toBe(path.join(root, 'node_modules/legacy/lib/index.js'));
  });
});
