import { afterAll, describe, expect, it } from 'vitest';
import { compileToHtml } from '../../src/node/page/markdown/test-helpers';
import { MAX_ELEMENT_DEPTH } from '../../src/node/util/limits';
import { runCli } from '../helpers/cli';
import { cleanupTemporaryFolders, copyFixture, writeFiles } from '../helpers/fixture';

afterAll(cleanupTemporaryFolders);

/** `depth` nested `<details>`, one per three lines, each with its summary and a blank line. */
const nestedDetails = (depth: number) => '<details>\n<summary>More</summary>\n\n'.repeat(depth) + 'Inside.\n\n' + '</details>\n\n'.repeat(depth);
/** `depth` nested `<div>` blocks, one per two lines (a blank line ends each HTML block). */
const nestedDivs = (depth: number) => '<div>\n\n'.repeat(depth) + 'Inside.\n\n' + '</div>\n\n'.repeat(depth);

// Finding 5 of the attack run (its depth part): content nested thousands of levels deep made
// something recurse that deep (hast-util-from-parse5 under rehype-raw, for a page), and the
// build ended in `RangeError: Maximum call stack size exceeded`, exit 70.
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
  });

  it('a build meeting such content reports every error at once and exits 1, not 70', async () => {
    const root = await copyFixture('basic');
    const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: Nested deep.\n---\n\n# ${title}\n\n${body}`;
    await writeFiles(root, {
      'content/joy-ui/details.md': page('Details', nestedDetails(2000)),
      'content/joy-ui/divs.md': page('Divs', nestedDivs(3000)),
    });
    // Worker threads, as a big site's build uses.
    const { code, stderr, stdout } = await runCli(['build', '--links', 'off', '--workers', '2', '--no-cache'], { cwd: root });
    const output = stdout + stderr;
    expect(output).not.toContain('internal error');
    expect(code).toBe(1);
    const errors = [...output.matchAll(/^error (\S+) (\S+)/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
    expect(errors).toEqual([
      // The page's 7 lines of frontmatter and heading, then the 256th <details>'s <summary>, and the 257th <div>.
      `markdown/elements-too-deep content/joy-ui/details.md:${7 + 3 * MAX_ELEMENT_DEPTH - 1}:1`,
      `markdown/elements-too-deep content/joy-ui/divs.md:${7 + 2 * MAX_ELEMENT_DEPTH + 1}:1`,
    ]);
  });
});
