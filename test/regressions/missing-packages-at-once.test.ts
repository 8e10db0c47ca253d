// Issue 46, cause 8: following the build's hints ran into one wall after another: a demo that
// imports two packages the site does not have named the first (Node stops there), and a package
// installed with --legacy-peer-deps (as one peering on an older React must be) lacks its peers,
// which showed one build at a time. The build names every package the demos need at once, what
// needs each, and one `npm install` line for all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let result: BuildResult;

beforeAll(async () => {
  const root = await copyFixture('demo-failures');
  await writeFiles(root, {
    // Installed without its peers, as --legacy-peer-deps leaves it; it peers on React 18 as well.
    'node_modules/docs-widgets/package.json': JSON.stringify({
      name: 'docs-widgets',
      version: '1.0.0',
      main: 'index.js',
      peerDependencies: { react: '^18.0.0', '@example/code-editor': '^1.0.0', '@example/optional-thing': '*' },
      peerDependenciesMeta: { '@example/optional-thing': { optional: true } },
    }),
    'node_modules/docs-widgets/index.js': "'use strict';\nexports.Widget = function Widget() { return null; };\n",
    'content/joy-ui/NeedsMuch.tsx': [
      "import { Sparkle } from '@example/first-missing';",
      "import { Glow } from '@example/second-missing';",
      "import { Widget } from 'docs-widgets';",
      '',
      'export default function NeedsMuch() { return <div><Sparkle /><Glow /><Widget /></div>; }',
      '',
    ].join('\n'),
    'content/joy-ui/more-demos.md': '---\ntitle: More demos\ndescription: A demo that needs much.\n---\n\n# More demos\n\n{{"demo": "NeedsMuch.tsx"}}\n',
  });
  result = await build({ cwd: root, links: 'off', demos: 'warn' });
}, 240_000);

describe('packages the demos need and the site does not have', () => {
  it('are all named at once, each with what needs it', () => {
    const missing = result.diagnostics.filter((d) => d.code === 'demos/missing-package' && /@example\/(first|second)-missing|code-editor|optional-thing/.test(d.message));
    expect(missing.map((d) => d.message)).toEqual([
      'The package @example/code-editor is not installed; docs-widgets needs it (a peer dependency)',
      'The package @example/first-missing is not installed; a demo imports it: content/joy-ui/NeedsMuch.tsx',
      'The package @example/second-missing is not installed; a demo imports it: content/joy-ui/NeedsMuch.tsx',
    ]);
  });

  it('with one npm install line that installs them all', () => {
    const hints = new Set(result.diagnostics.filter((d) => d.code === 'demos/missing-package').map((d) => d.hint));
    expect(hints.size).toBe(1);
    const [hint] = [...hints];
    // (The fixture's own demo of a package nobody installed is among them.)
    expect(hint).toBe(
      "npm install @example/code-editor @example/first-missing @example/not-installed-sparkles @example/second-missing in the site's folder (with --legacy-peer-deps if npm refuses a package for its React peer range: docs-site renders with its own React), or point one of them at a module with the config's `alias`",
    );
    expect(hint).not.toContain('optional-thing');
  });
});
