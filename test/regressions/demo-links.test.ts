// Finding LOW of the third attack run (issue 44): a demo file that was a link to a file outside
// the site was followed (its source shown in the page, its twin and its sandbox project), and a
// relative import that left the site was bundled into the browser code. Demos are code, but a
// page, a public file and a navigation file that are links out of the site are refused: a demo
// is too, by the same rule, at the line of the page that embeds it, and nothing of the file is
// read: not compiled, not cached, not published.
import { cp, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/node/build';
import { cleanupTemporaryFolders, fixturesDir, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const SECRET = 'secret-of-the-build-machine-5c1e';
let base: string;
let root: string;
let result: BuildResult;

const PAGE = [
  '---',
  'title: Links',
  'description: Demos that are links.',
  '---',
  '',
  '# Links',
  '',
  '{{"demo": "LinkedOut.tsx"}}', // line 8
  '',
  '{{"demo": "outside-folder/Secret.tsx"}}', // line 10
  '',
  '{{"demo": "ImportsOut.tsx"}}', // line 12
  '',
  '{{"demo": "ImportsThroughLink.tsx"}}', // line 14
  '',
  '{{"demo": "LinkedInside.tsx"}}', // line 16
  '',
].join('\n');

beforeAll(async () => {
  base = await temporaryFolder('docs-site-demo-links-');
  root = path.join(base, 'site');
  await cp(path.join(fixturesDir, 'demo-failures'), root, { recursive: true });
  const outside = path.join(base, 'outside');
  await mkdir(outside);
  await writeFile(path.join(outside, 'Secret.tsx'), `export default function Secret() { return <p>${SECRET}</p>; }\n`);
  await writeFile(path.join(outside, 'secret.js'), `export default '${SECRET}';\n`);
  const demos = path.join(root, 'content', 'joy-ui');
  await writeFiles(root, {
    'content/joy-ui/links.md': PAGE,
    'content/joy-ui/ImportsOut.tsx': "import secret from '../../../outside/secret.js';\n\nexport default function ImportsOut() { return <p>{secret}</p>; }\n",
    'content/joy-ui/ImportsThroughLink.tsx': "import secret from './linked-secret';\n\nexport default function ImportsThroughLink() { return <p>{secret}</p>; }\n",
  });
  await symlink(path.join(outside, 'Secret.tsx'), path.join(demos, 'LinkedOut.tsx'));
  await symlink(outside, path.join(demos, 'outside-folder'));
  await symlink(path.join(outside, 'secret.js'), path.join(demos, 'linked-secret.js'));
  // A link to a demo inside the content folder is a file of the site, as a page's is.
  await symlink('GoodButton.tsx', path.join(demos, 'LinkedInside.tsx'));
  result = await build({ cwd: root, links: 'off' });
}, 240_000);

describe('regression: a demo that is a link out of the site is refused', () => {
  it('reports each at the line of the page that embeds it, whatever the demo checks say', () => {
    const refused = result.diagnostics.filter((d) => d.code === 'demos/unsafe-file');
    expect(refused.map((d) => [d.severity, d.file, d.line])).toEqual([
      ['error', 'content/joy-ui/links.md', 8],
      ['error', 'content/joy-ui/links.md', 10],
      ['error', 'content/joy-ui/links.md', 12],
      ['error', 'content/joy-ui/links.md', 14],
    ]);
    expect(refused[0]!.message).toContain('LinkedOut.tsx is a link that leads outside the folder');
    expect(refused[1]!.message).toContain('is in a folder that is a link leading outside');
    expect(refused[2]!.message).toContain("../../../outside/secret.js leads outside the site's folder");
    expect(refused[3]!.message).toContain("./linked-secret leads outside the site's folder");
    // Refused, so not also reported as a demo that is not there.
    expect(result.diagnostics.filter((d) => d.file === 'content/joy-ui/links.md' && d.code !== 'demos/unsafe-file').map((d) => d.code)).not.toContain('markdown/missing-demo');
    expect(result.ok).toBe(false);
  });

  it('reads nothing of them: no message and no cached module holds what they hold', async () => {
    expect(JSON.stringify(result.diagnostics)).not.toContain(SECRET);
    const cache = path.join(root, 'node_modules', '.cache');
    const holding: string[] = [];
    for (const entry of await readdir(cache, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if ((await readFile(file, 'latin1')).includes(SECRET)) holding.push(path.relative(root, file));
    }
    // The demos that work were compiled and cached: the search looked where they are.
    expect((await readdir(cache, { recursive: true })).some((name) => /GoodButton/.test(String(name)))).toBe(true);
    expect(holding).toEqual([]);
  });

  it('still takes a demo that is a link inside the content folder', () => {
    expect(result.diagnostics.filter((d) => d.message.includes('LinkedInside'))).toEqual([]);
  });

  it('is an error with the demo checks at warn too, and the page builds once the links are gone', async () => {
    const fixed = await build({ cwd: root, links: 'off', demos: 'warn' });
    expect(fixed.diagnostics.filter((d) => d.code === 'demos/unsafe-file')).toHaveLength(4);
    await writeFiles(root, {
      'content/joy-ui/links.md': PAGE.split('\n').filter((line) => !/LinkedOut|outside-folder|ImportsOut|ImportsThroughLink/.test(line)).join('\n'),
    });
    // The fixture's other demos fail on purpose: warnings here.
    const rebuilt = await build({ cwd: root, links: 'off', demos: 'warn' });
    expect(rebuilt.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(await readFile(path.join(root, 'dist', 'joy-ui', 'links', 'index.html'), 'utf8')).toContain('Good button');
  }, 240_000);
});
