import { and, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import {
  COMPETITION_STATUS,
  competitionResults,
  quips,
  topicCompetitions,
  topicOfTheDay,
} from "#server/db/schema/index.ts";
import type { DigestOwnQuip, DigestWinner } from "#server/mail/digest-templates.ts";
import { isRevealedSql } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { presentQuip, selectQuips } from "#server/services/quips/quip-rows.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { getTodaysTopic, listTopicQuips } from "#server/services/topics/index.ts";
import { LIMITS } from "#shared/limits.ts";
import { revealCutoff } from "#shared/rules/anonymity.ts";
import type { Quip } from "#shared/schemas/quips.ts";

const COMPETITIONS_SHOWN = 3;
const PODIUM = 3;
const BEST_SHOWN = 5;
const OWN_SHOWN = 10;
/** However long a member has been away, the best quips reach back a week at most. */
const BEST_REACH_MS = 7 * 24 * 60 * 60_000;

export interface DigestContents {
  results: Array<{ topic: string; identifier: string; winners: DigestWinner[] }>;
  own: DigestOwnQuip[];
  best: Quip[];
  topic: string | null;
}

/**
 * What a member's digest holds (decision 0160). Every quip in it is revealed and read as the
 * member reads it on the site (their mutes, blocks and muted words apply), so every author it
 * names is one the site names to anyone; an anonymous quip is left out, not shown unnamed.
 * - results: the podiums of competitions published since `since`, as the topic pages show
 *   them (`listTopicQuips`): a competition is published once all its entries are revealed;
 * - own: the member's quips revealed since `since`, with their place in their competition;
 * - best: the most liked quips revealed since the member's last visit (a week at most), and
 *   since the last digest, which showed those before;
 * - topic: today's topic.
 */
export async function digestContents(
  ctx: AppContext,
  reader: SessionUser,
  since: Date,
  lastVisit: Date | null,
): Promise<DigestContents> {
  const now = ctx.now();
  const floor = Math.max(since.getTime(), now.getTime() - BEST_REACH_MS);
  const bestFrom = new Date(Math.max(floor, lastVisit?.getTime() ?? floor));
  return {
    results: await publishedPodiums(ctx, reader, since),
    own: await ownRevealed(ctx, reader, since),
    best: (await revealedBetween(ctx, reader, bestFrom, now, false))
      .filter((quip) => !quip.containsMutedWord)
      .slice(0, BEST_SHOWN),
    topic: (await getTodaysTopic(ctx)).topic,
  };
}

export function isEmptyDigest(contents: DigestContents): boolean {
  return contents.results.length === 0 && contents.own.length === 0 && contents.best.length === 0;
}

async function publishedPodiums(ctx: AppContext, reader: SessionUser, since: Date) {
  const published = await ctx.db
    .select({ identifier: topicCompetitions.topicIdentifier, topic: topicOfTheDay.topic })
    .from(topicCompetitions)
    .innerJoin(topicOfTheDay, eq(topicOfTheDay.topicIdentifier, topicCompetitions.topicIdentifier))
    .where(
      and(
        eq(topicCompetitions.status, COMPETITION_STATUS.published),
        gt(topicCompetitions.processedAt, since),
        lte(topicCompetitions.processedAt, ctx.now()),
      ),
    )
    .orderBy(desc(topicCompetitions.processedAt))
    .limit(COMPETITIONS_SHOWN);
  const podiums = [];
  for (const competition of published) {
    const shown = await listTopicQuips(ctx, reader, competition.identifier, "topAllTime", {
      revealedOnly: true,
    });
    const winners = shown
      .flatMap(({ result, ...quip }) =>
        result?.title && result.ranking <= PODIUM && quip.author && !quip.containsMutedWord
          ? [{ title: result.title, ranking: result.ranking, quip }]
          : [],
      )
      .sort((x, y) => x.ranking - y.ranking);
    if (winners.length > 0) podiums.push({ ...competition, winners });
  }
  return podiums;
}

/** Quips revealed in (`from`, `to`], as the reader finds them, most liked first. */
async function revealedBetween(
  ctx: AppContext,
  reader: SessionUser,
  from: Date,
  to: Date,
  own: boolean,
): Promise<Quip[]> {
  const now = ctx.now();
  const rows = await selectQuips(ctx, reader)
    .where(
      and(
        gt(quips.createdAt, revealCutoff(from)),
        lte(quips.createdAt, revealCutoff(to)),
        isRevealedSql(now),
        quipVisibleSql(reader, now),
        own ? eq(quips.authorId, reader.id) : ne(quips.authorId, reader.id),
      ),
    )
    .orderBy(desc(quips.rankedLikes), desc(quips.createdAt), desc(quips.id))
    .limit(own ? OWN_SHOWN : LIMITS.feedPageSize);
  return rows.map((row) => presentQuip(row, reader, now));
}

async function ownRevealed(ctx: AppContext, reader: SessionUser, since: Date) {
  const own = await revealedBetween(ctx, reader, since, ctx.now(), true);
  if (own.length === 0) return [];
  const results = await ctx.db
    .select({
      quipId: competitionResults.quipId,
      title: competitionResults.title,
      ranking: competitionResults.ranking,
      total: topicCompetitions.totalQuips,
    })
    .from(competitionResults)
    .innerJoin(topicCompetitions, eq(topicCompetitions.id, competitionResults.competitionId))
    .where(
      and(
        inArray(
          competitionResults.quipId,
          own.map((quip) => quip.id),
        ),
        // Told to the entrant at closing: their own result, as their Activity has it.
        sql`${topicCompetitions.status} <> ${COMPETITION_STATUS.active}`,
      ),
    );
  return own.map((quip) => {
    const result = results.find((r) => r.quipId === quip.id);
    return {
      quip,
      result: result ? { title: result.title, ranking: result.ranking, total: result.total } : null,
    };
  });
}
