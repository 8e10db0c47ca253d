import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';
import { startCli, waitForExit, type CliResult } from '../helpers/cli';
import { cleanupTemporaryFolders, readText, writeFiles } from '../helpers/fixture';
import { installInNewFolder, packDocsSite, runInstalledCli, typeCheck } from '../helpers/installed-package';

/**
 * docs-site as another team gets it: packed as for a publish, installed with
 * `npm install --save-dev <tarball>` into a folder outside the repository (the README's first
 * command), and run from there. Packing and installing take a while: one install serves every
 * test of the file.
 */
let tarball: string;
let installed: string;
/** A hand-written site of the team beside the starter, in `team/`. */
let team: string;
/** `npx docs-site init` in the installed folder (the README's second command). */
let init: CliResult;
beforeAll(async () => {
  tarball = await packDocsSite();
  installed = await installInNewFolder(tarball);
  init = await runInstalledCli(installed, ['init', '--title', 'Team Docs']);
  team = path.join(installed, 'team');
  await writeFiles(team, TEAM_SITE);
}, 600_000);
afterAll(cleanupTemporaryFolders);

/** A small site with no templates/ of its own, and a package of its own (in its node_modules) that a demo imports. */
const TEAM_SITE: Record<string, string> = {
  'docs-site.config.ts': `import { defineConfig } from 'docs-site';

export default defineConfig({
  title: 'Installed Docs',
  host: 'https://docs.example.com',
  repository: { url: 'https://github.com/example/installed', branch: 'main', directory: 'docs' },
  products: [{ id: 'guide', name: 'Guide', versions: [{ text: 'v1', current: true }], navigation: 'nav/guide.json' }],
  components: { Footer: './theme/Footer.tsx' },
});
`,
  'theme/Footer.tsx': `import type { FooterProps } from 'docs-site';
import { greet } from 'site-greeting';

export default function Footer({ view }: FooterProps) {
  return <footer className="team-footer">{greet(view.page.title)}</footer>;
}
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
  'node_modules/site-greeting/package.json': '{ "name": "site-greeting", "version": "1.0.0", "type": "module", "main": "index.js" }\n',
  'node_modules/site-greeting/index.js': 'export const greet = (who) => `Hello from the site package, ${who}`;\n',
  'tsconfig.json': `${JSON.stringify(
    { compilerOptions: { target: 'ES2022', module: 'preserve', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true }, include: ['docs-site.config.ts'] },
    null,
    2,
  )}\n`,
};

describe('docs-site installed from its packed tarball', () => {
  it('ships what it runs (compiled CLI, declaration files, the theme) and no tests, in under 2.5 MB', async () => {
    const { stdout } = await promisify(execFile)('tar', ['-tzf', tarball]);
    const files = stdout.split('\n').filter(Boolean).map((file) => file.replace(/^package\//, ''));
    expect(files).toEqual(expect.arrayContaining(['bin/docs-site.mjs', 'lib/cli.mjs', 'lib/index.mjs', 'types/node/index.d.ts', 'templates/index.tsx', 'src/node/run/render-worker.ts']));
    expect(files.filter((file) => /\.test\.tsx?$|^test\/|^content\/|^bench\//.test(file))).toEqual([]);
    // 2.10 MB with the demo block's sandbox projects and live editing (each engine module ships
    // in lib/, in the worker bundles and as source): the bound catches a package pulled in whole.
    expect((await stat(tarball)).size).toBeLessThan(2.5 * 1024 * 1024);
  });

  it('goes from the install to a served site with `docs-site init` and `npm run build`', async () => {
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout.trimEnd().split('\n').slice(-3)).toEqual(['  npm run dev', '  npm run build', '  npm run preview']);
    const build = await promisify(execFile)('npm', ['run', 'build', '--silent'], { cwd: installed, env: { ...process.env, NODE_ENV: 'production', CI: 'true' } });
    expect(build.stderr).toMatch(/^Built 3 pages in .* \(0 errors, 0 warnings\)$/m);

    const serve = startCli(['serve', '--port', '0'], { cwd: installed, command: path.join(installed, 'node_modules', '.bin', 'docs-site') });
    let browser: Browser | undefined;
    try {
      const [, url] = await serve.waitFor(/at (http:\/\/127\.0\.0\.1:\d+)/);
      browser = await launchBrowser();
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${url!}/components/usage`);
      await expect.poll(() => page.title()).toBe('Usage - Components');
      // The demo comes to life: the island runtime and React come from the installed package.
      await page.getByRole('button', { name: 'Add one' }).click();
      await expect.poll(() => page.getByText('Clicked 1 time', { exact: true }).count()).toBe(1);
      await page.getByRole('link', { name: 'Getting started' }).first().click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Getting started');
    } finally {
      await browser?.close();
      serve.child.kill('SIGTERM');
      await waitForExit(serve);
    }
  });

  it('serves the starter from memory with `docs-site dev` (the README\'s third command)', async () => {
    const dev = startCli(['dev', '--port', '0'], { cwd: installed, command: path.join(installed, 'node_modules', '.bin', 'docs-site') });
    try {
      const [, url] = await dev.waitFor(/Dev server at (http:\/\/127\.0\.0\.1:\d+)/, 120_000);
      const response = await fetch(`${url!}/components/usage`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Usage - Components</title>');
      expect(html).toContain('Clicked <!-- -->0<!-- --> <!-- -->times');
    } finally {
      dev.child.kill('SIGTERM');
      await waitForExit(dev);
    }
  });

  it('builds a site with no templates/ with the bundled theme, its demos and its footer importing packages of the site', async () => {
    expect(existsSync(path.join(team, 'templates'))).toBe(false);
    const result = await runInstalledCli(installed, ['build'], { cwd: team });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toMatch(/^Built 2 pages in .* \(0 errors, 0 warnings\)$/m);
    const html = await readText(path.join(team, 'dist', 'guide', 'intro', 'index.html'));
    // The bundled theme's shell: the app bar with the site's title and the product's drawer.
    expect(html).toContain('Installed Docs');
    expect(html).toContain('href="/guide/intro"');
    // The demo imported the site's own package, from the site's node_modules, and so did the
    // site's footer, in place of the theme's.
    expect(html).toContain('Hello from the site package, readers');
    expect(html).toContain('<footer class="team-footer">Hello from the site package, Introduction</footer>');
  });

  it("types `import { defineConfig } from 'docs-site'` for tsc, from the declaration files", async () => {
    // The starter's config (with the tsconfig.json init wrote) and the hand-written one.
    for (const folder of [installed, team]) {
      const ok = await typeCheck(folder);
      expect(ok.stdout + ok.stderr).toBe('');
      expect(ok.code).toBe(0);
    }
    await writeFiles(installed, { 'mistyped/docs-site.config.ts': "import { defineConfig } from 'docs-site';\n\nexport default defineConfig({ title: 42 });\n" });
    await writeFiles(installed, { 'mistyped/tsconfig.json': '{ "extends": "../tsconfig.json", "include": ["docs-site.config.ts"] }\n' });
    const mistyped = await typeCheck(path.join(installed, 'mistyped'));
    expect(mistyped.code).not.toBe(0);
    expect(mistyped.stdout).toContain("docs-site.config.ts(3,31): error TS2322: Type 'number' is not assignable to type 'string'.");
  });
});
