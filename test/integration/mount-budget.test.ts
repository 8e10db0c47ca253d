import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { MOUNT_BUDGET_MS } from '../../src/node/demos/changes-on-mount';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

// A demo is watched coming to life in an emulated browser, to decide whether the page hydrates
// it as soon as it is in view. A large grid (1,000 columns, 2,000 rows) took minutes there
// (92 s of wall time on a build of three pages) to decide nothing a reader would notice: the
// check now gives up on a demo after MOUNT_BUDGET_MS, names it, and takes it to change on mount.
//
// What the budget decides here must not depend on the machine's speed: the demo that runs out of
// it never settles (its effect never returns, on any machine), and the grid below settles.

let root: string;
let result: BuildResult;

/** Renders on the server, then, once it runs in a browser, never gives the thread back. */
const NEVER_SETTLES = `import * as React from 'react';

export default function NeverSettles() {
  React.useEffect(() => {
    for (;;) {
      // Busy for ever, as a demo with a runaway loop is.
    }
  }, []);
  return <p>Working</p>;
}
`;

// Upstream's Data Grid demos go up to 100,000 rows: a grid that tall but narrow is decided within
// the budget (its rows are virtualized), with no warning.
const TALL_GRID = `import * as React from 'react';
import { DataGrid } from '@mui/x-data-grid';

const columns = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
];
const rows = Array.from({ length: 100_000 }, (_, id) => ({ id, name: 'Row ' + id, quantity: id % 97 }));

export default function TallGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
`;

beforeAll(async () => {
  root = await copyFixture('site-packages');
  await writeFiles(root, {
    'node_modules/clsx/package.json': JSON.stringify({ name: 'clsx', version: '9.9.9', type: 'module', exports: { '.': './index.js' } }),
    'node_modules/clsx/index.js': "export default function clsx(...names) { return names.join(' '); }\n",
    'content/joy-ui/NeverSettles.js': NEVER_SETTLES,
    'content/joy-ui/busy.md': '---\ntitle: Busy\ndescription: A demo that never settles.\n---\n\n# Busy\n\n{{"demo": "NeverSettles.js"}}\n',
    'content/joy-ui/TallGrid.js': TALL_GRID,
    'content/joy-ui/tall-grid.md': '---\ntitle: Tall grid\ndescription: A grid of 100,000 rows.\n---\n\n# Tall grid\n\n{{"demo": "TallGrid.js"}}\n',
    'nav/joy-ui.json': JSON.stringify([
      { pathname: '/joy-ui/packages', title: 'Packages' },
      { pathname: '/joy-ui/busy', title: 'Busy' },
      { pathname: '/joy-ui/tall-grid', title: 'Tall grid' },
    ]),
  });
  // The fixture's other demos need packages this test does not install.
  await Promise.all(['commonjs.md', 'CommonJsDefaults.js', 'next.md', 'NextComponents.js'].map((file) => rm(path.join(root, 'content', 'joy-ui', file))));
  result = await build({ cwd: root, cache: false });
}, 300_000);
afterAll(cleanupTemporaryFolders);

describe('a demo that does not settle in the emulated browser', () => {
  it('is named in a warning once the check gives up, and the build goes on', () => {
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.file, d.message])).toEqual([
      [
        'warning',
        'demos/mount-check',
        'content/joy-ui/NeverSettles.js',
        `The demo NeverSettles did not settle within ${MOUNT_BUDGET_MS / 1000} s in the emulated browser: the check gave up, and the demo comes to life as soon as it is in view`,
      ],
    ]);
  });

  it('while a grid of 100,000 rows is decided within the budget, and renders', async () => {
    expect(result.diagnostics.some((d) => d.file === 'content/joy-ui/TallGrid.js')).toBe(false);
    const html = await readText(path.join(root, 'dist', 'joy-ui/tall-grid/index.html'));
    expect(html).toContain('data-demo="TallGrid"');
    expect(html).toMatch(/"module":"\/assets\/demo-joy-ui-TallGrid-[A-Z0-9]+\.js"/);
  });

  it('comes to life as soon as it is in view', async () => {
    const html = await readText(path.join(root, 'dist', 'joy-ui/busy/index.html'));
    expect(html).toContain('<p>Working</p>');
    expect(html).toMatch(/"module":"\/assets\/demo-joy-ui-NeverSettles-[A-Z0-9]+\.js","props":\{\},"prefix":"i0-","load":"visible"/);
  });
});
