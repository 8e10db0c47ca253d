import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/node/config/load';
import { validateUserConfig } from '../../src/node/config/schema';
import { loadApiPages } from '../../src/node/load/load-api';
import { parseFrontmatter } from '../../src/node/load/load-pages';
import { parseTranslationFile } from '../../src/node/load/load-translations';
import { readDataFile } from '../../src/node/nav/load-nav';
import { compileToHtml, demoEntry } from '../../src/node/page/markdown/test-helpers';
import { MAX_DATA_DEPTH, MAX_ELEMENT_DEPTH } from '../../src/node/util/limits';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, temporaryFolder, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

const brief = (d: { severity: string; code: string; file?: string; line?: number }) => `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}`;

/** `depth` nested `<details>`, one per three lines, each with its summary and a blank line. */
const nestedDetails = (depth: number) => '<details>\n<summary>More</summary>\n\n'.repeat(depth) + 'Inside.\n\n' + '</details>\n\n'.repeat(depth);
/** `depth` nested `<div>` blocks, one per two lines (a blank line ends each HTML block). */
const nestedDivs = (depth: number) => '<div>\n\n'.repeat(depth) + 'Inside.\n\n' + '</div>\n\n'.repeat(depth);

/** Navigation entries `depth` deep, one per line: entry k's `children` array is level 2k + 1 of the JSON. */
const nestedNav = (depth: number) => {
  const lines = ['['];
  for (let k = 1; k <= depth; k += 1) lines.push(`{ "pathname": "/joy-ui/level-${k}", "children": [`);
  lines.push(']}'.repeat(depth), ']');
  return lines.join('\n');
};

