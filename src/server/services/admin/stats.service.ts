import { and, gte, lte, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { pageViews, quips, users } from "#server/db/schema/index.ts";
import { isAnonymousSql } from "#server/services/anonymity.ts";
import { getTodaysTopic } from "#server/services/topics/topic-of-the-day.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { addEasternDays, easternDate } from "#shared/rules/eastern-time.ts";
import type { AdminStats } from "#shared/schemas/admin.ts";

/** The dashboard's cards and the page-view chart of the last 14 Eastern days. */
export async function getAdminStats(ctx: AppContext): Promise<AdminStats> {
  const now = ctx.now();
  // Active means still anonymous, decided by age as everywhere else (services/anonymity.ts).
  const [counts] = await ctx.db
    .select({
      totalQuips: sql<number>`count(*)::int`,
      activeQuips: sql<number>`(count(*) filter (where ${isAnonymousSql(now)}))::int`,
    })
    .from(quips);
  // Every account counts, QuipBot included: it is a member of the site that posts and competes.
  const [people] = await ctx.db.select({ totalUsers: sql<number>`count(*)::int` }).from(users);
  const totalQuips = counts?.totalQuips ?? 0;
  const activeQuips = counts?.activeQuips ?? 0;
  const topic = await getTodaysTopic(ctx);
  return {
    totalQuips,
    activeQuips,
    revealedQuips: totalQuips - activeQuips,
    totalUsers: people?.totalUsers ?? 0,
    currentTopic:
      topic.topic && topic.createdAt
        ? { topic: topic.topic, isManual: topic.isManual, createdAt: topic.createdAt }
        : null,
    textGenerator: ctx.generator.description,
    pageViews: await dailyPageViews(ctx, easternDate(now)),
  };
}

/** Views per Eastern day, all paths together, oldest first; a day without views shows 0. */
async function dailyPageViews(ctx: AppContext, today: string) {
  const first = addEasternDays(today, -(LIMITS.adminPageViewDays - 1));
  const rows = await ctx.db
    .select({ day: pageViews.day, views: sql<number>`sum(${pageViews.count})::int` })
    .from(pageViews)
    .where(and(gte(pageViews.day, first), lte(pageViews.day, today)))
    .groupBy(pageViews.day);
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  return Array.from({ length: LIMITS.adminPageViewDays }, (_, i) => {
    const day = addEasternDays(first, i);
    return { day, views: byDay.get(day) ?? 0 };
  });
}
