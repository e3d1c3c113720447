import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { COMPETITION_STATUS, quips, topicCompetitions } from "#server/db/schema/index.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";

/*
 * Blind scoring (decision 0162). From a topic's competition opening until its results are
 * published, its entries' `likes_hidden` is set (triggers of migrations 0028 and 0031 keep it:
 * an entry posted then, and every entry of a competition as it opens; all of them cleared as
 * it is published). Nobody is told their likes, and lists ordered by likes rank them by
 * `ranked_likes`, 0 while hidden. The topic's own lists show its entries in an order shuffled
 * per viewer and day instead.
 */

/**
 * A quip's likes as every answer gives them: none while they are hidden, to anyone. Whatever
 * emits a count (a quip, a like's answer, the live stream, a notice, an export) asks this.
 */
export function shownLikes(
  likesCount: number,
  likesHidden: boolean,
): { likesCount: number | null; likesHidden: boolean } {
  return { likesCount: likesHidden ? null : likesCount, likesHidden };
}

/**
 * The statuses in which a competition's entries compete blind: open, and closed with its
 * results told to each entrant alone, until every entry is revealed and they are published.
 */
const BLIND_STATUSES = [COMPETITION_STATUS.active, COMPETITION_STATUS.closed];

/** Whether the topic competes blind: its entries' likes are hidden, its lists shuffled. */
export async function isCompeting(ctx: ReadScope, topicIdentifier: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: topicCompetitions.id })
    .from(topicCompetitions)
    .where(
      and(
        eq(topicCompetitions.topicIdentifier, topicIdentifier),
        inArray(topicCompetitions.status, BLIND_STATUSES),
      ),
    );
  return row !== undefined;
}

/**
 * What a viewer's shuffle of a competing topic is drawn from: the member (a visitor is one
 * fixed seed, so every visitor reads one order and its pages can be shared) and the Eastern
 * day, so the order stays put while they page through it today and changes tomorrow.
 */
export function shuffleSeed(viewer: Viewer, now: Date): string {
  return `${viewer?.id ?? "visitor"}:${easternDate(now)}`;
}

/**
 * SQL: a competing entry's place in the viewer's shuffle, from its id and the seed alone:
 * never its likes, its age or its author.
 */
export function shuffledRankSql(seed: SQLWrapper | string, id: SQLWrapper = quips.id): SQL<string> {
  return sql<string>`md5(${seed}::text || ${id}::text)`;
}
