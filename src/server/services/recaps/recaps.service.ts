import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, min, sql } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import {
  COMPETITION_STATUS,
  competitionResults,
  quips,
  topicCompetitions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isRevealedSql, type Viewer } from "#server/services/anonymity.ts";
import { weekGhosts, weekSleuths } from "#server/services/guesses/index.ts";
import { presentQuip, selectQuips } from "#server/services/quips/quip-rows.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { topicQuipCount } from "#server/services/topics/topic-rows.ts";
import { LIMITS } from "#shared/limits.ts";
import { RECAP_MSG } from "#shared/messages/recaps.ts";
import { revealTimeOf } from "#shared/rules/anonymity.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";
import {
  addRecapWeeks,
  daysOfRecapWeek,
  parseRecapWeek,
  type RecapWeek,
  recapWeekAt,
  recapWeekOfDay,
  recapWeekSpan,
} from "#shared/rules/recap-weeks.ts";
import type { Recap, RecapDay, RecapWinner } from "#shared/schemas/recaps.ts";

/** The titles a recap names for each day: the podium. */
const PODIUM = 3;

/**
 * The week a recap address names: "current", or a week that has begun. A week still to come
 * has nothing to recap yet.
 */
export function recapWeekFor(ctx: ReadScope, name: string): RecapWeek {
  const current = recapWeekAt(ctx.now());
  if (name === "current") return current;
  const week = parseRecapWeek(name);
  if (!week) throw new AppError("NOT_FOUND", RECAP_MSG.noSuchWeek);
  if (week.startsOn > current.startsOn) throw new AppError("NOT_FOUND", RECAP_MSG.notYet);
  return week;
}

/**
 * A week's recap as the viewer may read it. Everything in it is already public: titles from
 * competitions whose every entry is revealed, quips once revealed. A quip the viewer has muted
 * or may not see is left out, as from every list of theirs.
 */
export async function getRecap(ctx: ReadScope, viewer: Viewer, name: string): Promise<Recap> {
  const week = recapWeekFor(ctx, name);
  const current = recapWeekAt(ctx.now());
  const { start, end } = recapWeekSpan(week);
  const [days, topQuips, previousWeek, sleuths, ghosts] = await Promise.all([
    recapDays(ctx, viewer, week),
    mostLikedRevealed(ctx, viewer, week),
    weekBefore(ctx, week),
    weekSleuths(ctx, start, end),
    weekGhosts(ctx, start, end),
  ]);
  return {
    week: week.label,
    startsOn: week.startsOn,
    endsOn: week.endsOn,
    isCurrent: week.label === current.label,
    previousWeek,
    nextWeek: week.label === current.label ? null : addRecapWeeks(week, 1).label,
    days,
    topQuips,
    sleuths: sleuths.map(({ userId, username, right, scored }) => ({
      userId,
      username,
      right,
      scored,
    })),
    ghosts: ghosts.map(({ quipId, authorId, username, guessTotal }) => ({
      quipId,
      authorId,
      username,
      guessTotal,
    })),
  };
}

/** Each day of the week with its topic, and that topic's podium once its results are public. */
async function recapDays(ctx: ReadScope, viewer: Viewer, week: RecapWeek): Promise<RecapDay[]> {
  const topics = await ctx.db
    .select({
      date: topicOfTheDay.date,
      topic: topicOfTheDay.topic,
      topicIdentifier: topicOfTheDay.topicIdentifier,
      quipCount: topicQuipCount,
      status: topicCompetitions.status,
      competitionId: topicCompetitions.id,
    })
    .from(topicOfTheDay)
    .leftJoin(
      topicCompetitions,
      eq(topicCompetitions.topicIdentifier, topicOfTheDay.topicIdentifier),
    )
    .where(
      and(
        gte(topicOfTheDay.date, week.startsOn),
        lte(topicOfTheDay.date, week.endsOn),
        isNull(topicOfTheDay.replacedAt),
        lte(topicOfTheDay.scheduledFor, ctx.now()),
      ),
    );
  const published = topics.flatMap((t) =>
    t.status === COMPETITION_STATUS.published && t.competitionId ? [t.competitionId] : [],
  );
  const winners = await podiums(ctx, viewer, published);
  const today = easternDate(ctx.now());
  return daysOfRecapWeek(week).map((date) => {
    const topic = topics.find((t) => t.date === date);
    if (!topic)
      return { date, isUpcoming: date >= today, topic: null, results: "none", winners: [] };
    const isPublished = topic.status === COMPETITION_STATUS.published;
    return {
      date,
      isUpcoming: false,
      topic: {
        topic: topic.topic,
        topicIdentifier: topic.topicIdentifier,
        quipCount: topic.quipCount,
      },
      results: isPublished ? "published" : "pending",
      winners: isPublished && topic.competitionId ? (winners.get(topic.competitionId) ?? []) : [],
    };
  });
}

