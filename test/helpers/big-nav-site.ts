import { temporaryFolder, writeFiles } from './fixture';

/**
 * A site whose product navigation is too big to be written whole into every page (more entries
 * than the bundled theme's FULL_TREE_LIMIT): five sections of 40 entries, the first with a
 * nested section. Only a few of the entries have pages; the others lead nowhere (a warning).
 */
export const BIG_NAV_SECTIONS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
export const ENTRIES_PER_SECTION = 40;

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: The ${title} page.\n---\n\n${body}\n`;

export async function createBigNavSite(): Promise<string> {
  const root = await temporaryFolder('docs-site-big-nav-');
  const nav = BIG_NAV_SECTIONS.map((section, s) => ({
    pathname: `/joy-ui/${section}`,
    title: section[0]!.toUpperCase() + section.slice(1),
    children: [
      ...(s === 0
        ? [
            {
              pathname: `/joy-ui/${section}/nested`,
              title: 'Nested',
              children: Array.from({ length: 5 }, (_, i) => ({ pathname: `/joy-ui/${section}/nested/n${i + 1}`, title: `Nested ${i + 1}` })),
            },
          ]
        : []),
      ...Array.from({ length: ENTRIES_PER_SECTION }, (_, i) => ({ pathname: `/joy-ui/${section}/p${i + 1}`, title: `${section} page ${i + 1}` })),
    ],
  }));
  await writeFiles(root, {
    'docs-site.config.ts': `import { defineConfig } from 'docs-site';
export default defineConfig({
  title: 'Big Docs',
  host: 'https://docs.example.com',
  repository: { url: 'https://github.com/example/big' },
  products: [{ id: 'joy-ui', name: 'Joy UI', home: '/joy-ui/alpha/p1', navigation: 'nav/joy-ui.json' }],
  checks: { links: 'warn' },
});
`,
    'nav/joy-ui.json': JSON.stringify(nav, null, 2),
    'content/joy-ui/alpha/p1.md': page('Alpha page 1'),
    'content/joy-ui/alpha/p2.md': page('Alpha page 2'),
    'content/joy-ui/alpha/nested/n1.md': page('Nested 1'),
    'content/joy-ui/alpha/nested/n2.md': page('Nested 2'),
    'content/joy-ui/beta/p1.md': page('Beta page 1'),
    'content/joy-ui/gamma/p1.md': page('Gamma page 1'),
  });
  return root;
}
