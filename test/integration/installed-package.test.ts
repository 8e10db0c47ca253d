import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanupTemporaryFolders, readText, writeFiles } from '../helpers/fixture';
import { installInNewFolder, packDocsSite, runInstalledCli, typeCheck } from '../helpers/installed-package';

/**
 * docs-site as another team gets it: packed as for a publish, installed with
 * `npm install --save-dev <tarball>` into a folder outside the repository, and run from there.
 * Packing and installing take a while: one install serves every test of the file.
 */
let tarball: string;
let site: string;
beforeAll(async () => {
  tarball = await packDocsSite();
  site = await installInNewFolder(tarball);
  await writeFiles(site, SITE);
}, 600_000);
afterAll(cleanupTemporaryFolders);

/** A small site of the adopting team, with no templates/ of its own, and a package of its own that a demo imports. */
const SITE: Record<string, string> = {
  'docs-site.config.ts': `import { defineConfig } from 'docs-site';

export default defineConfig({
  title: 'Installed Docs',
  host: 'https://docs.example.com',
  repository: { url: 'https://github.com/example/installed', branch: 'main', directory: 'docs' },
  products: [{ id: 'guide', name: 'Guide', versions: [{ text: 'v1', current: true }], navigation: 'nav/guide.json' }],
});
`,
  'nav/guide.json': '[{ "pathname": "/guide/intro", "title": "Introduction" }]\n',
  'content/index.md': '---\ntitle: Installed Docs\ndescription: A site built by an installed docs-site.\n---\n\nWelcome.\n',
  'content/guide/intro.md': '---\ntitle: Introduction\ndescription: A page with a demo that imports a package of the site.\n---\n\n# Introduction\n\n{{"demo": "Greeting.js"}}\n',
  'content/guide/Greeting.js': `import * as React from 'react';
import { greet } from 'site-greeting';

export default function Greeting() {
  return <p className="greeting">{greet('readers')}</p>;
}
`,
  // Installed by hand after npm install (which would remove a package it does not know of).
  'node_modules/site-greeting/package.json': '{ "name": "site-greeting", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
  'node_modules/site-greeting/index.js': 'export const greet = (who) => `Hello from the site package, ${who}`;\n',
  'tsconfig.json': `${JSON.stringify(
    { compilerOptions: { target: 'ES2022', module: 'preserve', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true }, include: ['docs-site.config.ts'] },
    null,
    2,
  )}\n`,
};

describe('docs-site installed from its packed tarball', () => {
  it('ships what it runs (compiled CLI, declaration files, the theme) and no tests, in under 2 MB', async () => {
    const { stdout } = await promisify(execFile)('tar', ['-tzf', tarball]);
    const files = stdout.split('\n').filter(Boolean).map((file) => file.replace(/^package\//, ''));
    expect(files).toEqual(expect.arrayContaining(['bin/docs-site.mjs', 'lib/cli.mjs', 'lib/index.mjs', 'types/index.d.ts', 'templates/index.tsx', 'src/parallel/render-worker.ts']));
    expect(files.filter((file) => /\.test\.tsx?$|^test\/|^content\/|^bench\//.test(file))).toEqual([]);
    expect((await stat(tarball)).size).toBeLessThan(2 * 1024 * 1024);
  });

  it('gives a working docs-site command that builds a site with the bundled theme', async () => {
    expect(existsSync(path.join(site, 'templates'))).toBe(false);
    const result = await runInstalledCli(site, ['build']);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/^Built 2 pages in .* \(0 errors, 0 warnings\)$/m);
    const html = await readText(path.join(site, 'dist', 'guide', 'intro', 'index.html'));
    // The bundled theme's shell: the app bar with the site's title and the product's drawer.
    expect(html).toContain('Installed Docs');
    expect(html).toContain('href="/guide/intro"');
    // The demo imported the site's own package, from the site's node_modules.
    expect(html).toContain('Hello from the site package, readers');
  });

  it("types `import { defineConfig } from 'docs-site'` for tsc, from the declaration files", async () => {
    const ok = await typeCheck(site);
    expect(ok.stdout + ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    await writeFiles(site, { 'mistyped/docs-site.config.ts': "import { defineConfig } from 'docs-site';\n\nexport default defineConfig({ title: 42 });\n" });
    await writeFiles(site, { 'mistyped/tsconfig.json': '{ "extends": "../tsconfig.json", "include": ["docs-site.config.ts"] }\n' });
    const mistyped = await typeCheck(path.join(site, 'mistyped'));
    expect(mistyped.code).not.toBe(0);
    expect(mistyped.stdout).toContain("docs-site.config.ts(3,31): error TS2322: Type 'number' is not assignable to type 'string'.");
  });
});
