import { describe, expect, it } from 'vitest';
import type { PageCache } from '../cache/page-cache';
import type { SocialCard } from '../model/social-card';
import { socialImageWriter, type CardPainter } from './social-images';
import type { Staging } from './staging';

const card = (n: number): SocialCard => ({ path: `assets/og/card-${String(n).padStart(16, '0')}.png`, title: `Page ${n}`, description: null, name: 'MUI', logo: null, site: 'mui.com' });
const png = Buffer.from('a cached card');

/** A staging folder, a cache holding the cards given, and a painter, all recording what they were asked. */
function fakes(cached: SocialCard[], options: { failing?: boolean } = {}) {
  const staged: string[] = [];
  const batches: string[][] = [];
  let started = 0;
  let closed = 0;
  // A cached card is linked into the output from the cache's file (its size given back).
  const staging = { linkIn: async (file: string, from: string) => (staged.push(file), from === `cache/${file}` ? png.byteLength : -1) } as unknown as Staging;
  const cache = {
    readImage: async (file: string) => (cached.some((c) => c.path === file) ? png : null),
    imageFile: (file: string) => `cache/${file}`,
  } as unknown as PageCache;
  const painter: CardPainter = {
    draw: async (cards) => {
      if (options.failing) throw new Error('the drawing failed');
      batches.push(cards.map((c) => c.title));
      return cards.map(() => 100);
    },
    close: async () => void (closed += 1),
  };
  const start = () => ((started += 1), painter);
  return { staging, cache, start, staged, batches, counts: () => ({ started, closed }) };
}

describe('socialImageWriter', () => {
  it('copies the cards the cache has, draws the others in batches of four, each card once, and counts both', async () => {
    const f = fakes([card(1), card(2)]);
    const writer = socialImageWriter(f.staging, f.cache, f.start);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 3, 1]) writer.add(card(n));
    expect(await writer.done()).toEqual({ total: 8, made: 6, bytes: 2 * png.byteLength + 6 * 100 });
    expect(f.staged.sort()).toEqual([card(1).path, card(2).path]);
    expect(f.batches).toEqual([
      ['Page 3', 'Page 4', 'Page 5', 'Page 6'],
      ['Page 7', 'Page 8'],
    ]);
    expect([...writer.written()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => card(n).path));
    expect(f.counts()).toEqual({ started: 1, closed: 1 });
  });

  it('starts no drawing thread when the cache has every card (a warm build)', async () => {
    const f = fakes([card(1), card(2)]);
    const writer = socialImageWriter(f.staging, f.cache, f.start);
    writer.add(card(1));
    writer.add(card(2));
    expect(await writer.done()).toEqual({ total: 2, made: 0, bytes: 2 * png.byteLength });
    expect(f.counts()).toEqual({ started: 0, closed: 0 });
  });

  it('draws every card without a cache', async () => {
    const f = fakes([card(1)]);
    const writer = socialImageWriter(f.staging, null, f.start);
    writer.add(card(1));
    expect(await writer.done()).toMatchObject({ total: 1, made: 1 });
  });

  it('throws what failed once every card is settled, having stopped the threads', async () => {
    const f = fakes([], { failing: true });
    const writer = socialImageWriter(f.staging, f.cache, f.start);
    for (const n of [1, 2, 3, 4, 5]) writer.add(card(n));
    const failed = await writer.done().catch((caught: unknown) => caught as Error);
    expect(failed).toBeInstanceOf(Error);
    expect([(failed as Error).message, ((failed as Error).cause as Error).message]).toEqual(["Drawing the pages' share cards failed", 'the drawing failed']);
    expect(f.counts()).toEqual({ started: 1, closed: 1 });
  });
});
