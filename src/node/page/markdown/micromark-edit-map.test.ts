import { EditMap } from 'micromark-util-edit-map';
import type { Event } from 'micromark-util-types';
import { describe, expect, it } from 'vitest';

type Edit = [at: number, remove: number, add: number[]];

/** What micromark-util-edit-map 1.0.0 as published does with a set of edits (vendor/ makes it linear). */
function publishedConsume(events: number[], edits: Edit[]): number[] {
  // `add` drops an edit that neither removes nor adds.
  const map = edits.filter(([, remove, add]) => remove > 0 || add.length > 0).sort((a, b) => a[0] - b[0]);
  const pieces: number[][] = [];
  let list = [...events];
  for (let i = map.length - 1; i >= 0; i -= 1) {
    const [at, remove, add] = map[i]!;
    pieces.push(list.slice(at + remove), add);
    list = list.slice(0, at);
  }
  pieces.push(list);
  return pieces.reverse().flat();
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: the low bits of this generator repeat after a few steps.
    return Math.floor((state / 2 ** 31) * below);
  };
}

describe('micromark-util-edit-map (vendored)', () => {
  it('applies edits as the published version does, overlapping ones included', () => {
    const next = random(14);
    for (let round = 0; round < 500; round += 1) {
      const events = Array.from({ length: next(30) }, (_, i) => i);
      // One edit per index, as `add` merges edits at the same index.
      const edits = new Map<number, Edit>();
      for (let n = next(6); n > 0; n -= 1) {
        const at = next(events.length + 1);
        edits.set(at, [at, next(4), Array.from({ length: next(3) }, (_, i) => 100 + 10 * round + i)]);
      }
      const map = new EditMap();
      for (const [at, remove, add] of edits.values()) map.add(at, remove, add as unknown as Event[]);
      const list = [...events] as unknown as Event[];
      map.consume(list);
      expect(list as unknown as number[]).toEqual(publishedConsume(events, [...edits.values()]));
    }
  });
});
