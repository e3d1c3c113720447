import { type SQL, sql } from "drizzle-orm";
import type { TailCurve } from "./plan";

/**
 * One stream of draws per purpose: the same key drawn under two salts gives unrelated values,
 * so a quip's time, author and topic do not move together.
 */
export const SALT = {
  memberJoined: 1,
  firstName: 2,
  lastName: 3,
  followStart: 4,
  followTime: 5,
  quipTime: 6,
  quipTopic: 7,
  quipAuthor: 8,
  quipSubject: 9,
  quipVerb: 10,
  quipPunchline: 11,
  topicTake: 12,
  likeStart: 13,
  likeTime: 14,
  commentCount: 15,
  commentAuthor: 16,
  commentDepth: 17,
  commentTime: 18,
  commentText: 19,
} as const;

/**
 * A pseudo-random number in [0, 1) fixed by an integer key and a salt. Hashing instead of
 * random() keeps every statement parallel-safe and gives the same community on every run and
 * on both databases.
 */
export function uniform(key: SQL, salt: number): SQL {
  return sql`((hashint8extended((${key})::bigint, ${sql.raw(String(salt))}) & 9007199254740991)::float8 / 9007199254740992)`;
}

/** An integer in [0, size) drawn like uniform. */
export function drawIndex(key: SQL, salt: number, size: number): SQL {
  return sql`floor(${uniform(key, salt)} * ${float(size)})::int`;
}

/**
 * The curve's count for the item at 0-based rank of n, as plan.ts fitted it, optionally
 * scaled by a factor in [0, 1] before rounding down.
 */
export function tailCount(curve: TailCurve, rank: SQL, n: number, factor: SQL = sql`1`): SQL {
  const quantile = sql`((${rank})::float8 + 0.5) / ${float(n)}`;
  const tail = sql`${float(curve.scale)} * (power(${quantile}, ${float(curve.exponent)}) - 1)`;
  return sql`least(${float(curve.cap)}, floor(${tail} * (${factor})::float8))::int`;
}

/** A number written into the statement: these are the plan's constants, never input. */
export function float(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  return sql.raw(`${value}::float8`);
}

/** Visits 0…modulus−1 once each as x does: stride is coprime with modulus. */
export function scatter(x: SQL, stride: number, modulus: number): SQL {
  return sql`((${x})::bigint * ${sql.raw(String(stride))} % ${sql.raw(String(modulus))})::int`;
}
