import { eq } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { userBadges, userCityDistribution } from "#server/db/schema/index.ts";
import { BADGE_TYPES } from "#shared/rules/badges.ts";

/**
 * Every badge type, the city titles in title order then Sleuth and Ghost, with 0 for the ones
 * not earned yet, and the latest competition that earned each city title.
 */
export async function getBadges(ctx: ReadScope, userId: string) {
  const rows = await ctx.db.select().from(userBadges).where(eq(userBadges.userId, userId));
  return BADGE_TYPES.map((badgeType) => {
    const row = rows.find((r) => r.badgeType === badgeType);
    return { badgeType, count: row?.count ?? 0, competitionId: row?.competitionId ?? null };
  });
}

export async function getCityDistribution(ctx: ReadScope, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(userCityDistribution)
    .where(eq(userCityDistribution.userId, userId));
  return {
    total: row?.totalCompetitions ?? 0,
    top20: row?.top20 ?? 0,
    top40: row?.top40 ?? 0,
    top60: row?.top60 ?? 0,
    bottom40: row?.bottom40 ?? 0,
    bottom5: row?.bottom5 ?? 0,
  };
}
