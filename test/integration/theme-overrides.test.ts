import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliResult } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, readText, writeFiles } from '../helpers/fixture';

/** test/fixtures/theme-overrides: a site with no templates/ that names its own Footer and Callout in its config. */
let root: string;
let built: CliResult;
beforeAll(async () => {
  root = await copyFixture('theme-overrides');
  built = await runCli(['build'], { cwd: root });
});
afterAll(cleanupTemporaryFolders);

const page = (file: string) => readText(path.join(root, 'dist', file));

describe("a site's own components in docs-site's theme (config `components`)", () => {
  it('shows the footer of the site on every page, given the same props as the theme', async () => {
    expect(built.code, built.stdout + built.stderr).toBe(0);
    expect(built.stderr).toMatch(/\(0 errors, 0 warnings\)/);
    for (const [file, title] of [
      ['index.html', 'Acme Docs'],
      ['guide/intro/index.html', 'Introduction'],
      ['guide/setup/index.html', 'Setup'],
      ['404.html', 'Page not found'],
    ]) {
      const html = await page(file!);
      // The component's text, a module it imports, and the page's title from its view-model.
      expect(html, file).toContain(`<footer data-team-footer="">Acme documentation team<!-- --> · <!-- -->${title}`);
      expect(html, file).not.toContain('Edit this page');
      // The rest of the shell is docs-site's: the app bar.
      expect(html, file).toContain('aria-label="Source code on GitHub"');
    }
    expect(await page('guide/intro/index.html')).toContain('<a href="/guide/setup">Next: <!-- -->Setup</a></footer>');
  });

  it("renders markdown callouts with the site's Callout", async () => {
    expect(await page('guide/intro/index.html')).toContain(
      '<aside class="team-callout team-callout-warning" aria-label="warning note"><p>Acme is <strong>fictional</strong>.</p></aside>',
    );
  });

  it('is an error at the config when a component file does not exist, and the previous output stays', async () => {
    const broken = await copyFixture('theme-overrides');
    await writeFiles(broken, { 'dist/index.html': 'previous output\n' });
    const config = path.join(broken, 'docs-site.config.ts');
    await writeFiles(broken, { 'docs-site.config.ts': (await readFile(config, 'utf8')).replace('./theme/TeamFooter.tsx', './theme/Gone.tsx') });
    const result = await runCli(['build'], { cwd: broken });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'error config/components docs-site.config.ts\n  components.Footer: no file theme/Gone.tsx\n  hint: a path of the site relative to the config, to a module whose default export is the component.\n',
    );
    expect(await readText(path.join(broken, 'dist', 'index.html'))).toBe('previous output\n');
  });

  it('warns that they are unused when the site has templates of its own, which it keeps using', async () => {
    const own = await copyFixture('theme-overrides');
    await writeFiles(own, {
      'templates/index.tsx': `import type { LayoutProps } from 'docs-site';

const Layout = ({ view, children }: LayoutProps) => (
  <main data-own-templates="">
    <h1>{view.page.title}</h1>
    {children}
  </main>
);

export const layouts = { docs: Layout, page: Layout, 'not-found': Layout };
`,
    });
    const result = await runCli(['build'], { cwd: own });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      "warning config/components-unused docs-site.config.ts\n  components (Footer, Callout) replace parts of docs-site's theme, which this site does not use: it has its own templates\n",
    );
    const html = await readText(path.join(own, 'dist', 'guide', 'setup', 'index.html'));
    expect(html).toContain('<main data-own-templates=""><h1>Setup</h1>');
    expect(html).not.toContain('data-team-footer');
  });
});
