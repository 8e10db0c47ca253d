// Issue 46, cause 1: a docs module of the site's own (upstream's `docs/src/...`, given to the demos
// by `alias`) that imports `next/link` or `next/router` failed on the server with
// `nextStandIns: true`: the stand-ins are CommonJS files of docs-site's, compiled into the demo,
// whose `require('react')` esbuild's ES module output cannot run ("Dynamic require of
// "data:text/javascript,..." is not supported", naming the build folder). The same for any
// CommonJS module of the site's that requires a package. Each renders on the server now, with the
// one React the page renders with (a hook in it works), and nothing names the build folder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

let root: string;
let result: BuildResult;
let html: string;

beforeAll(async () => {
  root = await copyFixture('demo-failures');
  const config = await readFile(path.join(root, 'docs-site.config.ts'), 'utf8');
  await writeFiles(root, {
    'docs-site.config.ts': config.replace("  ogImages: false,", "  ogImages: false,\n  nextStandIns: true,\n  alias: { 'docs/src': './docs-src' },"),
    // As upstream's docs app writes them: ES modules importing Next.js, and a CommonJS helper.
    'docs-src/modules/components/PageLinks.tsx': [
      "import * as React from 'react';",
      "import Link from 'next/link';",
      "import { useRouter } from 'next/router';",
      "import counted from '../utils/counted';",
      '',
      'export default function PageLinks() {',
      '  const router = useRouter();',
      '  const [count] = React.useState(counted(2));',
      '  return <p><Link href="/joy-ui/more-demos">More demos</Link> from {router.pathname}, counted {count}</p>;',
      '}',
      '',
    ].join('\n'),
    'docs-src/modules/utils/counted.js': "'use strict';\nconst React = require('react');\nmodule.exports = function counted(n) { return React.version ? n * 2 : 0; };\n",
    'content/joy-ui/NextDemo.tsx': "import PageLinks from 'docs/src/modules/components/PageLinks';\n\nexport default function NextDemo() { return <PageLinks />; }\n",
    'content/joy-ui/more-demos.md': '---\ntitle: More demos\ndescription: A docs component written for Next.js.\n---\n\n# More demos\n\n{{"demo": "NextDemo.tsx"}}\n',
  });
  // The fixture's page of broken demos, replaced: the site builds with the default checks.
  await writeFiles(root, { 'content/joy-ui/demos.md': '---\ntitle: Demos\ndescription: A good demo.\n---\n\n# Demos\n\n{{"demo": "GoodButton.js"}}\n' });
  result = await build({ cwd: root });
  html = await readFile(path.join(root, 'dist', 'joy-ui', 'more-demos', 'index.html'), 'utf8');
}, 240_000);

describe("a site's docs module that imports Next.js and requires a package", () => {
  it('renders on the server, with the stand-ins and the one React, with the default checks', () => {
    expect(result.ok).toBe(true);
    // (Its sandbox projects cannot hold a module from outside the content folder: that is said apart.)
    expect(result.diagnostics.filter((d) => (d.file === 'content/joy-ui/NextDemo.tsx' || d.file === 'content/joy-ui/more-demos.md') && d.code !== 'demos/sandbox')).toEqual([]);
    expect(html).toMatch(/<p><a href="\/joy-ui\/more-demos">More demos<\/a> from <!-- -->\/joy-ui\/more-demos<!-- -->, counted <!-- -->4<\/p>/);
  });

  it('publishes no path of the build machine', () => {
    expect(html).not.toContain(root);
    expect(html).not.toContain('data:text/javascript');
  });
});
