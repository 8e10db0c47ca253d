import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

// A site whose node_modules has a React of its own (a stand-in here, as React 18 comes with
// Material UI v5's peers): its packages' own imports of React get docs-site's, whether they are
// CommonJS (require, redirected in each thread) or ES modules (import, redirected by the resolve
// hook a thread registers once a module it imports can reach one; src/node/util/shared-packages.ts).

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('site-packages');
  await writeFiles(root, {
    'node_modules/react/package.json': JSON.stringify({ name: 'react', version: '0.0.0-site', main: 'index.js' }),
    'node_modules/react/index.js': "module.exports = { version: '0.0.0-site' };\n",
    'node_modules/esm-widget/package.json': JSON.stringify({ name: 'esm-widget', version: '1.0.0', type: 'module', exports: { '.': './index.js' } }),
    'node_modules/esm-widget/index.js': "import * as React from 'react';\nexport const seen = React.version;\n",
    'node_modules/cjs-widget/package.json': JSON.stringify({ name: 'cjs-widget', version: '1.0.0', main: 'index.js' }),
    'node_modules/cjs-widget/index.js': "exports.seen = require('react').version;\n",
    'content/joy-ui/WhichReact.js': [
      "import { seen as esm } from 'esm-widget';",
      "import { seen as cjs } from 'cjs-widget';",
      '',
      'export default function WhichReact() {',
      '  return <p>ES module sees React {esm}; CommonJS sees React {cjs}</p>;',
      '}',
      '',
    ].join('\n'),
    'content/joy-ui/which-react.md': '---\ntitle: Which React\ndescription: The React a package of the site gets.\n---\n\n# Which React\n\n{{"demo": "WhichReact.js"}}\n',
    'nav/joy-ui.json': JSON.stringify([{ pathname: '/joy-ui/which-react', title: 'Which React' }]),
  });
  result = await build({ cwd: root, cache: false, demos: 'warn', links: 'off' });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe("a site's own copy of React", () => {
  it('is used by none of its packages: ES modules and CommonJS alike get docs-site\'s', async () => {
    const html = await readText(path.join(root, 'dist', 'joy-ui/which-react/index.html'));
    const { version } = (await import('react')) as { version: string };
    expect(html).toContain(`ES module sees React <!-- -->${version}<!-- -->; CommonJS sees React <!-- -->${version}`);
    expect(html).not.toContain('0.0.0-site');
    expect(result.diagnostics.filter((d) => d.file === 'content/joy-ui/which-react.md' || d.file === 'content/joy-ui/WhichReact.js')).toEqual([]);
  });
});
