import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, extendConfig, readText, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** A demo of a Pro package, embedded by `count` pages. */
const proPages = (count: number): Record<string, string> => ({
  'content/joy-ui/ProGrid.js': "import * as React from 'react';\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n\nexport default function ProGrid() {\n  return <DataGridPro />;\n}\n",
  ...Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`content/joy-ui/pro-${i + 1}.md`, `---\ntitle: Pro ${i + 1}\ndescription: A page with a Pro demo.\n---\n\n# Pro ${i + 1}\n\n{{"demo": "ProGrid.js"}}\n`]),
  ),
  // What docs-site looks at is the import: a stand-in for the commercial package will do.
  'node_modules/@mui/x-data-grid-pro/package.json': JSON.stringify({ name: '@mui/x-data-grid-pro', version: '9.0.0', type: 'module', exports: { '.': './index.js' } }),
  'node_modules/@mui/x-data-grid-pro/index.js': "export function DataGridPro() {\n  return 'Pro grid';\n}\n",
  'nav/joy-ui.json': JSON.stringify([
    { pathname: '/joy-ui/license', title: 'License' },
    { pathname: '/joy-ui/plain', title: 'Plain' },
    ...Array.from({ length: count }, (_, i) => ({ pathname: `/joy-ui/pro-${i + 1}`, title: `Pro ${i + 1}` })),
  ]),
});

describe('MUI X license keys', () => {
  it('without a key, warns once per build about the demos of commercial packages, however many pages show them', async () => {
    const root = await copyFixture('license-keys');
    await writeFiles(root, proPages(3));
    const result = await build({ cwd: root, cache: false });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map(({ severity, code, message, file, hint }) => ({ severity, code, message, file, hint }))).toEqual([
      {
        severity: 'warning',
        code: 'demos/license-key',
        message:
          'Demos import @mui/x-data-grid-pro, a commercial MUI X package, and the config sets no licenseKeys.muiX: its components show a "Missing license key" watermark and log a license error (content/joy-ui/ProGrid.js)',
        file: 'docs-site.config.ts',
        hint: "set `licenseKeys: { muiX: process.env.MUI_X_LICENSE_KEY }` in the config, and the variable in the build's environment",
      },
    ]);
    // And the license check finds no key.
    expect(await readText(path.join(root, 'dist/joy-ui/license/index.html'))).toContain('Key none, status NotFound, check 1');
  });

  it('with a key, does not warn', async () => {
    const root = await copyFixture('license-keys');
    await writeFiles(root, proPages(1));
    process.env.DOCS_SITE_FIXTURE_MUI_X_LICENSE_KEY = 'docs-site-test-key-not-a-real-license';
    try {
      const result = await build({ cwd: root, cache: false });
      expect(result.diagnostics).toEqual([]);
    } finally {
      delete process.env.DOCS_SITE_FIXTURE_MUI_X_LICENSE_KEY;
    }
  });

  it('with a key and no @mui/x-license to set it with, fails naming the package, the config field and the fix', async () => {
    const root = await copyFixture('license-keys');
    await extendConfig(root, "alias: { '@mui/x-license': '@mui/x-license-not-installed' },");
    await writeFiles(root, { 'content/joy-ui/license.md': '---\ntitle: License\ndescription: No demo.\n---\n\n# License\n' });
    process.env.DOCS_SITE_FIXTURE_MUI_X_LICENSE_KEY = 'docs-site-test-key-not-a-real-license';
    try {
      const result = await build({ cwd: root, cache: false });
      expect(result.ok).toBe(false);
      expect(result.diagnostics.map(({ severity, code, message, file, hint }) => ({ severity, code, message, file, hint }))).toEqual([
        {
          severity: 'error',
          code: 'demos/license-package',
          message: 'licenseKeys.muiX is set, but @mui/x-license cannot be loaded to set it (Could not resolve "@mui/x-license-not-installed")',
          file: 'docs-site.config.ts',
          hint: "install @mui/x-license in the site's folder (npm install @mui/x-license), at the version of its other @mui/x-* packages",
        },
      ]);
    } finally {
      delete process.env.DOCS_SITE_FIXTURE_MUI_X_LICENSE_KEY;
    }
  });
});
