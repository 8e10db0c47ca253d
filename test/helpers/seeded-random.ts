import { randomInt } from 'node:crypto';

/** Random choices drawn from one seed: the same seed gives the same choices, so a failure found by chance can be replayed. */
export interface SeededRandom {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
}

/** mulberry32: tiny, fast and good enough to pick test inputs. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return { seed, next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}

/** The seed a fuzz test runs with: `FUZZ_SEED` to replay a failure, else a new one each run. */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  return given !== undefined && /^\d+$/.test(given) ? Number(given) : randomInt(2 ** 31);
}
