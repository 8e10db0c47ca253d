import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

describe('a site with a second language and a TypeScript navigation file', () => {
  it('prefixes the other language, links the translations together and reads the TS navigation', async () => {
    const root = await copyFixture('basic');
    const config = await readText(path.join(root, 'docs-site.config.ts'));
    await writeFiles(root, {
      'docs-site.config.ts': config
        .replace("navigation: 'nav/joy-ui.json'", "navigation: 'nav/joy-ui.ts'")
        .replace("products: [", "languages: [{ code: 'en', label: 'English' }, { code: 'fa', label: 'فارسی', dir: 'rtl' }],\n  products: ["),
      'nav/joy-ui.ts': [
        "import type { NavEntryInput } from 'docs-site';",
        'const pages: NavEntryInput[] = [',
        "  { pathname: '/joy-ui/getting-started', title: 'Start here' },",
        "  { pathname: '/joy-ui/react-button' },",
        '];',
        'export default pages;',
        '',
      ].join('\n'),
      'content/joy-ui/react-button-fa.md': '---\ntitle: دکمه\ndescription: دکمه‌ها\n---\n\nمتن.\n',
    });
    const result = await build({ cwd: root });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);

    const persian = await readText(path.join(root, 'dist/fa/joy-ui/react-button/index.html'));
    expect(persian).toContain('<html lang="fa" dir="rtl">');
    expect(persian).toContain('<link rel="canonical" href="https://docs.example.com/fa/joy-ui/react-button">');
    const english = await readText(path.join(root, 'dist/joy-ui/react-button/index.html'));
    for (const html of [english, persian]) {
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://docs.example.com/joy-ui/react-button">');
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://docs.example.com/joy-ui/react-button">');
      expect(html).toContain('<link rel="alternate" hreflang="fa" href="https://docs.example.com/fa/joy-ui/react-button">');
    }
    // The title comes from the TS navigation file.
    expect(english).toContain('>Start here<');
  });
});
