/**
 * A least-recently-used map bounded by the bytes of its values, so a server keeps hot files
 * and their compressed forms in memory without growing with the size of the site.
 */
export interface ByteCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  delete(key: string): void;
  /** Bytes held now. */
  readonly bytes: number;
}

export function createByteCache<V>(maxBytes: number): ByteCache<V> {
  // A Map iterates in insertion order; re-inserting on each hit keeps the oldest first.
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    get bytes() {
      return total;
    },
  };
}
