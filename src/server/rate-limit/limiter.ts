import type { FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { RATE_RULES, type RateRuleName, retryPhrase } from "./rules";
import type { RateLimitStore } from "./store";

export interface RateLimiter {
  /** Counts one hit of `key` under `rule`; throws a 429 AppError past the limit. */
  check(rule: RateRuleName, key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * `scale` multiplies every limit (RATE_LIMIT_SCALE; 0 turns limiting off), so a load test or
 * a browser-test run that signs up many members from one address can raise them.
 */
export function createRateLimiter(store: RateLimitStore, scale: number): RateLimiter {
  return {
    async check(name, key) {
      if (scale <= 0) return;
      const rule = RATE_RULES[name];
      let hit: { count: number; resetInMs: number };
      try {
        hit = await store.hit(`${name}:${key}`, rule.windowMs);
      } catch {
        // A limiter that cannot count must not take the site down with it.
        return;
      }
      if (hit.count > Math.ceil(rule.max * scale)) {
        const seconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
        throw new AppError("TOO_MANY_REQUESTS", `${rule.message} ${retryPhrase(seconds)}`, {
          retryAfterSeconds: seconds,
        });
      }
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
