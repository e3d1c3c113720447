import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";
import { RATE_MARKS, RATE_RULES, type RateMarkName, type RateRuleName, retryPhrase } from "./rules";
import type { RateLimitStore } from "./store";

/** One hit a rule has counted. */
export interface CountedHit {
  /** Takes it back: the attempt turned out not to be one the rule limits (a right password). */
  undo(): Promise<void>;
}

export interface RateLimiter {
  /** Counts one hit of `key` under `rule`; throws a 429 AppError past the limit. */
  check(rule: RateRuleName, key: string): Promise<void>;
  /** The same, and the hit counted, for a caller that may take it back. */
  count(rule: RateRuleName, key: string): Promise<CountedHit>;
  /** Notes that `key` happened, for the mark's window: something a limit may later spare. */
  mark(name: RateMarkName, key: string): Promise<void>;
  /** Whether `key` was marked within the mark's window. */
  isMarked(name: RateMarkName, key: string): Promise<boolean>;
  close(): Promise<void>;
}

const NOTHING_COUNTED: CountedHit = { undo: async () => {} };

/**
 * `scale` multiplies every limit (RATE_LIMIT_SCALE; 0 turns limiting off), so a load test or
 * a browser-test run that signs up many members from one address can raise them. A limiter
 * that cannot count must not take the site down with it: a store that fails lets the request
 * through, and a mark it cannot read spares nothing.
 */
export function createRateLimiter(store: RateLimitStore, scale: number): RateLimiter {
  const on = scale > 0;
  const count: RateLimiter["count"] = async (name, key) => {
    if (!on) return NOTHING_COUNTED;
    const rule = RATE_RULES[name];
    const storeKey = `${name}:${key}`;
    let hit: { count: number; resetInMs: number };
    try {
      hit = await store.hit(storeKey, rule.windowMs);
    } catch {
      return NOTHING_COUNTED;
    }
    if (hit.count > Math.ceil(rule.max * scale)) {
      const seconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      throw new AppError("TOO_MANY_REQUESTS", `${rule.message} ${retryPhrase(seconds)}`, {
        retryAfterSeconds: seconds,
      });
    }
    return { undo: () => store.unhit(storeKey).catch(() => {}) };
  };
  return {
    count,
    async check(name, key) {
      await count(name, key);
    },
    async mark(name, key) {
      if (on) await store.hit(`mark:${name}:${key}`, RATE_MARKS[name].windowMs).catch(() => {});
    },
    async isMarked(name, key) {
      if (!on) return false;
      return (await store.peek(`mark:${name}:${key}`).catch(() => 0)) > 0;
    },
    close: () => store.close(),
  };
}

/** A route's preHandler that counts the request under a rule, by a key taken from it. */
export function limitBy(
  limiter: RateLimiter,
  rule: RateRuleName,
  keyOf: (request: FastifyRequest) => string | undefined = (request) =>
    request.user?.id ?? request.ip,
) {
  return async (request: FastifyRequest) => {
    const key = keyOf(request);
    if (key) await limiter.check(rule, key.toLowerCase());
  };
}
