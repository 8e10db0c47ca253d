// The generators docs-site is measured against ("anchors"), each fed the same generated corpus:
// how to install it into a temporary project, lay the corpus out as it expects (its content
// folder and a sidebar from the corpus's nav.json), build it, and where its output lands.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A node of the generator's nav.json: `/` the home page, `/a/` a folder's index, `/a/b` a page. */
interface NavNode {
  pathname: string;
  title: string;
  children: NavNode[];
}

export interface Anchor {
  /** As shown in the table. */
  name: string;
  /** Its project folder in the work folder. */
  id: string;
  /** Packages to install, pinned. */
  packages: string[];
  /**
   * The version of Node it needs when the benchmark's is too old: installed into its project from
   * npm (`node-<platform>-<arch>`, which ships the binary) and first on PATH for its build only.
   */
  node?: string;
  /** Lays the corpus (`corpusDir` holds content/ and nav.json) out in the project. */
  prepare(projectDir: string, corpusDir: string): Promise<void>;
  /** The build command, run in the project. */
  command(projectDir: string): { command: string; args: string[] };
  /** Caches the generator keeps between builds: removed before a cold build. */
  caches: string[];
  /** The built site, relative to the project. */
  output: string;
}

const readNav = async (corpusDir: string) => JSON.parse(await readFile(path.join(corpusDir, 'nav.json'), 'utf8')) as NavNode;

const bin = (projectDir: string, name: string) => path.join(projectDir, 'node_modules', '.bin', name);

/** Docusaurus 3 (React, webpack/MDX): docs at the site's root, the sidebar from nav.json. */
const docusaurus: Anchor = {
  name: 'Docusaurus 3.10.2',
  id: 'docusaurus',
  packages: ['@docusaurus/core@3.10.2', '@docusaurus/preset-classic@3.10.2', '@mdx-js/react@3', 'react@19', 'react-dom@19'],
  async prepare(projectDir, corpusDir) {
    await rm(path.join(projectDir, 'docs'), { recursive: true, force: true });
    await cp(path.join(corpusDir, 'content'), path.join(projectDir, 'docs'), { recursive: true });
    const nav = await readNav(corpusDir);
    // Doc ids are file paths without extension: `a/index` for a folder's page.
    const docId = (pathname: string) => (pathname.endsWith('/') ? `${pathname.slice(1)}index` : pathname.slice(1));
    const item = (node: NavNode): unknown =>
      node.children.length > 0
        ? { type: 'category', label: node.title, link: { type: 'doc', id: docId(node.pathname) }, items: node.children.map(item) }
        : { type: 'doc', id: docId(node.pathname), label: node.title };
    await writeFile(path.join(projectDir, 'sidebars.js'), `module.exports = ${JSON.stringify({ docs: [{ type: 'doc', id: 'index', label: nav.title }, ...nav.children.map(item)] })};\n`);
    await writeFile(
      path.join(projectDir, 'docusaurus.config.js'),
      `module.exports = {
  title: 'Nimbus',
  url: 'https://nimbus.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') }, blog: false, pages: false, theme: {} }]],
};
`,
    );
  },
  command: (projectDir) => ({ command: bin(projectDir, 'docusaurus'), args: ['build'] }),
  caches: ['.docusaurus', 'node_modules/.cache', 'build'],
  output: 'build',
};

/** Starlight (Astro): pages in src/content/docs, the sidebar from nav.json. */
const starlightOn = (name: string, id: string, packages: string[], node?: string): Anchor => ({
  name,
  id,
  packages,
  ...(node !== undefined && { node }),
  async prepare(projectDir, corpusDir) {
    const docs = path.join(projectDir, 'src', 'content', 'docs');
    await rm(docs, { recursive: true, force: true });
    await mkdir(path.dirname(docs), { recursive: true });
    await cp(path.join(corpusDir, 'content'), docs, { recursive: true });
    const nav = await readNav(corpusDir);
    const item = (node: NavNode): unknown =>
      node.children.length > 0
        ? { label: node.title, collapsed: true, items: [{ label: node.title, link: node.pathname }, ...node.children.map(item)] }
        : { label: node.title, link: node.pathname };
    const sidebar = [{ label: nav.title, link: '/' }, ...nav.children.map(item)];
    await writeFile(
      path.join(projectDir, 'src', 'content.config.ts'),
      `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`,
    );
    await writeFile(
      path.join(projectDir, 'astro.config.mjs'),
      `import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
export default defineConfig({
  site: 'https://nimbus.example.com',
  integrations: [starlight({ title: 'Nimbus', pagefind: false, sidebar: ${JSON.stringify(sidebar)} })],
});
`,
    );
  },
  command: (projectDir) => ({ command: bin(projectDir, 'astro'), args: ['build'] }),
  caches: ['.astro', 'node_modules/.astro', 'dist'],
  output: 'dist',
});

