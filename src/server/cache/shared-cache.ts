import type * as IORedis from "ioredis";
import { loadOnUse } from "#server/lib/load-on-use.ts";

const ioredis = loadOnUse<typeof IORedis>("ioredis");

import { createLruCache } from "#server/lib/lru-cache.ts";

/**
 * Answers that are the same for every viewer, kept for a few seconds (decision 0128): in Redis
 * when REDIS_URL is set, so every server process shares them and a write in one is seen by all,
 * else in this process's memory. Values are JSON; the time is the app's clock, so an entry's
 * end is kept to the millisecond whatever Redis's own clock says, and a test moves time rather
 * than waits for it.
 */
export interface SharedCache {
  /** The entry, unless it ended by `now` or a write came since it was filled. */
  read(key: string, now: number): Promise<CacheRead>;
  /**
   * Keeps a value until `endsAt` (cut to the cache's life): dropped when a write came after
   * the `read` that returned `ticket`, since the value may have been read before that write.
   */
  write(key: string, value: unknown, endsAt: number, now: number, ticket: Ticket): Promise<void>;
  /** Every entry stops being served: called once a write that changes them has committed. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
  /** The longest an entry lives, in milliseconds. */
  readonly lifeMs: number;
}

/** The generation of writes a read saw; a write after it makes a fill from that read stale. */
export type Ticket = number | null;

export interface CacheRead {
  value: unknown;
  hit: boolean;
  ticket: Ticket;
}

interface Entry {
  /** The generation it was filled in. */
  g: number;
  /** When it ends, app clock, milliseconds. */
  e: number;
  v: unknown;
}

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * One process's entries, bounded in number and bytes: each other process keeps its own and
 * hears nothing of this one's writes, so a fleet sets REDIS_URL.
 */
export function memorySharedCache(lifeMs: number): SharedCache {
  const entries = createLruCache<{ g: number; e: number; value: unknown; bytes: number }>({
    maxEntries: MAX_ENTRIES,
    maxBytes: MAX_BYTES,
    sizeOf: (kept) => kept.bytes,
  });
  let generation = 0;
  return {
    lifeMs,
    async read(key, now) {
      const kept = entries.get(key);
      const fresh = kept !== undefined && kept.g === generation && now < kept.e;
      return { value: fresh ? kept.value : undefined, hit: fresh, ticket: generation };
    },
    async write(key, value, endsAt, now, ticket) {
      const end = Math.min(endsAt, now + lifeMs);
      if (ticket !== generation || end <= now) return;
      // Kept as Redis would give it back (JSON's values only), and frozen: every hit hands out
      // the same value, neither parsed again nor open to a caller's changes, so what is made
      // of it once (its JSON for visitors) serves every hit.
      const json = JSON.stringify(value);
      entries.set(key, {
        g: generation,
        e: end,
        value: deepFrozen(JSON.parse(json)),
        bytes: json.length * 2,
      });
    },
    async invalidate() {
      generation += 1;
    },
    async close() {
      generation += 1;
    },
  };
}

/**
 * Entries shared through Redis, under `prefix`. A read is one round trip (MGET of the entry
 * and the write generation); a write's invalidation one INCR. Redis away costs a miss, never
 * a failed request: commands time out quickly and are not queued while disconnected.
 */
export function redisSharedCache(
  url: string,
  lifeMs: number,
  prefix: string,
  commandTimeoutMs = 250,
): SharedCache {
  const redis = new (ioredis().Redis)(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: commandTimeoutMs,
  });
  redis.on("error", () => {
    // Each command that fails is a miss; nothing else depends on the connection.
  });
  const generationKey = `${prefix}generation`;
  const entryKey = (key: string) => `${prefix}entry:${key}`;
  return {
    lifeMs,
    async read(key, now) {
      try {
        const [generation, raw] = await redis.mget(generationKey, entryKey(key));
        const current = Number(generation ?? 0);
        const entry = raw ? (JSON.parse(raw) as Entry) : null;
        const fresh = entry !== null && entry.g === current && now < entry.e;
        return { value: fresh ? entry.v : undefined, hit: fresh, ticket: current };
      } catch {
        return { value: undefined, hit: false, ticket: null };
      }
    },
    async write(key, value, endsAt, now, ticket) {
      if (ticket === null) return;
      const end = Math.min(endsAt, now + lifeMs);
      if (end <= now) return;
      const entry: Entry = { g: ticket, e: end, v: value };
      // The app's clock ends the entry (the read checks `e`); Redis's own clock only frees it,
      // a whole life after the write, so a clock that is set (in tests) moves no end earlier.
      await redis.set(entryKey(key), JSON.stringify(entry), "PX", lifeMs).catch(() => {});
    },
    async invalidate() {
      await redis.incr(generationKey).catch(() => {});
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** The cache the configuration asks for: none when SHARED_CACHE_SECONDS is 0. */
export function createSharedCache(
  config: { sharedCacheSeconds: number; redisUrl: string | undefined },
  prefix = "quip:cache:",
  /** How long a Redis command may take before it counts as a miss (tests wait longer). */
  commandTimeoutMs?: number,
): SharedCache | null {
  const lifeMs = Math.round(config.sharedCacheSeconds * 1000);
  if (lifeMs <= 0) return null;
  return config.redisUrl
    ? redisSharedCache(config.redisUrl, lifeMs, prefix, commandTimeoutMs)
    : memorySharedCache(lifeMs);
}

function deepFrozen<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
