// Issue 46, cause 7: any change of the site's installed packages compiled and checked every demo
// again (445 demos of the Data Grid, most of its build), whatever the change reached. Each demo's
// cache entry now names the versions of the packages its graph reaches (the packages it imports
// and what they depend on): a change of one package checks again the demos that reach it, and
// no other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
const pkg = (name: string, version: string, depends: Record<string, string> = {}) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version, main: 'index.js', dependencies: depends }),
  [`node_modules/${name}/index.js`]: `'use strict';\nexports.label = ${JSON.stringify(`${name} ${version}`)};\n`,
});

const PAGE = '---\ntitle: More demos\ndescription: Demos on packages.\n---\n\n# More demos\n\n{{"demo": "UsesAlpha.tsx"}}\n\n{{"demo": "UsesBeta.tsx"}}\n';

let first: BuildResult;

beforeAll(async () => {
  root = await copyFixture('demo-failures');
  await writeFiles(root, {
    ...pkg('alpha-widgets', '1.0.0', { 'alpha-core': '^1.0.0' }),
    ...pkg('alpha-core', '1.0.0'),
    ...pkg('beta-widgets', '1.0.0'),
    'content/joy-ui/UsesAlpha.tsx': "import { label } from 'alpha-widgets';\n\nexport default function UsesAlpha() { return <p>{label}</p>; }\n",
    'content/joy-ui/UsesBeta.tsx': "import { label } from 'beta-widgets';\n\nexport default function UsesBeta() { return <p>{label}</p>; }\n",
    'content/joy-ui/more-demos.md': PAGE,
    // The fixture's page of broken demos, replaced: the site builds with the default checks.
    'content/joy-ui/demos.md': '---\ntitle: Demos\ndescription: A good demo.\n---\n\n# Demos\n\n{{"demo": "GoodButton.js"}}\n',
  });
  first = await build({ cwd: root });
}, 240_000);

describe('a change of installed packages', () => {
  it('checks nothing again when nothing changed', async () => {
    expect(first.ok).toBe(true);
    expect(first.demos.compiled).toBeGreaterThanOrEqual(2);
    const again = await build({ cwd: root });
    expect(again.demos.compiled).toBe(0);
  }, 240_000);

  it("compiles and checks again only the demo whose graph reaches it, a package's dependency included", async () => {
    await writeFiles(root, pkg('alpha-core', '1.1.0'));
    const after = await build({ cwd: root });
    expect(after.demos.compiled).toBe(1);
    await writeFiles(root, pkg('beta-widgets', '2.0.0'));
    const last = await build({ cwd: root });
    expect(last.demos.compiled).toBe(1);
    // A package the demos import that appears is a change too: none reached it, none is checked.
    await writeFiles(root, pkg('gamma-unused', '1.0.0'));
    expect((await build({ cwd: root })).demos.compiled).toBe(0);
  }, 240_000);
});
