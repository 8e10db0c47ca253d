import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from './compile';

const RELEASES = 15_000;

/** A changelog in setext style: `Version N` underlined, a line of notes; the last release links to the first. */
function setextChangelog(): string {
  const releases = Array.from({ length: RELEASES }, (_, i) => `Version ${i}\n----------\n\nFixed issue ${i}.\n`);
  releases[RELEASES - 1] = `Version ${RELEASES - 1}\n----------\n\nSee [the first release](#version-0).\n`;
  return releases.join('\n');
}

describe('page size', () => {
  // Issue 14: micromark copied the page's whole list of events for each setext heading, list
  // item or lazy line (micromark-util-edit-map's `consume`, fixed in vendor/), so this 550 KB
  // page took about two minutes, past vitest's 60 s timeout; it now takes a few seconds.
  it('compiles a 550 KB changelog of 15,000 setext headings, every heading and line in place', () => {
    const compiled = compileMarkdown({ file: 'content/changelog.md', body: setextChangelog(), bodyStartLine: 3 });
    expect(compiled.diagnostics).toEqual([]);
    const headings = compiled.hast.children.filter((node): node is Element => node.type === 'element' && node.tagName === 'h2');
    expect(headings).toHaveLength(RELEASES);
    expect(compiled.toc.at(-1)).toMatchObject({ id: `version-${RELEASES - 1}`, text: `Version ${RELEASES - 1}` });
    // Five lines per release; the body starts on line 3 of the file.
    expect(compiled.links).toEqual([expect.objectContaining({ href: '#version-0', line: 5 * (RELEASES - 1) + 4 + 2 })]);
  });
});
