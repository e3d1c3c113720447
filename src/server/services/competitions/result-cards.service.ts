import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import {
  COMPETITION_STATUS,
  competitionResults,
  topicCompetitions,
  topicOfTheDay,
  users,
} from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { findSharedQuip } from "#server/services/share/shared-quip.ts";
import { RESULT_MSG } from "#shared/messages/competitions.results.ts";
import { resultHeadline } from "#shared/rules/result-card.ts";
import { cityLine } from "#shared/rules/titles.ts";
import { type ResultCard, ResultCardParams } from "#shared/schemas/competitions.ts";

/**
 * A member's result card, as anyone reads it: their best quip's place in a competition whose
 * results are public. Public means published, and a competition is published only once every
 * one of its entries is revealed (decision 0060), so a card never names an anonymous entrant.
 * "Not entered", "not public yet", "no such competition or member", "no title" and a malformed
 * id are one answer, from one statement: nothing tells them apart (decisions 0124, 0134).
 */
export async function findResultCard(
  ctx: AppContext,
  competitionId: string,
  userId: string,
): Promise<ResultCard> {
  const ids = ResultCardParams.safeParse({ competitionId, userId });
  if (!ids.success) throw new AppError("NOT_FOUND", RESULT_MSG.notFound);
  const [row] = await ctx.db
    .select({
      quipId: competitionResults.quipId,
      ranking: competitionResults.ranking,
      percentile: competitionResults.percentile,
      likesCount: competitionResults.likesCount,
      title: competitionResults.title,
      totalQuips: topicCompetitions.totalQuips,
      topicIdentifier: topicCompetitions.topicIdentifier,
      topic: topicOfTheDay.topic,
      member: { id: users.id, username: users.username, profileImageUrl: users.profileImageUrl },
    })
    .from(competitionResults)
    .innerJoin(
      topicCompetitions,
      and(
        eq(topicCompetitions.id, competitionResults.competitionId),
        eq(topicCompetitions.status, COMPETITION_STATUS.published),
      ),
    )
    .innerJoin(users, eq(users.id, competitionResults.userId))
    .leftJoin(topicOfTheDay, eq(topicOfTheDay.topicIdentifier, topicCompetitions.topicIdentifier))
    .where(
      and(
        eq(competitionResults.competitionId, ids.data.competitionId),
        eq(competitionResults.userId, ids.data.userId),
        // A card is a title to show: a place below the titles has none (decision 0134).
        isNotNull(competitionResults.title),
      ),
    )
    // A member with several entries is known by their best, as their city distribution is.
    .orderBy(asc(competitionResults.ranking), desc(competitionResults.likesCount))
    .limit(1);
  if (!row?.title) throw new AppError("NOT_FOUND", RESULT_MSG.notFound);
  const title = row.title;
  // As the entrant's own notice read it when its topic's row is gone.
  const topic = row.topic ?? "Quip";
  // Read as a visitor, now: shown only while anyone may read it with its author's name.
  const quip = await findSharedQuip(ctx, row.quipId);
  return {
    competitionId: ids.data.competitionId,
    member: row.member,
    topic: { text: topic, identifier: row.topicIdentifier },
    title,
    ranking: row.ranking,
    totalQuips: row.totalQuips,
    percentile: row.percentile,
    likesCount: row.likesCount,
    cityLine: cityLine(title, topic),
    headline: resultHeadline({ ...row, title, topic }),
    quip:
      quip && !quip.revealsAt && quip.authorUsername
        ? { id: quip.id, content: quip.content }
        : null,
  };
}
