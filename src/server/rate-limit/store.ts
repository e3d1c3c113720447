import type * as IORedis from "ioredis";
import { loadOnUse } from "#server/lib/load-on-use.ts";

const ioredis = loadOnUse<typeof IORedis>("ioredis");

/** Counts hits per key in fixed windows. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit back within the key's current window; nothing when the window has ended. */
  unhit(key: string): Promise<void>;
  /** The key's count in its current window, without counting. */
  peek(key: string): Promise<number>;
  close(): Promise<void>;
}

/** One process's counters; each server process counts on its own. */
export function memoryStore(now: () => number): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const at = now();
      // Forget finished windows now and then, so the map does not grow with every address seen.
      if (++hits % 1000 === 0) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - at };
    },
    async unhit(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1;
    },
    async peek(key) {
      const window = windows.get(key);
      return window && window.resetAt > now() ? window.count : 0;
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR and the window's expiry in one atomic step. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** DECR only a live window (one that expired must not come back without its expiry). */
const UNHIT_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters shared by every server process through Redis (REDIS_URL). */
export function redisStore(url: string): RateLimitStore {
  const redis = new (ioredis().Redis)(url, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  redis.on("error", () => {
    // Reported through failed hits; the limiter lets requests through while Redis is away.
  });
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `quip:rl:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async unhit(key) {
      await redis.eval(UNHIT_SCRIPT, 1, `quip:rl:${key}`);
    },
    async peek(key) {
      return Number((await redis.get(`quip:rl:${key}`)) ?? 0);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
