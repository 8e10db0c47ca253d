import { describe, expect, it } from 'vitest';
import { searchIndexInOrder, type IndexRecord } from './index-in-order';

const record = (index: number, words: string): IndexRecord => ({
  index,
  pathname: `/p${index}`,
  noindex: false,
  path: `p${index}/index.html`,
  search: { url: `/p${index}`, title: `Page ${index}`, product: 'docs', language: 'en', sections: [{ anchor: '', heading: '', text: words, code: '' }] },
});

const search = { exclude: [], noindexPages: false } as never;

describe('the search index of a build, fed in any order', () => {
  it('is complete once every page has come, whatever the order, and not before', () => {
    const index = searchIndexInOrder([0, 1, 2], search, { docs: 'Docs' });
    index.add(record(2, 'gamma'));
    index.add(record(0, 'alpha'));
    expect(index.complete()).toBe(false);
    index.add(record(1, 'beta'));
    expect(index.complete()).toBe(true);
    const inOrder = searchIndexInOrder([0, 1, 2], search, { docs: 'Docs' });
    for (const n of [0, 1, 2]) inOrder.add(record(n, ['alpha', 'beta', 'gamma'][n]!));
    expect([...index.files()]).toEqual([...inOrder.files()]);
  });

  it('leaves out a page whose record never came, when asked for its files', () => {
    const index = searchIndexInOrder([0, 1, 2], search, { docs: 'Docs' });
    index.add(record(0, 'alpha'));
    index.add(record(2, 'gamma'));
    expect(index.complete()).toBe(false);
    const without = searchIndexInOrder([0, 2], search, { docs: 'Docs' });
    without.add(record(0, 'alpha'));
    without.add(record(2, 'gamma'));
    expect([...index.files()]).toEqual([...without.files()]);
  });
});
