// Finding 8 of the second hardening round (issue 34): a navigation pathname `javascript:...`
// was accepted without a diagnostic, and became the href of a link in every page's side
// navigation.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../src/node/build';
import { cleanupTemporaryFolders, copyFixture, readText } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

describe('a navigation pathname that is not a path or a web address', () => {
  it('is an error at its line, while a web address stays a link', async () => {
    const root = await copyFixture('basic');
    const navFile = path.join(root, 'nav/joy-ui.json');
    const nav = JSON.parse(await readFile(navFile, 'utf8')) as unknown[];
    nav.push(
      { pathname: 'javascript:alert(document.domain)', title: 'Script' },
      { pathname: '/joy-ui/group', subheader: 'Group', children: [{ pathname: 'data:text/html,<script>alert(1)</script>', title: 'Data' }] },
      { pathname: '//evil.example/x', title: 'Elsewhere' },
      { pathname: 'https://mui.com/store/', title: 'Store' },
    );
    await writeFile(navFile, JSON.stringify(nav, null, 2));
    const source = await readFile(navFile, 'utf8');
    const lineOf = (text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1;

    const result = await build({ cwd: root, links: 'off' });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.code === 'nav/invalid-pathname').map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      `nav/joy-ui.json:${lineOf('javascript:')} Navigation pathname "javascript:alert(document.domain)" is neither a path of the site nor a web address: the entry was left out`,
      `nav/joy-ui.json:${lineOf('data:text')} Navigation pathname "data:text/html,<script>alert(1)</script>" is neither a path of the site nor a web address: the entry was left out`,
      `nav/joy-ui.json:${lineOf('//evil')} Navigation pathname "//evil.example/x" is neither a path of the site nor a web address: the entry was left out`,
    ]);
    // The same site without them builds, and links the web address it kept.
    await writeFile(navFile, JSON.stringify(nav.filter((entry) => !/^(javascript|\/\/)/.test((entry as { pathname: string }).pathname) && (entry as { subheader?: string }).subheader !== 'Group'), null, 2));
    const clean = await build({ cwd: root, links: 'off' });
    expect(clean.ok).toBe(true);
    expect(await readText(path.join(root, 'dist/joy-ui/getting-started/index.html'))).toContain('href="https://mui.com/store/"');
  });
});
