import { describe, expect, it } from 'vitest';
import { compileToHtml } from '../../src/node/page/markdown/test-helpers';

/** The page's compile, with the number of set look-ups it made (each repeat's search for a free id is made of them). */
function compileCounting(body: string): { ids: string[]; lookups: number } {
  const has = Set.prototype.has;
  let lookups = 0;
  Set.prototype.has = function (this: Set<unknown>, value: unknown) {
    lookups += 1;
    return has.call(this, value);
  };
  try {
    const { toc } = compileToHtml(body);
    return { ids: toc.map((item) => item.id), lookups };
  } finally {
    Set.prototype.has = has;
  }
}

// Finding 3 of the attack run: every repeat of a heading searched for its id from `-2` up, so a
// page of 20,000 `## Same` took 33 s of CPU to build, 40,000 took 148 s.
describe('regression: repeated headings cost time quadratic in their number', () => {
  it('compiles 4x as many equal headings with well under 4² times the work', () => {
    const small = compileCounting('## Same\n\n'.repeat(1000));
    const large = compileCounting('## Same\n\n'.repeat(4000));
    expect(large.ids).toHaveLength(4000);
    expect(large.ids.slice(0, 3)).toEqual(['same', 'same-2', 'same-3']);
    expect(large.ids.at(-1)).toBe('same-4000');
    expect(new Set(large.ids).size).toBe(4000);
    // Linear is 4; the search from 2 made it about 16.
    expect(large.lookups / small.lookups).toBeLessThan(6);
  });

  it('still never gives a repeat an id a heading already has, nor takes one a later heading hashes to first', () => {
    const { ids } = compileCounting('## Same 3\n\n## Same\n\n## Same\n\n## Same\n\n## Same 2\n\n## Same\n\n## Same-4\n\n## Same');
    expect(ids).toEqual(['same-3', 'same', 'same-2', 'same-4', 'same-2-2', 'same-5', 'same-4-2', 'same-6']);
  });
});
