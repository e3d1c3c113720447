/** A small seeded generator: the same seed always gives the same demo community, topic or quip. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [0, size). */
  index(size: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** Up to count distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32: tiny and evenly spread, enough for picking content (never for anything secret). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const index = (size: number) => Math.floor(next() * size);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = index(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    index,
    int: (min, max) => min + index(max - min + 1),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("Cannot pick from an empty list");
      return items[index(items.length)] as (typeof items)[number];
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
  };
}

/** FNV-1a, to turn a topic (or several numbers) into part of a seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Combines numbers into one seed so that nearby inputs give unrelated sequences. */
export function mixSeed(...parts: number[]): number {
  return hashString(parts.join(":"));
}

/** A seed for callers that gave none: different every call. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 0x100000000);
}
