import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

// Upstream embeds some demos by a path relative to the page (`{{"demo": "../usage/ButtonUsage.js"}}`):
// the demo is found there, inside the content folder, and never outside it.

let root: string;
let result: BuildResult;

beforeAll(async () => {
  root = await copyFixture('site-packages');
  await writeFiles(root, {
    'node_modules/clsx/package.json': JSON.stringify({ name: 'clsx', version: '9.9.9', type: 'module', exports: { '.': './index.js' } }),
    'node_modules/clsx/index.js': "export default function clsx(...names) { return names.join(' '); }\n",
    'content/joy-ui/usage/ButtonUsage.js': "export default function ButtonUsage() {\n  return <button type=\"button\">Used from a sibling folder</button>;\n}\n",
    'content/joy-ui/guide/relative.md': [
      '---',
      'title: Relative demos',
      'description: Demos embedded by a path relative to the page.',
      '---',
      '',
      '# Relative demos',
      '',
      '{{"demo": "../usage/ButtonUsage.js"}}',
      '',
      '{{"demo": "../../../../outside/Secret.js"}}',
      '',
    ].join('\n'),
    'outside/Secret.js': 'export default function Secret() { return <p>never read</p>; }\n',
    'nav/joy-ui.json': JSON.stringify([
      { pathname: '/joy-ui/packages', title: 'Packages' },
      { pathname: '/joy-ui/commonjs', title: 'CommonJS packages' },
      { pathname: '/joy-ui/guide/relative', title: 'Relative demos' },
    ]),
  });
  result = await build({ cwd: root, cache: false, demos: 'warn' });
}, 120_000);
afterAll(cleanupTemporaryFolders);

describe('a demo embedded by a path relative to its page', () => {
  it('is found in a sibling folder of the content and rendered', async () => {
    const html = await readText(path.join(root, 'dist', 'joy-ui/guide/relative/index.html'));
    expect(html).toContain('Used from a sibling folder');
    expect(html).toContain('data-demo="ButtonUsage"');
  });

  it('is never looked for outside the content folder: that one is missing, named at its line', () => {
    // (The fixture's other pages need packages this test does not install: their warnings are theirs.)
    const here = result.diagnostics.filter((d) => d.file?.startsWith('content/joy-ui/guide/') || d.file?.startsWith('content/joy-ui/usage/') || d.message.includes('Secret'));
    expect(here.map((d) => [d.severity, d.file, d.line, d.message])).toEqual([
      ['warning', 'content/joy-ui/guide/relative.md', 10, 'Demo "../../../../outside/Secret.js" not found: expected ../../../../outside/Secret.tsx or ../../../../outside/Secret.js beside this page'],
    ]);
  });
});
