import { describe, expect, it } from 'vitest';
import { inShard, parseShard } from './shards';

describe('parseShard', () => {
  it.each([
    ['1/1', { index: 1, count: 1 }],
    ['2/4', { index: 2, count: 4 }],
    [' 4/4 ', { index: 4, count: 4 }],
    ['0/4', null],
    ['5/4', null],
    ['1/0', null],
    ['1/2/3', null],
    ['a/b', null],
    ['', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseShard(text)).toEqual(expected);
  });
});

describe('inShard', () => {
  const urls = Array.from({ length: 1000 }, (_, i) => `/docs/section-${i % 17}/page-${i}`);

  it('puts every page in exactly one shard', () => {
    for (const count of [1, 2, 3, 7]) {
      for (const url of urls) {
        const shards = Array.from({ length: count }, (_, i) => i + 1).filter((index) => inShard(url, { index, count }));
        expect(shards, `${url} of ${count}`).toHaveLength(1);
      }
    }
  });

  it('spreads pages about evenly', () => {
    const sizes = [1, 2, 3, 4].map((index) => urls.filter((url) => inShard(url, { index, count: 4 })).length);
    for (const size of sizes) expect(size).toBeGreaterThan(200);
  });
});
