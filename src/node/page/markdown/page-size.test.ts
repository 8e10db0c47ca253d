import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile';
import { MAX_PAGE_BYTES } from './limits';

const RELEASES = 20_000;

/** A changelog in setext style: `Version N` underlined, a line of notes; the last release links to the first. */
function setextChangelog(): string {
  const releases = Array.from({ length: RELEASES }, (_, i) => `Version ${i}\n----------\n\nFixed issue ${i}.\n`);
  releases[RELEASES - 1] = `Version ${RELEASES - 1}\n----------\n\nSee [the first release](#version-0).\n`;
  return releases.join('\n');
}

describe('page size', () => {
  // Issue 14: micromark copied the page's whole list of events for each setext heading, list
  // item or lazy line (micromark-util-edit-map's `consume`, fixed in vendor/), so this 880 KB
  // page took minutes of CPU (about 200 s); it now takes a few seconds. The timeout is the hang
  // guard, with room for a machine busy with other work (one full run under load took over 60 s).
  it('compiles an 880 KB changelog of 20,000 setext headings, every heading and line in place', { timeout: 180_000 }, () => {
    const compiled = compileMarkdown({ file: 'content/changelog.md', body: setextChangelog(), bodyStartLine: 3 });
    expect(compiled.diagnostics).toEqual([]);
    const headings = compiled.hast.children.filter((node): node is Element => node.type === 'element' && node.tagName === 'h2');
    expect(headings).toHaveLength(RELEASES);
    expect(compiled.toc.at(-1)).toMatchObject({ id: `version-${RELEASES - 1}`, text: `Version ${RELEASES - 1}` });
    // Five lines per release; the body starts on line 3 of the file.
    expect(compiled.links).toEqual([expect.objectContaining({ href: '#version-0', line: 5 * (RELEASES - 1) + 4 + 2 })]);
  });

  it('reports a page over 4 MB as an error naming the file, and does not parse it', () => {
    const compiled = compileMarkdown({ file: 'content/huge.md', body: '- item\n'.repeat(MAX_PAGE_BYTES / 7 + 1), bodyStartLine: 4 });
    expect(compiled.hast.children).toEqual([]);
    expect(compiled.diagnostics).toMatchInlineSnapshot(`
      [
        {
          "code": "content/page-too-large",
          "file": "content/huge.md",
          "hint": "split it into several pages, for example a changelog by major version or an API reference by component",
          "message": "The page has 4,194,309 bytes of markdown, over the limit of 4,194,304 (4 MB)",
          "severity": "error",
        },
      ]
    `);
  });

  it('counts bytes, not characters', () => {
    const body = 'é'.repeat(MAX_PAGE_BYTES / 2 + 1);
    expect(body.length).toBeLessThan(MAX_PAGE_BYTES);
    expect(compileMarkdown({ file: 'content/accents.md', body, bodyStartLine: 1 }).diagnostics.map((d) => d.code)).toEqual(['content/page-too-large']);
  });

  it('compiles a page of exactly 4 MB', () => {
    const body = 'x'.repeat(MAX_PAGE_BYTES);
    expect(compileMarkdown({ file: 'content/big.md', body, bodyStartLine: 1 }).diagnostics.map((d) => d.code)).not.toContain('content/page-too-large');
  });
});
