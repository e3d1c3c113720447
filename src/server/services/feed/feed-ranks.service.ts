import { lt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { feedRanks } from "#server/db/schema/index.ts";
import { isAnonymousSql } from "#server/services/anonymity.ts";
import { LIMITS } from "#shared/limits.ts";

/**
 * How far back each time-windowed feed reaches: top48 the anonymous quips, Recently Revealed
 * the next 48 hours, hot a week (the other two fall inside it; feed_ranks keeps a week).
 */
export const FEED_REACH_MS = {
  top48: LIMITS.anonymityMs,
  post48: 2 * LIMITS.anonymityMs,
  week: LIMITS.hotWindowMs,
} as const;

/** feed_ranks.age_window: which time-windowed feed a quip's age puts it in. */
export const AGE_WINDOW = { top48: 0, post48: 1, week: 2 } as const;

/**
 * Keeps feed_ranks true to the clock: rows move to their age window, hot scores age, rows
 * older than a week go. Likes and new quips are applied by the trigger at once; this catches
 * up with the passing of time, so it runs on every scheduled run (30 to 90 s apart). Each
 * statement touches only rows whose value changes, and it is safe to run from several
 * processes at once.
 */
export async function rankFeeds(ctx: AppContext): Promise<{ moved: number; dropped: number }> {
  const now = ctx.now();
  const at = now.toISOString();
  const post48Until = new Date(now.getTime() - FEED_REACH_MS.post48).toISOString();
  const dropped = await ctx.db
    .delete(feedRanks)
    .where(lt(feedRanks.createdAt, new Date(now.getTime() - FEED_REACH_MS.week)))
    .returning({ id: feedRanks.quipId });
  const windowOf = sql`(case when ${isAnonymousSql(now, feedRanks.createdAt)} then ${AGE_WINDOW.top48}
    when ${feedRanks.createdAt} >= ${post48Until}::timestamptz then ${AGE_WINDOW.post48}
    else ${AGE_WINDOW.week} end)::smallint`;
  const moved = await ctx.db
    .update(feedRanks)
    .set({ ageWindow: sql`${windowOf}` })
    .where(sql`${feedRanks.ageWindow} <> ${windowOf}`)
    .returning({ id: feedRanks.quipId });
  // Quips without likes score 0 whatever their age: only liked ones need a fresh score.
  await ctx.db
    .update(feedRanks)
    .set({
      hotScore: sql`quip_hot_score(${feedRanks.likesCount}, ${feedRanks.createdAt}, ${at}::timestamptz)`,
    })
    .where(sql`${feedRanks.likesCount} > 0 or ${feedRanks.hotScore} <> 0`);
  return { moved: moved.length, dropped: dropped.length };
}
