import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTemporaryFolders, repoRoot, temporaryFolder, writeFiles } from '../helpers/fixture';

// The layering check that `npm test` runs (scripts/check-layers.mjs, the rules in
// .dependency-cruiser.cjs), on a small tree that breaks each kind of rule once: each import is
// named, and the check fails.

let output = '';
let exitCode = 0;

beforeAll(async () => {
  const root = await temporaryFolder();
  await writeFiles(root, {
    'tsconfig.json': '{ "compilerOptions": { "module": "preserve", "moduleResolution": "bundler", "verbatimModuleSyntax": true } }\n',
    // A type import up the stages, and one between folders of the same stage.
    'src/node/model/record.ts': "import type { PageSite } from '../page/page-site';\nexport type Record = PageSite;\n",
    'src/node/page/page-site.ts': 'export interface PageSite { url: string }\n',
    'src/node/load/pages.ts': "import { LINKS } from '../checks/links';\nexport const pages = LINKS;\n",
    'src/node/checks/links.ts': 'export const LINKS = 1;\n',
    // Two folders that import each other.
    'src/node/routing/paths.ts': "import { strings } from '../strings/text';\nexport const paths = strings;\n",
    'src/node/strings/text.ts': "import type { paths } from '../routing/paths';\nexport const strings = 1 as unknown as typeof paths;\n",
    // A folder the stages do not know.
    'src/node/page/uses-new.ts': "import { x } from '../elsewhere/x';\nexport const y = x;\n",
    'src/node/elsewhere/x.ts': 'export const x = 1;\n',
    // The cache reaching for a stage that makes pages.
    'src/node/cache/keys.ts': "import type { PageSite } from '../page/page-site';\nexport type Keyed = PageSite;\n",
    // An engine file importing a file of a folder above its own (the folder imports it back).
    'src/node/page/markdown/compile.ts': "import { plugin } from './plugins/plugin';\nexport const compile = plugin;\n",
    'src/node/page/markdown/walk.ts': 'export const walk = 1;\n',
    'src/node/page/markdown/plugins/plugin.ts': "import { walk } from '../walk';\nexport const plugin = walk;\n",
    // A stage that makes the output writing it itself: opening the staging folder, the file
    // system, a low-level writer.
    'src/node/finish/writes.ts': "import { writeFile } from 'node:fs/promises';\nimport { openStaging } from '../write/staging';\nexport const writes = [writeFile, openStaging];\n",
    'src/node/write/staging.ts': 'export const openStaging = 1;\n',
    'src/node/page/folder.ts': "import { makeFolder } from '../util/make-folder';\nexport const folder = makeFolder;\n",
    'src/node/util/make-folder.ts': 'export const makeFolder = 1;\n',
    // Browser code in a subfolder importing a file of its parent folder.
    'src/client/search/box.ts': "import { random } from '../random';\nexport const box = random;\n",
    'src/client/random.ts': 'export const random = 1;\n',
    // Browser code importing Node and the engine.
    'src/client/widget.ts': "import { readFileSync } from 'node:fs';\nimport { LINKS } from '../node/checks/links';\nexport const widget = [readFileSync, LINKS];\n",
    // Two folders of the theme that import each other.
    'templates/shell/Toc.tsx': "import { Badge } from '../markdown/Badge';\nexport const Toc = Badge;\n",
    'templates/markdown/Badge.tsx': "import { icon } from '../shell/icons';\nexport const Badge = icon;\n",
    'templates/shell/icons.ts': 'export const icon = 1;\n',
    // The command line reaching past the public entry.
    'cli/index.ts': "import { pages } from '../src/node/load/pages';\nexport const run = pages;\n",
  });
  try {
    const result = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'scripts', 'check-layers.mjs'), 'src', 'cli', 'templates'], { cwd: root });
    output = result.stdout + result.stderr;
  } catch (caught) {
    const failed = caught as { code: number; stdout: string; stderr: string };
    exitCode = failed.code;
    output = failed.stdout + failed.stderr;
  }
}, 60_000);
afterAll(cleanupTemporaryFolders);

describe('the layering check', () => {
  it('fails', () => {
    expect(exitCode).not.toBe(0);
  });

  it.each([
    ['stage-order-model', 'src/node/model/record.ts → src/node/page/page-site.ts'],
    ['stage-order-load-nav', 'src/node/load/pages.ts → src/node/checks/links.ts'],
    ['no-unknown-stage', 'src/node/page/uses-new.ts → src/node/elsewhere/x.ts'],
    ['client-is-browser-code', 'src/client/widget.ts → src/node/checks/links.ts'],
    ['no-node-builtins-in-browser-code', 'src/client/widget.ts → fs'],
    ['cli-uses-the-public-entry', 'cli/index.ts → src/node/load/pages.ts'],
    ['no-import-of-the-parent-folder', 'src/client/search/box.ts → src/client/random.ts'],
    ['no-import-of-the-parent-folder', 'src/node/page/markdown/plugins/plugin.ts → src/node/page/markdown/walk.ts'],
    ['cache-is-a-lookup', 'src/node/cache/keys.ts → src/node/page/page-site.ts'],
    ['only-write-opens-the-output', 'src/node/finish/writes.ts → src/node/write/staging.ts'],
    ['no-disk-in-the-stages-that-make-output', 'src/node/finish/writes.ts → fs/promises'],
    ['low-level-writers-write-caches', 'src/node/page/folder.ts → src/node/util/make-folder.ts'],
  ])('names the import that breaks %s', (rule, edge) => {
    expect(output).toContain(`error ${rule}: ${edge}`);
  });

  it('names folders that import each other', () => {
    expect(output).toMatch(/error no-folder-cycles: src\/node\/(routing|strings) →\s+src\/node\/(strings|routing) →\s+src\/node\/(routing|strings)/);
    expect(output).toMatch(/error no-folder-cycles: templates\/(shell|markdown) →\s+templates\/(markdown|shell) →\s+templates\/(shell|markdown)/);
  });
});