// Finding 5 of the attack run (its depth part): content nested thousands of levels deep made
// something recurse that deep (hast-util-from-parse5 under rehype-raw, zod, flattening
// translations, finding a key's line in an API JSON, JSON.stringify, the structured clone to a
// worker thread), and the build ended in `RangeError: Maximum call stack size exceeded`, exit 70.
describe('regression: content nested thousands of levels deep ends in exit 70', () => {
  describe('a markdown page', () => {
    it(`nesting elements ${MAX_ELEMENT_DEPTH} deep compiles as written`, () => {
      // The paragraph inside is the innermost element.
      const { html, diagnostics } = compileToHtml(nestedDivs(MAX_ELEMENT_DEPTH - 1));
      expect(diagnostics).toEqual([]);
      expect(html.match(/<div>/g)).toHaveLength(MAX_ELEMENT_DEPTH - 1);
      expect(html).toContain('<div>\n<p>Inside.</p>\n</div>');
    });

    it('one level deeper is an error at the line of the element that goes past it, and none of the page is kept', () => {
      const { hast, diagnostics } = compileToHtml(nestedDivs(MAX_ELEMENT_DEPTH));
      expect(diagnostics).toEqual([
        {
          severity: 'error',
          code: 'markdown/elements-too-deep',
          message: 'A <p> nested 257 elements deep: a page may nest elements 256 deep at most, so it is not rendered',
          hint: 'close the elements the page opens (an unclosed <div> or <details> holds all that follows it), or nest fewer',
          file: 'content/page.md',
          // After 256 `<div>` blocks of two lines each.
          line: 2 * MAX_ELEMENT_DEPTH + 1,
          column: 1,
        },
      ]);
      expect(hast.children).toEqual([]);
    });

    it.each([
      ['5,000 nested <details>', nestedDetails(5000), 'summary', 3 * MAX_ELEMENT_DEPTH - 1],
      ['5,000 nested <div> blocks', nestedDivs(5000), 'div', 2 * MAX_ELEMENT_DEPTH + 1],
      ['5,000 <div> blocks never closed', '<div>\n\n'.repeat(5000), 'div', 2 * MAX_ELEMENT_DEPTH + 1],
      // Markdown alone, in a paragraph under the limit of emphasis markers.
      ['emphasis nested 300 deep', `${'*a '.repeat(300)}x${' a*'.repeat(300)}`, 'em', 1],
    ])('%s: the same error, not a crash', (_, body, tagName, line) => {
      const { diagnostics } = compileToHtml(body);
      expect(diagnostics.map((d) => [d.code, d.line, /^A <(\w+)> nested 257 elements deep/.exec(d.message)?.[1]])).toEqual([['markdown/elements-too-deep', line, tagName]]);
    });

    it('an embed whose JSON nests deeper than the limit is an error at its line', () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      const { diagnostics } = compileToHtml(`Text.\n\n{{"demo": "Demo.js", "bg": ${deep}}}\n\n{{"demo": "Demo.js", "bg": ${'['.repeat(MAX_DATA_DEPTH - 1)}${']'.repeat(MAX_DATA_DEPTH - 1)}}}`, {
        demos: { Demo: demoEntry('Demo', { js: 'x;\n' }) },
      });
      expect(diagnostics.map((d) => [d.severity, d.code, d.line, d.message])).toEqual([
        ['error', 'markdown/invalid-embed', 3, `Invalid embed: it nests arrays and objects more than ${MAX_DATA_DEPTH} levels deep`],
        // At the limit: read, and its option's value checked as usual.
        ['warning', 'markdown/demo-option', 5, expect.stringMatching(/^Invalid value for demo option "bg"/)],
      ]);
    });
  });

  describe('a data file nesting deeper than MAX_DATA_DEPTH is an error at its file and line', () => {
    it('navigation `children` 1,000 deep, written out in JSON or in a module, or made by code', async () => {
      const root = await temporaryFolder();
      await writeFiles(root, {
        'nav/deep.json': nestedNav(1000),
        'nav/deep.ts': `export default ${nestedNav(1000)};\n`,
        'nav/loop.ts': "const entry: { pathname: string; children: unknown[] } = { pathname: '/joy-ui/loop', children: [] };\nentry.children.push(entry);\nexport default [entry];\n",
        // 63 levels: read.
        'nav/limit.json': nestedNav(MAX_DATA_DEPTH / 2 - 1),
      });
      const read = async (file: string) => {
        const result = await readDataFile(path.join(root, file), file, root);
        return 'diagnostic' in result ? brief(result.diagnostic) : 'read';
      };
      // Level 65 is the `children` of the entry on line 33.
      expect(await read('nav/deep.json')).toBe('error nav/too-deep nav/deep.json:33');
      expect(await read('nav/deep.ts')).toBe('error nav/too-deep nav/deep.ts:33');
      expect(await read('nav/loop.ts')).toBe('error nav/too-deep nav/loop.ts:');
      expect(await read('nav/limit.json')).toBe('read');
    });

    it('a translation file 20,000 deep', () => {
      const text = `{\n  "appFrame": ${'{ "a":\n'.repeat(20_000)}"x"${'}'.repeat(20_000)}\n}\n`;
      const { file, diagnostics } = parseTranslationFile(text, 'translations/translations.json');
      expect(file).toBeNull();
      expect(diagnostics.map(brief)).toEqual([`error i18n/too-deep translations/translations.json:${MAX_DATA_DEPTH + 1}`]);
    });

    it('a valid API JSON with a 20,000-deep value under a key docs-site ignores', async () => {
      const root = await temporaryFolder();
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      await writeFiles(root, {
        'api/joy-ui/button.json': `{\n  "name": "Button",\n  "props": {},\n  "imports": [],\n  "ignored": ${deep}\n}\n`,
        'api/joy-ui/chip.json': `{\n  "name": "Chip",\n  "props": {},\n  "imports": [],\n  "ignored": ${'['.repeat(MAX_DATA_DEPTH - 1)}${']'.repeat(MAX_DATA_DEPTH - 1)}\n}\n`,
      });
      const validated = validateUserConfig({ title: 'MUI', host: 'https://mui.com', repository: { url: 'https://github.com/mui/material-ui' }, products: [{ id: 'joy-ui', name: 'Joy UI', api: { pages: 'api/joy-ui' } }] });
      if (!validated.ok) throw new Error('the test config is invalid');
      const { pages, diagnostics } = await loadApiPages(resolveConfig(validated.config, `${root}/docs-site.config.ts`));
      expect(diagnostics.map(brief)).toEqual(['error api/too-deep api/joy-ui/button.json:5']);
      expect(pages.map((page) => page.pathname)).toEqual(['/joy-ui/api/chip']);
    });

    it.each([
      ['JSON frontmatter 50,000 deep', `---json\n{ "title": "Deep",\n  "extra": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)} }\n---\n`, 3],
      ['a YAML flow list 20,000 deep', `---\ntitle: Deep\nextra: ${'['.repeat(20_000)}1${']'.repeat(20_000)}\n---\n`, 3],
      ['YAML mappings 100 deep, by indentation', `---\ntitle: Deep\nextra:\n${Array.from({ length: 100 }, (_, i) => `${'  '.repeat(i + 1)}a:\n`).join('')}${'  '.repeat(101)}b: 1\n---\n`, 3],
    ])('%s', (_, frontmatter, line) => {
      const result = parseFrontmatter(`${frontmatter}\n# Deep\n`, 'content/deep.md');
      expect('diagnostic' in result && brief(result.diagnostic)).toBe(`error content/frontmatter-too-deep content/deep.md:${line}`);
    });
  });

  it('a build meeting such content reports every error at once and exits 1, not 70', async () => {
    const root = await copyFixture('basic');
    const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Nested deep.\n---\n\n# ${title}\n\n${body}`;
    await writeFiles(root, {
      'content/joy-ui/details.md': page('Details', nestedDetails(2000)),
      'content/joy-ui/divs.md': page('Divs', nestedDivs(3000)),
      'content/joy-ui/frontmatter.md': `---json\n{ "title": "Frontmatter", "description": "Nested deep.",\n  "extra": ${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)} }\n---\n\n# Frontmatter\n`,
      'translations/translations.json': `{ "appFrame": ${'{ "a": '.repeat(20_000)}"x"${'}'.repeat(20_000)} }\n`,
    });
    // Worker threads: a page's data crosses to them by structured clone, which recursed too.
    const { code, stderr, stdout } = await runCli(['build', '--links', 'off', '--workers', '2', '--no-cache'], { cwd: root });
    const output = stdout + stderr;
    expect(output).not.toContain('internal error');
    expect(code).toBe(1);
    const errors = [...output.matchAll(/^error (\S+) (\S+)/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
    expect(errors).toEqual([
      // The page's 7 lines of frontmatter and heading, then the 256th <details>'s <summary>, and the 257th <div>.
      'content/frontmatter-too-deep content/joy-ui/frontmatter.md:3:1',
      `i18n/too-deep translations/translations.json:1:${'{ "appFrame": '.length + 7 * (MAX_DATA_DEPTH - 1) + 1}`,
      `markdown/elements-too-deep content/joy-ui/details.md:${7 + 3 * MAX_ELEMENT_DEPTH - 1}:1`,
      `markdown/elements-too-deep content/joy-ui/divs.md:${7 + 2 * MAX_ELEMENT_DEPTH + 1}:1`,
    ]);
  });
});
