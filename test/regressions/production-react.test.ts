import { afterAll, describe, expect, it } from 'vitest';
import { runCli, startCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

// The CLI set NODE_ENV=production inside each command's action, after the compiled CLI had
// already imported React: React ran its development build, and dev pages rendered two to four
// times slower. The development build is the one that warns about list items without keys,
// so a template with such a list tells which build rendered it.
describe('regression: the command line renders with the production build of React', () => {
  it.each([['build'], ['dev']])('%s, with NODE_ENV unset', async (command) => {
    const root = await copyFixture('basic');
    await writeFiles(root, {
      'templates/index.tsx': [
        "import type { LayoutProps } from 'docs-site';",
        'const items = ["one", "two"];',
        'export const layouts = {',
        '  docs: ({ children }: LayoutProps) => (',
        '    <main>',
        '      <ul>{items.map((item) => <li>{item}</li>)}</ul>',
        '      {children}',
        '    </main>',
        '  ),',
        '};',
        '',
      ].join('\n'),
    });
    if (command === 'build') {
      const result = await runCli(['build'], { cwd: root, env: { NODE_ENV: undefined } });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).not.toMatch(/unique "key"/);
      return;
    }
    const cli = startCli(['dev', '--port', '0'], { cwd: root, env: { NODE_ENV: undefined } });
    const [, url] = await cli.waitFor(/Dev server at (http:\/\/127\.0\.0\.1:\d+)/);
    expect(await (await fetch(`${url}/about`)).text()).toContain('<li>one</li>');
    cli.child.kill('SIGTERM');
    await cli.exited;
    expect(cli.output()).not.toMatch(/unique "key"/);
  });
});
