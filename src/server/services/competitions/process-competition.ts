import { and, desc, eq, lt, ne, notInArray, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import {
  competitionResults,
  likes,
  quips,
  topicCompetitions,
  topicOfTheDay,
  userBadges,
  userCityDistribution,
  userStreaks,
  users,
} from "#server/db/schema/index.ts";
import { notifyFromJob } from "#server/services/activity/notify.ts";
import { type Placement, rankCompetition, type Tier } from "#shared/rules/competition-standing.ts";
import { cityLine, isBadgeTitle, TITLES, type TitleKey } from "#shared/rules/titles.ts";

type Competition = typeof topicCompetitions.$inferSelect;

/**
 * Closing: ranks the competition's quips by their likes at closing and stores each result,
 * then tells each entrant their own result, privately. Nothing anyone else can read changes:
 * every entry is still anonymous at closing, so a public effect now would name its author.
 * The caller holds the competition's row lock and marks it closed in the same transaction.
 * Answers the number of entries and the entrants notified.
 */
export async function closeCompetition(
  db: Executor,
  competition: Competition,
  now: Date,
): Promise<{ totalQuips: number; notified: string[] }> {
  const entries = await db
    .select({ quipId: quips.id, userId: quips.authorId, likesCount: quips.likesCount })
    .from(quips)
    .where(eq(quips.topicIdentifier, competition.topicIdentifier));
  const placements = rankCompetition(entries);
  if (placements.length === 0) return { totalQuips: 0, notified: [] };
  await db
    .insert(competitionResults)
    .values(
      placements.map((p) => ({
        competitionId: competition.id,
        quipId: p.quipId,
        userId: p.userId,
        likesCount: p.likesCount,
        ranking: p.ranking,
        percentile: p.percentile,
        title: p.title,
        tier: p.tier,
      })),
    )
    .onConflictDoNothing();
  const [topic] = await db
    .select({ topic: topicOfTheDay.topic })
    .from(topicOfTheDay)
    .where(eq(topicOfTheDay.topicIdentifier, competition.topicIdentifier));
  const notified = await notifyFromJob(
    db,
    now,
    bestPerMember(placements).map((p) => ({
      userId: p.userId,
      type: "competition_result" as const,
      quipId: p.quipId,
      data: {
        ...resultData(p, placements.length, competition),
        ...(p.title ? { cityLine: cityLine(p.title, topic?.topic ?? "Quip") } : {}),
      },
      dedupeKey: `competition:${competition.id}:${p.userId}`,
    })),
  );
  return { totalQuips: placements.length, notified };
}

/** What a result notice says of one quip's finish; a quip below the titles has none. */
function resultData(p: Placement, totalQuips: number, competition: Competition) {
  return {
    ...(p.title ? { title: p.title } : {}),
    ranking: p.ranking,
    percentile: p.percentile,
    totalQuips,
    likesCount: p.likesCount,
    topicIdentifier: competition.topicIdentifier,
  };
}

/**
 * Publishing: once every entry is revealed, the stored results become public all at once —
 * badges, city distribution, city streaks (and the reset of those who did not enter), the
 * titles on the topic page (which shows results of published competitions only) and the
 * notices to QuipBot's likers. The caller marks it published in the same transaction.
 * Answers the members notified.
 */
export async function publishCompetition(
  db: Executor,
  competition: Competition,
  now: Date,
): Promise<string[]> {
  const placements = await storedPlacements(db, competition.id);
  await awardBadges(db, competition.id, placements, now);
  const best = bestPerMember(placements);
  await recordCityDistribution(db, best);
  await recordCityStreaks(db, competition, best);
  return noticeQuipBotLikers(db, competition, placements, now);
}

const TITLE_KEYS = new Map(
  Object.entries(TITLES).map(([key, title]) => [title as string, key as TitleKey]),
);

/**
 * The results computed at closing: a quip deleted since then no longer counts. Results stored
 * under an earlier rule are published as they were told to their entrants.
 */
async function storedPlacements(db: Executor, competitionId: string): Promise<Placement[]> {
  const rows = await db
    .select()
    .from(competitionResults)
    .where(eq(competitionResults.competitionId, competitionId));
  return rows.map((r) => ({
    quipId: r.quipId,
    userId: r.userId,
    likesCount: r.likesCount,
    ranking: r.ranking,
    percentile: r.percentile,
    title: r.title,
    titleKey: r.title === null ? null : (TITLE_KEYS.get(r.title) ?? "citizen"),
    tier: r.tier as Tier,
  }));
}

/** Each quip that earned a badge title counts once toward its author's badge. */
async function awardBadges(
  db: Executor,
  competitionId: string,
  placements: Placement[],
  now: Date,
): Promise<void> {
  const counts = new Map<string, { userId: string; badgeType: string; count: number }>();
  for (const p of placements) {
    if (!isBadgeTitle(p.titleKey)) continue;
    const key = `${p.userId}:${p.titleKey}`;
    const entry = counts.get(key) ?? { userId: p.userId, badgeType: p.titleKey, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  for (const badge of counts.values()) {
    await db
      .insert(userBadges)
      .values({ ...badge, competitionId, createdAt: now })
      .onConflictDoUpdate({
        target: [userBadges.userId, userBadges.badgeType],
        set: { count: sql`${userBadges.count} + ${badge.count}`, competitionId },
      });
  }
}

/** A member's best quip of the competition: the one that counts for distribution and streak. */
function bestPerMember(placements: Placement[]): Placement[] {
  const best = new Map<string, Placement>();
  for (const p of placements) {
    const current = best.get(p.userId);
    if (!current || p.ranking < current.ranking) best.set(p.userId, p);
  }
  return [...best.values()];
}

async function recordCityDistribution(db: Executor, best: Placement[]): Promise<void> {
  for (const p of best) {
    const column = userCityDistribution[p.tier];
    await db
      .insert(userCityDistribution)
      .values({ userId: p.userId, [p.tier]: 1, totalCompetitions: 1 })
      .onConflictDoUpdate({
        target: userCityDistribution.userId,
        set: {
          [p.tier]: sql`${column} + 1`,
          totalCompetitions: sql`${userCityDistribution.totalCompetitions} + 1`,
        },
      });
  }
}

/**
 * City streak: competitions in a row whose best quip finished in the top 20%. Entering the
 * competition right after the last counted one extends it; a worse finish, or a missed
 * competition, sets it to 0. Competitions publish in the order they started, so "the one
 * before" is always already counted.
 */
async function recordCityStreaks(
  db: Executor,
  competition: Competition,
  best: Placement[],
): Promise<void> {
  const [previous] = await db
    .select({ startedAt: topicCompetitions.startedAt })
    .from(topicCompetitions)
    .where(
      and(
        lt(topicCompetitions.startedAt, competition.startedAt),
        ne(topicCompetitions.id, competition.id),
      ),
    )
    .orderBy(desc(topicCompetitions.startedAt))
    .limit(1);
  const s = userStreaks;
  for (const p of best) {
    const top = p.tier === "top20";
    const next = top
      ? previous
        ? sql`case when ${s.lastCityCompetitionAt} = ${previous.startedAt.toISOString()}::timestamptz then ${s.currentCityStreak} + 1 else 1 end`
        : sql`1`
      : sql`0`;
    await db
      .insert(userStreaks)
      .values({
        userId: p.userId,
        currentCityStreak: top ? 1 : 0,
        maxCityStreak: top ? 1 : 0,
        lastCityCompetitionAt: competition.startedAt,
      })
      .onConflictDoUpdate({
        target: userStreaks.userId,
        set: {
          currentCityStreak: next,
          maxCityStreak: sql`greatest(${s.maxCityStreak}, ${next})`,
          lastCityCompetitionAt: competition.startedAt,
        },
      });
  }
  const entrants = best.map((p) => p.userId);
  await db
    .update(userStreaks)
    .set({ currentCityStreak: 0 })
    .where(
      and(
        sql`${s.currentCityStreak} > 0`,
        lt(s.lastCityCompetitionAt, competition.startedAt),
        entrants.length > 0 ? notInArray(s.userId, entrants) : undefined,
      ),
    );
}

/** Members who liked a QuipBot entry hear how it did, once it and every other entry are revealed. */
async function noticeQuipBotLikers(
  db: Executor,
  competition: Competition,
  placements: Placement[],
  now: Date,
): Promise<string[]> {
  const likers = await db
    .select({ userId: likes.userId, quipId: likes.quipId })
    .from(competitionResults)
    .innerJoin(users, eq(users.id, competitionResults.userId))
    .innerJoin(likes, eq(likes.quipId, competitionResults.quipId))
    .where(
      and(
        eq(competitionResults.competitionId, competition.id),
        eq(users.isBot, true),
        ne(likes.userId, competitionResults.userId),
      ),
    );
  const byQuip = new Map(placements.map((p) => [p.quipId, p]));
  return notifyFromJob(
    db,
    now,
    likers.flatMap(({ userId, quipId }) => {
      const p = byQuip.get(quipId);
      if (!p) return [];
      return [
        {
          userId,
          type: "quipbot_like" as const,
          quipId,
          data: resultData(p, placements.length, competition),
          dedupeKey: `quipbot-result:${competition.id}:${quipId}:${userId}`,
        },
      ];
    }),
  );
}