/** Starlight 0.37 on Astro 5, kept for the record. */
const starlight037 = starlightOn('Starlight 0.37.7 (Astro 5)', 'starlight', ['@astrojs/starlight@0.37.7', 'astro@5']);

/** Starlight 0.42 on Astro 7, whose markdown is Rust (Sätteri) by default; Astro 7 needs Node >= 22.12. */
const starlight042 = starlightOn('Starlight 0.42.4 (Astro 7.3.5)', 'starlight-042', ['@astrojs/starlight@0.42.4', 'astro@7.3.5'], '24.22.3');

/** VitePress 1 (Vue, Vite): pages in docs/, the sidebar from nav.json. */
const vitepress: Anchor = {
  name: 'VitePress 1.6.4',
  id: 'vitepress',
  packages: ['vitepress@1.6.4'],
  async prepare(projectDir, corpusDir) {
    const docs = path.join(projectDir, 'docs');
    await rm(docs, { recursive: true, force: true });
    await cp(path.join(corpusDir, 'content'), docs, { recursive: true });
    const nav = await readNav(corpusDir);
    const item = (node: NavNode): unknown =>
      node.children.length > 0 ? { text: node.title, link: node.pathname, collapsed: true, items: node.children.map(item) } : { text: node.title, link: node.pathname };
    await mkdir(path.join(docs, '.vitepress'), { recursive: true });
    await writeFile(
      path.join(docs, '.vitepress', 'config.mjs'),
      `export default { title: 'Nimbus', ignoreDeadLinks: true, themeConfig: { sidebar: ${JSON.stringify([{ text: nav.title, link: '/' }, ...nav.children.map(item)])} } };\n`,
    );
  },
  command: (projectDir) => ({ command: bin(projectDir, 'vitepress'), args: ['build', 'docs'] }),
  caches: ['docs/.vitepress/cache', 'docs/.vitepress/dist'],
  output: 'docs/.vitepress/dist',
};

export const ANCHORS: readonly Anchor[] = [docusaurus, starlight042, starlight037, vitepress];

/** The npm package that ships Node's binary for this machine. */
const nodePackage = () => `node-${process.platform}-${process.arch}`;

/** What the anchor's build runs with: its own Node first on PATH when it has one. */
export function anchorEnv(anchor: Anchor, projectDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (anchor.node === undefined) return env;
  return { ...env, PATH: `${path.join(projectDir, 'node_modules', nodePackage(), 'bin')}${path.delimiter}${env.PATH ?? ''}` };
}

/** Installs an anchor's packages into `projectDir` (once: a project already installed is kept). */
export async function installAnchor(anchor: Anchor, projectDir: string): Promise<void> {
  const stamp = path.join(projectDir, '.installed');
  const packages = [...anchor.packages, ...(anchor.node === undefined ? [] : [`${nodePackage()}@${anchor.node}`])];
  if (existsSync(stamp) && (await readFile(stamp, 'utf8')) === packages.join(' ')) return;
  await mkdir(projectDir, { recursive: true });
  await writeFile(path.join(projectDir, 'package.json'), `${JSON.stringify({ name: 'docs-site-bench-anchor', private: true })}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...packages], { cwd: projectDir, maxBuffer: 64 * 1024 * 1024 });
  await writeFile(stamp, packages.join(' '));
}

/** Removes what a previous build left, so the next one is cold. */
export async function clearAnchorCaches(anchor: Anchor, projectDir: string): Promise<void> {
  for (const dir of anchor.caches) await rm(path.join(projectDir, dir), { recursive: true, force: true });
}
