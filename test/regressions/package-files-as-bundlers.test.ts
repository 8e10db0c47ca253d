// Issue 46, cause 4: a package whose ES modules import their own files as bundlers allow, and
// not as Node does (`@mui/x-charts@6`: `import ... from './constants'`, no extension;
// `@mui/internal-core-docs`: a JSON file imported with no `with { type: 'json' }`), worked in
// the site's bundler and failed in docs-site's server render. A demo that works in the site's
// bundler works here: it renders on the server, and hydrates from the browser bundle.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('demo-failures');
  await writeFiles(root, {
    'node_modules/bundler-style/package.json': JSON.stringify({ name: 'bundler-style', version: '6.0.0', type: 'module', main: 'index.js' }),
    'node_modules/bundler-style/index.js': "export { default as Gauge } from './Gauge';\n",
    'node_modules/bundler-style/Gauge/index.js': [
      "import * as React from 'react';",
      "import { LABEL } from '../constants';",
      "import strings from '../strings.json';",
      '',
      'export default function Gauge({ value }) {',
      '  return React.createElement("p", null, `${LABEL} ${value} ${strings.unit}`);',
      '}',
      '',
    ].join('\n'),
    'node_modules/bundler-style/constants.js': "export const LABEL = 'Gauge at';\n",
    'node_modules/bundler-style/strings.json': '{ "unit": "percent" }\n',
    'content/joy-ui/GaugeDemo.tsx': "import { Gauge } from 'bundler-style';\n\nexport default function GaugeDemo() { return <Gauge value={42} />; }\n",
    'content/joy-ui/more-demos.md': '---\ntitle: More demos\ndescription: A package written for bundlers.\n---\n\n# More demos\n\n{{"demo": "GaugeDemo.tsx"}}\n',
  });
  // The fixture's page of broken demos, replaced: the site builds with the default checks.
  await writeFiles(root, { 'content/joy-ui/demos.md': '---\ntitle: Demos\ndescription: A good demo.\n---\n\n# Demos\n\n{{"demo": "GoodButton.js"}}\n' });
  result = await build({ cwd: root });
}, 240_000);

describe('a package written for bundlers', () => {
  it("renders its demo on the server: the package's files without extensions and its JSON load, with the default checks", async () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.file === 'content/joy-ui/GaugeDemo.tsx' || d.file === 'content/joy-ui/more-demos.md')).toEqual([]);
    const html = await readFile(path.join(root, 'dist', 'joy-ui', 'more-demos', 'index.html'), 'utf8');
    expect(html).toContain('<p>Gauge at 42 percent</p>');
  });
});
