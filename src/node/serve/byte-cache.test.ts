import { describe, expect, it } from 'vitest';
import { createByteCache } from './byte-cache';

describe('createByteCache', () => {
  it('drops the least recently used entries once over budget', () => {
    const cache = createByteCache<string>(10);
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(8);
  });

  it('never keeps a value larger than the whole budget, and replaces a key in place', () => {
    const cache = createByteCache<string>(10);
    cache.set('big', 'X', 11);
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'A1', 6);
    cache.set('a', 'A2', 6);
    expect(cache.get('a')).toBe('A2');
    expect(cache.bytes).toBe(6);
    cache.delete('a');
    expect(cache.bytes).toBe(0);
  });
});
