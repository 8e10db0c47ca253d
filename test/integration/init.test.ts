import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { askInitAnswers } from '../../cli/init-prompt';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, readText, repoRoot, snapshotTree, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

describe('docs-site init', () => {
  it('writes a small site into a new folder that builds without a warning, and prints the next three commands', async () => {
    const parent = await temporaryFolder('docs-site-init-');
    // CI=true (as runCli sets it): no questions, the defaults or the given answers.
    const init = await runCli(['init', 'team-docs', '--title', 'Acme Docs', '--product', 'Acme Charts'], { cwd: parent });
    expect(init.stderr).toBe('');
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Wrote "Acme Docs" (product Acme Charts) into team-docs: docs-site.config.ts, content/index.md');
    expect(init.stdout.trimEnd().split('\n').slice(-4)).toEqual(['Next:', '  cd team-docs', '  npm install', '  npm run dev']);
    const site = path.join(parent, 'team-docs');
    expect(Object.keys(await snapshotTree(site))).toEqual([
      '.gitignore',
      'content/acme-charts/Counter.tsx',
      'content/acme-charts/getting-started.md',
      'content/acme-charts/usage.md',
      'content/index.md',
      'content/navigation/acme-charts.json',
      'docs-site.config.ts',
      'package.json',
      'public/static/logo.svg',
      'tsconfig.json',
    ]);
    const manifest = JSON.parse(await readText(path.join(site, 'package.json'))) as { scripts: Record<string, string> };
    expect(manifest.scripts).toEqual({ dev: 'docs-site dev', build: 'docs-site build', preview: 'docs-site serve' });

    const build = await runCli(['build'], { cwd: site });
    expect(build.code, build.stdout + build.stderr).toBe(0);
    expect(build.stderr).toMatch(/^Built 3 pages in .* \(0 errors, 0 warnings\)$/m);
    const usage = await readText(path.join(site, 'dist', 'acme-charts', 'usage', 'index.html'));
    expect(usage).toContain('<title>Usage - Acme Charts</title>');
    expect(usage).toContain('Clicked <!-- -->0<!-- --> <!-- -->times');
    // The product's drawer, with its two pages.
    expect(usage).toContain('href="/acme-charts/getting-started"');
    // The home page introduces the product.
    const home = await readText(path.join(site, 'dist', 'index.html'));
    expect(home).toMatch(/<h2><img src="\/static\/logo.svg" alt="" width="32" height="32"\/>Acme Charts<\/h2>/);
    expect(home).toContain('What Acme Charts is, in a sentence: the home page shows it.');
  });

  it('takes the defaults with --yes and writes into the current folder', async () => {
    const site = await temporaryFolder('docs-site-init-here-');
    const init = await runCli(['init', '--yes'], { cwd: site, env: { CI: '' } });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('Wrote "My Docs" (product Components) into this folder');
    expect(init.stdout.trimEnd().split('\n').slice(-3)).toEqual(['  npm install', '  npm run dev', '  npm run build']);
    expect(await readText(path.join(site, 'docs-site.config.ts'))).toContain("title: \"My Docs\"");
  });

  it('never overwrites: it lists every file in the way and writes nothing', async () => {
    const site = await temporaryFolder('docs-site-init-taken-');
    await writeFiles(site, {
      'docs-site.config.ts': '// ours\n',
      'content/index.md': '# Ours\n',
      'public/static': 'a file where the starter needs a folder\n',
      'README.md': 'not in the way\n',
    });
    const before = await snapshotTree(site);
    const init = await runCli(['init', '.'], { cwd: site });
    expect(init.code).toBe(1);
    expect(init.stderr).toBe(
      [
        'error init/exists',
        `  Nothing was written: the starter site would replace what is already in ${site}:`,
        '  - docs-site.config.ts',
        '  - content/index.md',
        '  - public/static (a file where a folder goes)',
        '  hint: run `docs-site init <dir>` with a new or empty folder, or move these files away first.',
        '',
      ].join('\n'),
    );
    expect(await snapshotTree(site)).toEqual(before);
  });

  it('adds its scripts to the package.json that installing docs-site made, unless one of them is taken', async () => {
    const site = await temporaryFolder('docs-site-init-installed-');
    const installed = { name: 'team', devDependencies: { 'docs-site': '^0.1.0' } };
    await writeFile(path.join(site, 'package.json'), JSON.stringify(installed));
    const init = await runCli(['init'], { cwd: site });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('added the scripts dev, build and preview to package.json');
    expect(JSON.parse(await readText(path.join(site, 'package.json')))).toEqual({
      ...installed,
      scripts: { dev: 'docs-site dev', build: 'docs-site build', preview: 'docs-site serve' },
    });

    const taken = await temporaryFolder('docs-site-init-script-');
    const own = `${JSON.stringify({ name: 'team', scripts: { build: 'tsc', test: 'vitest' } })}\n`;
    await writeFile(path.join(taken, 'package.json'), own);
    await mkdir(path.join(taken, 'src'));
    const refused = await runCli(['init'], { cwd: taken });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('  - package.json (its "build" script)\n');
    expect(await readFile(path.join(taken, 'package.json'), 'utf8')).toBe(own);
    expect(await readdir(taken)).toEqual(['package.json', 'src']);
  });
});

describe('the questions init asks on a terminal', () => {
  it('are asked on a real terminal (a pseudo-terminal made by `script`), outside CI', async () => {
    const parent = await temporaryFolder('docs-site-init-tty-');
    const env = { ...process.env };
    delete env.CI;
    const command = `${process.execPath} ${path.join(repoRoot, 'bin', 'docs-site.mjs')} init site`;
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: parent, env });
    let output = '';
    const answered = new Set<string>();
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Each answer once its question shows: the title typed, the product's default taken.
      for (const [question, answer] of [['Title of the site (My Docs): ', 'Acme Docs\n'], ['Name of its first product (Components): ', '\n']] as const) {
        if (output.includes(question) && !answered.has(question)) {
          answered.add(question);
          child.stdin.write(answer);
        }
      }
      if (output.includes('Next:')) child.stdin.end();
    });
    expect(await exited, output).toBe(0);
    expect(answered.size).toBe(2);
    const config = await readText(path.join(parent, 'site', 'docs-site.config.ts'));
    expect(config).toContain('title: "Acme Docs",');
    expect(config).toContain('name: "Components",');
  });

  it('takes each answer, or the default shown when the answer is empty', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let asked = '';
    output.on('data', (chunk: Buffer) => (asked += chunk.toString()));
    input.end('  Acme Docs \n\n');
    expect(await askInitAnswers(input, output, {})).toEqual({ title: 'Acme Docs', productName: 'Components' });
    expect(asked).toBe('Title of the site (My Docs): Name of its first product (Components): ');
  });

  it('does not ask what the command line gave', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let asked = '';
    output.on('data', (chunk: Buffer) => (asked += chunk.toString()));
    input.end('Acme Docs\n');
    expect(await askInitAnswers(input, output, { productName: 'Acme Charts' })).toEqual({ title: 'Acme Docs', productName: 'Acme Charts' });
    expect(asked).toBe('Title of the site (My Docs): ');
  });
});
