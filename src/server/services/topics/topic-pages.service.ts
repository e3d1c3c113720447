import { and, desc, eq, lt, lte } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import {
  COMPETITION_STATUS,
  competitionResults,
  quips,
  topicCompetitions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isRevealedSql, type Viewer } from "#server/services/anonymity.ts";
import { isCompeting, shuffledRankSql, shuffleSeed } from "#server/services/quips/hidden-likes.ts";
import { presentQuip, selectQuips } from "#server/services/quips/quip-rows.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { getTopicChangeTime } from "#server/services/settings/settings.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { nextChangeAt, nextTopicAt } from "#shared/rules/topic-calendar.ts";
import type { TopicQuip } from "#shared/schemas/topics.ts";
import { findOpenTopics, type TopicRow } from "./open-topics";
import { topicQuipCount } from "./topic-rows";

export const TOPIC_NOT_FOUND = "Topic not found";

const quipCount = topicQuipCount;

function presentTopic<Extra extends { quipCount?: number }>(row: TopicRow, extra = {} as Extra) {
  return {
    id: row.id,
    topic: row.topic,
    isManual: row.isManual,
    scheduledFor: row.scheduledFor.toISOString(),
    isActive: row.isActive,
    date: row.date,
    slug: row.slug,
    topicIdentifier: row.topicIdentifier,
    createdAt: row.createdAt.toISOString(),
    activeTime: row.scheduledFor.toISOString(),
    ...extra,
  };
}

/** Topics before today's, newest first, with how many quips each received. */
export async function listPreviousTopics(ctx: ReadScope) {
  const open = await findOpenTopics(ctx);
  const rows = await ctx.db
    .select({ topic: topicOfTheDay, quipCount })
    .from(topicOfTheDay)
    .where(and(lte(topicOfTheDay.scheduledFor, ctx.now()), lt(topicOfTheDay.date, open.day)))
    .orderBy(desc(topicOfTheDay.date))
    .limit(LIMITS.previousTopicsShown);
  return rows.map((r) => presentTopic(r.topic, { quipCount: r.quipCount }));
}

/** A topic by its identifier (slug-date), or the most recent one with a slug. */
export async function findTopic(ctx: ReadScope, identifierOrSlug: string) {
  const [byIdentifier] = await ctx.db
    .select({ topic: topicOfTheDay, quipCount })
    .from(topicOfTheDay)
    .where(
      and(
        eq(topicOfTheDay.topicIdentifier, identifierOrSlug),
        lte(topicOfTheDay.scheduledFor, ctx.now()),
      ),
    );
  const [row] = byIdentifier
    ? [byIdentifier]
    : await ctx.db
        .select({ topic: topicOfTheDay, quipCount })
        .from(topicOfTheDay)
        .where(
          and(eq(topicOfTheDay.slug, identifierOrSlug), lte(topicOfTheDay.scheduledFor, ctx.now())),
        )
        .orderBy(desc(topicOfTheDay.date))
        .limit(1);
  if (!row) throw new AppError("NOT_FOUND", TOPIC_NOT_FOUND);
  return presentTopic(row.topic, { quipCount: row.quipCount });
}

/**
 * A topic's quips, most liked or newest first, each with its title once the results are
 * published: before, a title beside an anonymous quip would say how its author did. While
 * the topic competes, "most liked" is the viewer's shuffle of the day instead, and no quip
 * carries its likes (decision 0162). `revealedOnly` leaves out the quips still anonymous,
 * before `limit` (the feeds for readers).
 */
export async function listTopicQuips(
  ctx: ReadScope,
  viewer: Viewer,
  identifierOrSlug: string,
  filter: "topAllTime" | "new",
  options: { revealedOnly?: boolean; limit?: number } = {},
): Promise<TopicQuip[]> {
  const topic = await findTopic(ctx, identifierOrSlug);
  const now = ctx.now();
  const byLikes =
    filter === "new"
      ? []
      : (await isCompeting(ctx, topic.topicIdentifier))
        ? [desc(shuffledRankSql(shuffleSeed(viewer, now)))]
        : [desc(quips.rankedLikes)];
  const rows = await selectQuips(ctx, viewer)
    .where(
      and(
        eq(quips.topicIdentifier, topic.topicIdentifier),
        quipVisibleSql(viewer, now),
        options.revealedOnly ? isRevealedSql(now) : undefined,
      ),
    )
    .orderBy(...byLikes, desc(quips.createdAt), desc(quips.id))
    .limit(Math.min(options.limit ?? LIMITS.topicQuipsShown, LIMITS.topicQuipsShown));
  const results = await ctx.db
    .select({
      quipId: competitionResults.quipId,
      title: competitionResults.title,
      ranking: competitionResults.ranking,
      percentile: competitionResults.percentile,
    })
    .from(competitionResults)
    .innerJoin(topicCompetitions, eq(topicCompetitions.id, competitionResults.competitionId))
    .where(
      and(
        eq(topicCompetitions.topicIdentifier, topic.topicIdentifier),
        eq(topicCompetitions.status, COMPETITION_STATUS.published),
      ),
    );
  return rows.map((row) => {
    const result = results.find((r) => r.quipId === row.quip.id);
    return {
      ...presentQuip(row, viewer, now),
      result: result
        ? { title: result.title, ranking: result.ranking, percentile: result.percentile }
        : null,
    };
  });
}

/** When the topic changes next, for the countdowns. */
export async function getTopicTiming(ctx: AppContext) {
  const change = await getTopicChangeTime(ctx);
  const open = await findOpenTopics(ctx);
  const now = ctx.now();
  const next = nextChangeAt(now, change);
  const nextTopic = nextTopicAt(now, change);
  return {
    configuredTiming: change,
    hasCurrentTopic: open.today !== null,
    currentTopic: open.today ? presentTopic(open.today) : null,
    nextChangeTime: next.toISOString(),
    timeUntilNext: Math.max(0, next.getTime() - now.getTime()),
    nextTopicTime: nextTopic.toISOString(),
    timeUntilNextTopic: Math.max(0, nextTopic.getTime() - now.getTime()),
  };
}
