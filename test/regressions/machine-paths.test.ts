// Finding MEDIUM of the third attack run (issue 44): a demo that failed to import showed its
// error in the page's placeholder with the `file:` or `data:` URL of its module, and so the build
// folder's absolute path (59 pages of a real site). No published file may name a path of the
// build machine: the site is built in a folder with a name found nowhere else, and the whole
// output is searched for it.
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli';
import { cleanupTemporaryFolders, fixturesDir, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const MARK = 'build-machine-folder-7f3a9c';
let root: string;
let result: CliResult;

beforeAll(async () => {
  root = path.join(await temporaryFolder(`docs-site-${MARK}-`), MARK);
  await cp(path.join(fixturesDir, 'demo-failures'), root, { recursive: true });
  await writeFiles(root, {
    // Errors that name their module: by its URL, and by the path of a file that is not there.
    'content/joy-ui/ThrowsAtImport.js': "throw new Error(`cannot start in ${import.meta.url}`);\nexport default function ThrowsAtImport() { return null; }\n",
    'content/joy-ui/ImportsMissingFile.js': "import Nope from './no-such-file.js';\nexport default function ImportsMissingFile() { return <Nope />; }\n",
    'content/joy-ui/paths.md': '---\ntitle: Paths\ndescription: Demos whose errors name files.\n---\n\n# Paths\n\n{{"demo": "ThrowsAtImport.js"}}\n\n{{"demo": "ImportsMissingFile.js"}}\n',
  });
  // As a user runs it, in the site's folder; unminified (NODE_ENV=test), as `dev` and a test
  // build make it, so that the bundles name their modules in comments.
  result = await runCli(['build', '--demos', 'warn', '--links', 'off'], { cwd: root, env: { ...process.env, NODE_ENV: 'test' } });
}, 240_000);

describe('regression: no path of the build machine is published', () => {
  it('shows each broken demo in its placeholder, saying why', async () => {
    expect(result.code).toBe(0);
    // Said in the terminal as it is, on the build's machine.
    expect(result.stderr).toContain('ThrowsAtImport.js');
    const page = await readFile(path.join(root, 'dist', 'joy-ui', 'paths', 'index.html'), 'utf8');
    expect(page).toContain('cannot start in');
    expect(page).toContain('no-such-file');
  });

  it('writes no path of the build machine into any file of the output', async () => {
    // The site's folder. (docs-site itself runs from this repository here, outside the site, so an
    // unminified bundle names its packages by a path into the repository; installed, as a team
    // installs it, they are in the site's node_modules, and named from there.)
    const machine = [MARK, root];
    const found: string[] = [];
    for (const entry of await readdir(path.join(root, 'dist'), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = (await readFile(file)).toString('latin1');
      for (const p of machine) if (text.includes(p)) found.push(`${path.relative(root, file)}: ${p}`);
      if (/file:\/\/\//.test(text)) found.push(`${path.relative(root, file)}: file:///`);
    }
    expect(found).toEqual([]);
  });
});
