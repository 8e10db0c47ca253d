import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

// A demo whose imports reach a package written for Node (it requires `fs`) renders on the
// server but cannot be bundled for the browser. The build names that demo, at its page's line,
// with the chain of imports to the package esbuild could not take, reports every other problem
// of the run beside it, and the other demos still get their browser code.

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('site-packages');
  await writeFiles(root, {
    'node_modules/clsx/package.json': JSON.stringify({ name: 'clsx', version: '9.9.9', type: 'module', exports: { '.': './index.js' } }),
    'node_modules/clsx/index.js': "export default function clsx(...names) { return names.join(' '); }\n",
    'node_modules/docs-helpers/package.json': JSON.stringify({ name: 'docs-helpers', version: '1.0.0', main: 'index.js' }),
    'node_modules/docs-helpers/index.js': "'use strict';\nexports.fileSize = require('reads-files').size;\n",
    'node_modules/reads-files/package.json': JSON.stringify({ name: 'reads-files', version: '1.0.0', main: 'index.js' }),
    'node_modules/reads-files/index.js': "'use strict';\nconst fs = require('fs');\nexports.size = (file) => fs.statSync(file).size;\n",
    'content/joy-ui/NodeOnly.js': [
      "import { fileSize } from 'docs-helpers';",
      '',
      'export default function NodeOnly() {',
      "  return <p>{typeof fileSize}</p>;",
      '}',
      '',
    ].join('\n'),
    'content/joy-ui/node-only.md': ['---', 'title: Node only', 'description: A demo that reaches a package written for Node.', '---', '', '# Node only', '', 'See [a page that is not there](/joy-ui/nowhere).', '', '{{"demo": "NodeOnly.js"}}', ''].join('\n'),
    'nav/joy-ui.json': JSON.stringify([
      { pathname: '/joy-ui/packages', title: 'Packages' },
      { pathname: '/joy-ui/node-only', title: 'Node only' },
    ]),
  });
  result = await build({ cwd: root, cache: false });
}, 180_000);
afterAll(cleanupTemporaryFolders);

describe('a demo that breaks the browser bundle', () => {
  it('is named at its line with the chain of imports, and every other problem is reported too', () => {
    expect(result.ok).toBe(false);
    const bundle = result.diagnostics.filter((d) => d.code === 'demos/bundle');
    expect(bundle).toHaveLength(1);
    expect(bundle[0]).toMatchObject({ severity: 'error', file: 'content/joy-ui/node-only.md', line: 10 });
    expect(bundle[0]!.message).toContain('The demo NodeOnly.js failed to bundle for the browser');
    expect(bundle[0]!.message).toContain('Could not resolve "fs"');
    expect(bundle[0]!.message).toContain('imported through docs-helpers -> reads-files -> fs');
    expect(bundle[0]!.hint).toContain('nextStandIns');
    // The broken link of the same page, reported in the same run.
    expect(result.diagnostics.some((d) => d.code === 'links/missing-page' && d.file === 'content/joy-ui/node-only.md')).toBe(true);
    // No diagnostic of the whole bundle that names no demo.
    expect(result.diagnostics.some((d) => d.code === 'assets/compile')).toBe(false);
  });

  it('leaves the other demos their browser code (with demo checks as warnings, the site is written)', async () => {
    const warned = await build({ cwd: root, cache: false, demos: 'warn', links: 'warn' });
    expect(warned.ok).toBe(true);
    expect(warned.diagnostics.filter((d) => d.code === 'demos/bundle')).toHaveLength(1);
    const { readdir } = await import('node:fs/promises');
    const assets = await readdir(`${root}/dist/assets`);
    expect(assets.some((name) => name.startsWith('demo-joy-ui-SitePackage-'))).toBe(true);
    expect(assets.some((name) => name.startsWith('demo-joy-ui-NodeOnly-'))).toBe(false);
  });
});
