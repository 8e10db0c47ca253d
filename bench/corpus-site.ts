import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../src/node/util/package-root';

/** A node of the generator's nav.json. */
interface CorpusNavNode {
  pathname: string;
  title: string;
  children: CorpusNavNode[];
}

interface NavEntry {
  pathname: string;
  title: string;
  inSideNav?: false;
  children?: NavEntry[];
}

export interface CorpusOptions {
  /**
   * `shown` (default): every page shows the whole tree, as a big product does. `hidden`: the
   * entries are kept (pages stay reachable, nothing warns) but `inSideNav: false` hides
   * them, so a page renders without the tree: what the pipeline costs apart from the theme's
   * navigation.
   */
  nav?: 'shown' | 'hidden';
  /** Give every page a live demo of its own, beside it, embedded after its intro. */
  demos?: boolean;
  /** `false`: no share cards (`ogImages: false`), as the anchors draw none. */
  cards?: boolean;
}

/** A small interactive demo, one per page, each its own module (as a docs site's are). */
const demoSource = (name: string, index: number) => `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ${name}() {
  const [count, setCount] = React.useState(${index % 7});
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={() => setCount((n: number) => n + 1)}>Add one</Button>
      <Typography>${name}: {count}</Typography>
    </Stack>
  );
}
`;

/** Writes `PageNDemo.tsx` beside every page and embeds it after the page's first paragraph. */
async function addDemos(dir: string): Promise<void> {
  const content = path.join(dir, 'content');
  const pages = (await readdir(content, { recursive: true })).filter((file) => file.endsWith('.md')).sort();
  await Promise.all(
    pages.map(async (file, index) => {
      const name = `Page${index}Demo`;
      const page = path.join(content, file);
      await writeFile(path.join(path.dirname(page), `${name}.tsx`), demoSource(name, index));
      const text = await readFile(page, 'utf8');
      const end = text.indexOf('\n\n', text.indexOf('\n---', 3) + 5);
      const at = end === -1 ? text.length : end;
      await writeFile(page, `${text.slice(0, at)}\n\n{{"demo": "${name}.js"}}${text.slice(at)}`);
    }),
  );
}

/** The shared corpus generator, copied into this folder. */
export const makeCorpusScript = () => path.join(packageRoot(), 'bench', 'make-corpus.mjs');

/** Every page is mounted under this folder, the `docs` product's, so that each shows the corpus's tree. */
export const CORPUS_BASE = '/docs';

/** The generator writes folder pages as `/a/`; our routes are `/a` (`a/index.md` -> `/a`). */
const toEntry =
  (hidden: boolean) =>
  (node: CorpusNavNode): NavEntry => ({
    pathname: `${CORPUS_BASE}${node.pathname.replace(/\/+$/, '')}`,
    title: node.title,
    ...(hidden && { inSideNav: false as const }),
    ...(node.children.length > 0 && { children: node.children.map(toEntry(hidden)) }),
  });

/**
 * Turns a generated corpus into a docs-site. Its pages sit at the top of the content folder,
 * in no product's folder, so the config routes each file to `/docs/<its path>`: they belong
 * to the `docs` product and show the corpus's tree as its navigation, with prev/next links,
 * like a large product of the real site.
 */
export async function adaptCorpus(dir: string, options: CorpusOptions = {}): Promise<void> {
  const nav = JSON.parse(await readFile(path.join(dir, 'nav.json'), 'utf8')) as CorpusNavNode;
  const hidden = options.nav === 'hidden';
  const entries: NavEntry[] = [{ pathname: CORPUS_BASE, title: nav.title, ...(hidden && { inSideNav: false as const }) }, ...nav.children.map(toEntry(hidden))];
  await mkdir(path.join(dir, 'nav'), { recursive: true });
  await writeFile(path.join(dir, 'nav', 'docs.json'), `${JSON.stringify(entries, null, 2)}\n`);
  await writeFile(path.join(dir, 'docs-site.config.ts'), corpusConfig(options.cards !== false));
  if (options.demos) await addDemos(dir);
}

const corpusConfig = (cards: boolean) => `// Written by bench/corpus-site.ts for a corpus made by bench/make-corpus.mjs.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'docs-site';

// content/a/b.md -> ${CORPUS_BASE}/a/b, content/a/index.md -> ${CORPUS_BASE}/a, content/index.md -> ${CORPUS_BASE}
const content = path.join(import.meta.dirname, 'content');
const routes = Object.fromEntries(
  readdirSync(content, { recursive: true })
    .map((file) => String(file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => [file, '${CORPUS_BASE}/' + file.replace(/\\.md$/, '').replace(/(^|\\/)index$/, '')]),
);
for (const [file, route] of Object.entries(routes)) routes[file] = route.replace(/\\/$/, '');

export default defineConfig({
  title: 'Nimbus',
  host: 'https://nimbus.example.com',
  repository: { url: 'https://github.com/example/nimbus' },
  products: [{ id: 'docs', name: 'Nimbus', home: '${CORPUS_BASE}', navigation: 'nav/docs.json' }],
  routes,${cards ? '' : '\n  ogImages: false,'}
});
`;

/** Generates an N-page corpus into `dir` (replacing its content) and gives it a config. */
export async function makeCorpusSite(dir: string, pages: number, options: CorpusOptions = {}): Promise<void> {
  await promisify(execFile)(process.execPath, [makeCorpusScript(), '--pages', String(pages), '--out', dir, '--force']);
  await adaptCorpus(dir, options);
}

/**
 * The corpus of `pages` pages as a docs-site in `workDir`, generated once and kept: generated
 * again only when the generator changed.
 */
export async function cachedCorpusSite(workDir: string, pages: number, options: { demos?: boolean; cards?: boolean } = {}): Promise<string> {
  const dir = path.join(workDir, `corpus-${pages}${options.demos ? '-demos' : ''}${options.cards === false ? '-nocards' : ''}`);
  const stamp = path.join(dir, '.generated');
  const generator = await readFile(makeCorpusScript(), 'utf8');
  if (!existsSync(stamp) || (await readFile(stamp, 'utf8')) !== String(generator.length)) {
    await makeCorpusSite(dir, pages, { demos: options.demos ?? false, cards: options.cards !== false });
    await writeFile(stamp, String(generator.length));
  }
  return dir;
}
