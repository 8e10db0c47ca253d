import { describe, expect, it } from 'vitest';
import { renderBatches } from './batches';

describe('renderBatches', () => {
  it('keeps a file with its fallback pages in one batch, in the order of its first page', () => {
    // Pages 0-3 are English pages (a, b, c, d); 4-7 their fallbacks in zh and ar.
    const files = ['a', 'b', 'c', 'd', 'a', 'a', 'c', 'd'];
    expect(renderBatches([7, 6, 5, 4, 3, 2, 1, 0], (i) => files[i]!, 3)).toEqual([
      [0, 4, 5],
      [1, 2, 6],
      [3, 7],
    ]);
  });

  it('hands out every page once, in batches of the size asked for when files have one page', () => {
    const indexes = Array.from({ length: 20 }, (_, i) => i);
    const batches = renderBatches(indexes, (i) => `page-${i}`, 8);
    expect(batches.map((b) => b.length)).toEqual([8, 8, 4]);
    expect(batches.flat()).toEqual(indexes);
  });
});
