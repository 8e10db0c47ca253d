import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleSandbox, type SandboxProject } from '../../shared/sandbox-project';
import { packageRoot } from '../util/package-root';
import { installedVersions } from './installed-versions';
import type { DemoModule } from './load-demos';
import { makeSandboxAssets } from './sandbox-assets';
import { makeSandboxProject, type SandboxSite } from './sandbox-project';
import { typescriptToJavascript } from './to-javascript';

let root: string;
let site: SandboxSite;

/** The version docs-site's own node_modules has of a package. */
const own = async (name: string) => (JSON.parse(await readFile(path.join(packageRoot(), 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

async function write(files: Record<string, string>) {
  for (const [file, contents] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
}

/** The demo module of `content/<id>.tsx` (or `.js` when `js`), as load-demos reads it. */
async function demo(id: string, js = false): Promise<DemoModule> {
  const entry = path.join(root, 'content', `${id}.${js ? 'js' : 'tsx'}`);
  const source = await readFile(entry, 'utf8');
  return { id, name: path.basename(id), entry, tsSource: js ? null : source, jsSource: js ? source : await typescriptToJavascript(source), jsGenerated: !js };
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'docs-site-sandbox-'));
  await write({
    'node_modules/site-lib/package.json': JSON.stringify({ name: 'site-lib', version: '3.1.4' }),
    'node_modules/@site/scoped/package.json': JSON.stringify({ name: '@site/scoped', version: '0.2.0' }),
    'content/page/Flat.tsx': [
      "import * as React from 'react';",
      "import lib from 'site-lib/deep/path';",
      "import { scoped } from '@site/scoped';",
      "import type { Row } from './rows';",
      "import { rows } from './rows';",
      "import { format } from '../shared/format';",
      "import { other } from '../other/format';",
      "import people from 'docs/data/people';",
      "import secret from '../../outside';",
      "// import fake from 'in-a-comment';",
      "const text = \"import nothing from 'in-a-string'\";",
      'export default function Flat() {',
      '  const first: Row = rows[0]!;',
      '  return <div>{format(first.name)}{other}{String(lib)}{scoped}{people.length}{secret}{text}</div>;',
      '}',
      '',
    ].join('\n'),
    'content/page/rows.ts': "export interface Row { name: string }\nexport const rows: Row[] = [{ name: 'one' }];\n",
    'content/shared/format.ts': "import { upper } from './upper';\nexport const format = (value: string): string => upper(value);\n",
    'content/shared/upper.js': 'export const upper = (value) => value.toUpperCase();\n',
    'content/other/format.ts': "export const other: string = 'other';\n",
    'data/people.ts': "export default ['Ada'];\n",
    'outside.ts': "export default 'not for the sandbox';\n",
    'content/page/Linked.tsx': "import secret from './linked';\nexport default function Linked() { return secret; }\n",
    'content/page/Missing.js': "import thing from 'not-installed-lib';\nexport default function Missing() { return thing; }\n",
    'content/page/Linking.js': "import Link from 'next/link';\nexport default function Linking() { return <Link href=\"/\">Home</Link>; }\n",
  });
  // A link in the content folder to a file outside it.
  await symlink(path.join(root, 'outside.ts'), path.join(root, 'content/page/linked.ts'));
  site = {
    root,
    contentDir: path.join(root, 'content'),
    alias: { 'docs/data': path.join(root, 'data'), 'next/link': path.join(packageRoot(), 'stand-ins', 'next', 'link.cjs') },
    describe: (file) => `https://github.com/example/site/blob/main/${file}`,
    versions: installedVersions(),
  };
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe("a demo's sandbox project", () => {
  it('flattens the files it imports inside the content folder beside it, with their imports rewritten', async () => {
    const { project, diagnostics } = await makeSandboxProject(await demo('page/Flat'), site);
    const ts = project.variants.ts!;
    expect(Object.keys(ts.files).sort()).toEqual(['Demo.tsx', 'format-2.ts', 'format.ts', 'people.ts', 'rows.ts', 'upper.js']);
    const demoFile = ts.files['Demo.tsx']!;
    expect(demoFile).toContain("import type { Row } from './rows';");
    expect(demoFile).toContain("import { format } from './format';");
    expect(demoFile).toContain("import { other } from './format-2';");
    // An alias that names a file of the site is a file of the project too.
    expect(demoFile).toContain("import people from './people';");
    // Outside the content folder: left as written, and said.
    expect(demoFile).toContain("import secret from '../../outside';");
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.message])).toEqual([
      ['warning', 'demos/sandbox', 'content/page/Flat.tsx', 'Flat.tsx: ../../outside is not in its StackBlitz and CodeSandbox projects: it is outside the content folder'],
    ]);
    expect(ts.files['format.ts']).toBe("import { upper } from './upper';\nexport const format = (value: string): string => upper(value);\n");
    expect(project.title).toBe('Flat');
    expect(project.description).toBe('https://github.com/example/site/blob/main/content/page/Flat.tsx');
  });

  it("depends on a package docs-site stands in for (`nextStandIns`), at its latest version when the site lacks it, without a warning", async () => {
    const { project, diagnostics } = await makeSandboxProject(await demo('page/Linking', true), site);
    expect(project.variants.js!.files['Demo.js']).toContain("import Link from 'next/link';");
    expect(project.variants.js!.dependencies.next).toBe('latest');
    expect(diagnostics).toEqual([]);
  });

  it('makes the JS project of the JS source, its TS modules made JavaScript', async () => {
    const { project } = await makeSandboxProject(await demo('page/Flat'), site);
    const js = project.variants.js;
    expect(Object.keys(js.files).sort()).toEqual(['Demo.js', 'format-2.js', 'format.js', 'people.js', 'rows.js', 'upper.js']);
    expect(js.files['rows.js']).toBe("export const rows = [{ name: 'one' }];\n");
    expect(js.files['Demo.js']).toContain("import { rows } from './rows';");
    expect(js.files['Demo.js']).not.toContain('Row');
    expect(js.dependencies).not.toHaveProperty('typescript');
    expect(js.devDependencies).toEqual({});
  });

  it('depends on each package its files import, at the version the site installs, with React, Emotion and Material UI', async () => {
    const { project } = await makeSandboxProject(await demo('page/Flat'), site);
    const base = {
      '@emotion/react': await own('@emotion/react'),
      '@emotion/styled': await own('@emotion/styled'),
      '@mui/material': await own('@mui/material'),
      react: await own('react'),
      'react-dom': await own('react-dom'),
    };
    // Not the package in a comment or a string.
    expect(project.variants.js.dependencies).toEqual({ ...base, '@site/scoped': '0.2.0', 'site-lib': '3.1.4' });
    expect(project.variants.ts!.dependencies).toEqual({ ...base, '@site/scoped': '0.2.0', 'site-lib': '3.1.4', typescript: await own('typescript') });
    expect(project.variants.ts!.devDependencies).toEqual({ '@types/react': await own('@types/react'), '@types/react-dom': await own('@types/react-dom') });
    expect(project.rtl.dependencies).toEqual({ '@emotion/cache': await own('@emotion/cache'), stylis: await own('stylis'), '@mui/stylis-plugin-rtl': await own('@mui/stylis-plugin-rtl') });
  });

  it('never takes a file outside the content folder, through a link either', async () => {
    const { project, diagnostics } = await makeSandboxProject(await demo('page/Linked'), site);
    expect(Object.keys(project.variants.ts!.files)).toEqual(['Demo.tsx']);
    expect(JSON.stringify(project)).not.toContain('not for the sandbox');
    expect(diagnostics.map((d) => d.message)).toEqual(['Linked.tsx: ./linked is not in its StackBlitz and CodeSandbox projects: it is outside the content folder']);
  });

  it('leaves out a package the site does not install, with a warning; a JS-only demo has no TS project', async () => {
    const { project, diagnostics } = await makeSandboxProject(await demo('page/Missing', true), site);
    expect(project.variants.ts).toBeUndefined();
    expect(Object.keys(project.variants.js.dependencies)).toEqual(['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom']);
    expect(diagnostics.map((d) => d.message)).toEqual(['Missing.js: the package not-installed-lib it imports is not installed: its StackBlitz and CodeSandbox projects leave it out']);
  });
});

describe('a sandbox project laid out for a service', () => {
  const project: SandboxProject = {
    title: 'BasicButtons',
    description: 'https://example.com/BasicButtons.tsx',
    styling: null,
    variants: {
      ts: { files: { 'Demo.tsx': 'ts demo', 'rows.ts': 'rows' }, dependencies: { react: '19.0.0', typescript: '5.0.0' }, devDependencies: { '@types/react': '19.0.0' } },
      js: { files: { 'Demo.js': 'js demo' }, dependencies: { react: '19.0.0' }, devDependencies: {} },
    },
    rtl: { dependencies: { stylis: '4.2.0' }, devDependencies: { '@types/stylis': '4.2.7' } },
  };

  it("puts the files where each service's template wants them", () => {
    const stackBlitz = assembleSandbox(project, 'stackblitz', { variant: 'ts', mode: 'light', direction: 'ltr' });
    expect(Object.keys(stackBlitz.files)).toEqual(['index.html', 'index.tsx', 'Demo.tsx', 'rows.ts', 'tsconfig.json', 'package.json']);
    expect(stackBlitz.openFile).toBe('Demo.tsx');
    const codeSandbox = assembleSandbox(project, 'codesandbox', { variant: 'js', mode: 'light', direction: 'ltr' });
    expect(Object.keys(codeSandbox.files)).toEqual(['public/index.html', 'src/index.js', 'src/Demo.js', 'package.json']);
    expect(codeSandbox.openFile).toBe('src/Demo.js');
    expect(JSON.parse(codeSandbox.files['package.json']!)).toMatchObject({ name: 'basic-buttons', dependencies: { react: '19.0.0' }, devDependencies: { 'react-scripts': 'latest' } });
  });

  it("renders the demo in the reader's colour scheme and direction", () => {
    const light = assembleSandbox(project, 'stackblitz', { variant: 'ts', mode: 'light', direction: 'ltr' });
    expect(light.files['index.tsx']).toContain("const mode = 'light';");
    expect(light.files['index.tsx']).not.toContain('CacheProvider');
    expect(light.files['index.html']).toContain('<html lang="en" dir="ltr">');
    const rtl = assembleSandbox(project, 'stackblitz', { variant: 'ts', mode: 'dark', direction: 'rtl' });
    expect(rtl.files['index.html']).toContain('<html lang="en" dir="rtl">');
    expect(rtl.files['index.tsx']).toContain("const mode = 'dark';\nconst direction = 'rtl';");
    expect(rtl.files['index.tsx']).toContain(
      [
        '    <CacheProvider value={cache}>',
        '      <ThemeProvider theme={theme} defaultMode={mode}>',
        '        <CssBaseline enableColorScheme />',
        '        <Demo />',
        '      </ThemeProvider>',
        '    </CacheProvider>',
      ].join('\n'),
    );
    expect(rtl.dependencies).toEqual({ react: '19.0.0', stylis: '4.2.0', typescript: '5.0.0' });
    expect(rtl.devDependencies).toEqual({ '@types/react': '19.0.0', '@types/stylis': '4.2.7' });
  });

  it("renders a Joy UI demo in Joy's provider too, and gives a Tailwind CSS demo Tailwind's script", () => {
    const joy = assembleSandbox(
      { ...project, styling: 'tailwind', variants: { js: { ...project.variants.js, dependencies: { ...project.variants.js.dependencies, '@mui/joy': '5.0.0' } } } },
      'codesandbox',
      { variant: 'js', mode: 'dark', direction: 'ltr' },
    );
    expect(joy.files['src/index.js']).toContain("import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';");
    expect(joy.files['src/index.js']).toContain('      <JoyCssVarsProvider defaultMode={mode}>\n        <Demo />\n      </JoyCssVarsProvider>');
    expect(joy.files['src/index.js']).toContain("document.getElementById('root'))");
    expect(joy.files['public/index.html']).toContain('<script src="https://cdn.tailwindcss.com"></script>');
  });

  it('gives a demo without TS its JS project whatever the variant', () => {
    const { ts: _ts, ...variants } = project.variants;
    const jsOnly = assembleSandbox({ ...project, variants }, 'stackblitz', { variant: 'ts', mode: 'light', direction: 'ltr' });
    expect(Object.keys(jsOnly.files)).toEqual(['index.html', 'index.js', 'Demo.js', 'package.json']);
  });
});

describe('the sandbox projects kept between builds', () => {
  it('are made again when a module the demo imports changes, or a package it depends on is installed at another version', async () => {
    const cacheRoot = path.join(root, '.cache');
    const config = { root, alias: site.alias, repository: { url: '', branch: 'main', directory: '' }, directories: { content: site.contentDir } } as Parameters<typeof makeSandboxAssets>[1];
    const make = async () => {
      const assets = await makeSandboxAssets([await demo('page/Flat')], config, { cacheRoot, fingerprint: 'f' });
      const url = assets.urls['page/Flat']!;
      return JSON.parse(assets.files.find((file) => `/${file.path}` === url)!.contents as string) as SandboxProject;
    };
    const first = await make();
    expect(await make()).toEqual(first);
    expect(await readFile(path.join(cacheRoot, 'sandboxes-v1', 'index.json'), 'utf8')).toContain('page/Flat.tsx');

    await write({ 'content/page/rows.ts': "export interface Row { name: string }\nexport const rows: Row[] = [{ name: 'two' }];\n" });
    expect((await make()).variants.js.files['rows.js']).toBe("export const rows = [{ name: 'two' }];\n");

    // Packages are not inputs of the record: the versions a kept project names are looked up again.
    await write({ 'node_modules/site-lib/package.json': JSON.stringify({ name: 'site-lib', version: '3.2.0' }) });
    expect((await make()).variants.js.dependencies['site-lib']).toBe('3.2.0');
  });
});