/** The titled quips at the top of published competitions, by competition, best first. */
async function podiums(
  ctx: ReadScope,
  viewer: Viewer,
  competitionIds: string[],
): Promise<Map<string, RecapWinner[]>> {
  const byCompetition = new Map<string, RecapWinner[]>();
  if (competitionIds.length === 0) return byCompetition;
  const now = ctx.now();
  const rows = await selectQuips(ctx, viewer)
    .innerJoin(competitionResults, eq(competitionResults.quipId, quips.id))
    .where(
      and(
        inArray(competitionResults.competitionId, competitionIds),
        lte(competitionResults.ranking, PODIUM),
        sql`${competitionResults.title} is not null`,
        isRevealedSql(now),
        quipVisibleSql(viewer, now),
      ),
    )
    .orderBy(asc(competitionResults.ranking), desc(quips.createdAt), desc(quips.id));
  const results = await ctx.db
    .select({
      quipId: competitionResults.quipId,
      competitionId: competitionResults.competitionId,
      title: competitionResults.title,
      ranking: competitionResults.ranking,
    })
    .from(competitionResults)
    .where(
      and(
        inArray(competitionResults.competitionId, competitionIds),
        lte(competitionResults.ranking, PODIUM),
      ),
    );
  for (const row of rows) {
    const result = results.find((r) => r.quipId === row.quip.id);
    if (!result) continue;
    const list = byCompetition.get(result.competitionId) ?? [];
    list.push({
      title: result.title,
      ranking: result.ranking,
      quip: presentQuip(row, viewer, now),
    });
    byCompetition.set(result.competitionId, list);
  }
  return byCompetition;
}

/**
 * The week's most liked quips among those revealed. An entry of a competition whose results
 * are not public yet is left out: its likes are hidden, the competition's to announce
 * (decision 0162).
 */
async function mostLikedRevealed(ctx: ReadScope, viewer: Viewer, week: RecapWeek) {
  const now = ctx.now();
  const { start, end } = recapWeekSpan(week);
  const rows = await selectQuips(ctx, viewer)
    .where(
      and(
        gte(quips.createdAt, start),
        lt(quips.createdAt, end),
        isRevealedSql(now),
        quipVisibleSql(viewer, now),
        eq(quips.likesHidden, false),
      ),
    )
    .orderBy(desc(quips.likesCount), desc(quips.createdAt), desc(quips.id))
    .limit(LIMITS.recapTopQuips);
  return rows.map((row) => presentQuip(row, viewer, now));
}

/** The day of the first topic that has begun: recaps start from its week. */
async function firstTopicDay(ctx: ReadScope): Promise<string | null> {
  const [first] = await ctx.db
    .select({ date: min(topicOfTheDay.date) })
    .from(topicOfTheDay)
    .where(lte(topicOfTheDay.scheduledFor, ctx.now()));
  return first?.date ?? null;
}

/** The week before, while some topic came before this week: the site's first week has none. */
async function weekBefore(ctx: ReadScope, week: RecapWeek): Promise<string | null> {
  const first = await firstTopicDay(ctx);
  if (!first || first >= week.startsOn) return null;
  return addRecapWeeks(week, -1).label;
}

/**
 * The weeks a feed of recaps lists, newest first, back to the first topic's: those whose every
 * quip is revealed, so an entry's quips are all there when it first appears.
 */
export async function settledRecapWeeks(ctx: ReadScope, count: number): Promise<RecapWeek[]> {
  const first = await firstTopicDay(ctx);
  if (!first) return [];
  const firstWeek = recapWeekOfDay(first);
  let week = addRecapWeeks(recapWeekAt(ctx.now()), -1);
  if (revealTimeOf(recapWeekSpan(week).end) > ctx.now()) week = addRecapWeeks(week, -1);
  const weeks: RecapWeek[] = [];
  for (
    ;
    week.startsOn >= firstWeek.startsOn && weeks.length < count;
    week = addRecapWeeks(week, -1)
  ) {
    weeks.push(week);
  }
  return weeks;
}

/**
 * When a week's recap last changed: when its last quip was revealed, or the latest publication
 * of one of its competitions' results after that. Nothing anonymous moves it.
 */
export async function recapUpdatedAt(ctx: ReadScope, week: RecapWeek): Promise<Date> {
  const lastReveal = revealTimeOf(recapWeekSpan(week).end);
  const [row] = await ctx.db
    .select({ at: sql<Date | null>`max(${topicCompetitions.effectsAppliedAt})` })
    .from(topicCompetitions)
    .innerJoin(topicOfTheDay, eq(topicOfTheDay.topicIdentifier, topicCompetitions.topicIdentifier))
    .where(
      and(
        gte(topicOfTheDay.date, week.startsOn),
        lte(topicOfTheDay.date, week.endsOn),
        eq(topicCompetitions.status, COMPETITION_STATUS.published),
      ),
    );
  const published = row?.at ? new Date(row.at) : null;
  return published && published > lastReveal ? published : lastReveal;
}
