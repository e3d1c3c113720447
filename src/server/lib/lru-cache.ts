/** A bounded cache that forgets what was used longest ago first. */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
  /** The sum of `sizeOf` over what is kept. */
  readonly bytes: number;
}

/**
 * Bounded both by entries and by total size, so neither many small values nor a few large
 * ones can grow the process. A Map iterates in insertion order: moving an entry to the end on
 * each read keeps the least recently used first in line to go.
 */
export function createLruCache<V>(limits: {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
}): LruCache<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      remove(key);
      const size = limits.sizeOf(value);
      // A value larger than the whole budget would only push everything else out.
      if (size > limits.maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      while (entries.size > limits.maxEntries || bytes > limits.maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
