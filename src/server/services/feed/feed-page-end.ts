import { and, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { quips } from "#server/db/schema/index.ts";
import { LIMITS } from "#shared/limits.ts";
import type { FeedQuery, Quip } from "#shared/schemas/quips.ts";
import { FEED_REACH_MS } from "./feed-ranks.service";

/**
 * The instant a visitor's feed page, read at `now`, may stop being what the feed says
 * (decision 0128): the first moment the clock alone changes it. A quip on it is revealed (its
 * author appears), leaves the feed's time window, or a quip elsewhere crosses a boundary that
 * moves it onto the page or shifts the page. Writes invalidate the cache on their own; this is
 * what time does. Later than the truth is never returned: a guess errs early.
 */
export async function feedPageEnd(
  ctx: AppContext,
  query: FeedQuery,
  page: Quip[],
  now: Date,
): Promise<number> {
  const ages = [LIMITS.anonymityMs, ...leavingAges(query.filter)];
  let end = Number.POSITIVE_INFINITY;
  for (const quip of page) {
    const created = Date.parse(quip.createdAt);
    for (const age of ages) {
      if (created + age > now.getTime()) end = Math.min(end, created + age);
    }
  }
  for (const crossing of elsewhere(query)) {
    end = Math.min(end, await nextCrossing(ctx, now, crossing.age, crossing.authorId));
  }
  return end;
}

/** The ages at which a quip leaves the feed: its time window's reach. */
function leavingAges(filter: FeedQuery["filter"]): number[] {
  if (filter === "top48") return [FEED_REACH_MS.top48];
  if (filter === "post48") return [FEED_REACH_MS.post48];
  if (filter === "hot") return [FEED_REACH_MS.week];
  return [];
}

/**
 * Quips not on the page whose age can change it: on a later page of a time-windowed feed, a
 * quip leaving from an earlier page shifts this one; Recently Revealed takes in each quip at
 * its reveal, wherever its likes place it; a member's profile, to a visitor, each of their
 * quips at its reveal.
 */
function elsewhere(query: FeedQuery): Array<{ age: number; authorId?: string }> {
  const later = query.page > 1;
  switch (query.filter) {
    case "top48":
      return later ? [{ age: FEED_REACH_MS.top48 }] : [];
    case "post48":
      return [{ age: LIMITS.anonymityMs }, ...(later ? [{ age: FEED_REACH_MS.post48 }] : [])];
    case "hot":
      return later ? [{ age: FEED_REACH_MS.week }] : [];
    case "all":
      return query.authorId ? [{ age: LIMITS.anonymityMs, authorId: query.authorId }] : [];
    default:
      return [];
  }
}

/**
 * When the next quip (of `authorId`, or of anyone) reaches `age`: the oldest younger than
 * that, read from the newest-first index of all quips or of the author's.
 */
async function nextCrossing(
  ctx: AppContext,
  now: Date,
  age: number,
  authorId: string | undefined,
): Promise<number> {
  const since = new Date(now.getTime() - age);
  const [row] = await ctx.db
    .select({ oldest: sql<Date | null>`min(${quips.createdAt})`.mapWith(quips.createdAt) })
    .from(quips)
    .where(
      and(
        gt(quips.createdAt, since),
        authorId === undefined ? undefined : eq(quips.authorId, authorId),
      ),
    );
  const oldest = row?.oldest;
  return oldest ? oldest.getTime() + age : Number.POSITIVE_INFINITY;
}
