import { and, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ReadScope } from "#server/context.ts";
import { builtOnce, preparedName } from "#server/db/built-once.ts";
import type { Executor } from "#server/db/database.ts";
import { feedRanks, follows, likes, quips } from "#server/db/schema/index.ts";
import {
  authorVisibleSql,
  isAnonymousSql,
  isRevealedSql,
  REVEAL_CUTOFF,
  revealCutoffValue,
  type SqlViewer,
  type Viewer,
} from "#server/services/anonymity.ts";
import { isCompeting, shuffledRankSql, shuffleSeed } from "#server/services/quips/hidden-likes.ts";
import {
  presentQuip,
  selectQuips,
  VIEWER_ID,
  viewerShape,
} from "#server/services/quips/quip-rows.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { findOpenTopics } from "#server/services/topics/open-topics.ts";
import type { FeedQuery, Quip } from "#shared/schemas/quips.ts";
import { AGE_WINDOW, FEED_REACH_MS } from "./feed-ranks.service";

/** A feed statement's values beside the viewer's id and the reveal cutoff, filled in at each run. */
const REACH_START = sql.placeholder("reachStart");
const AUTHOR_ID = sql.placeholder("authorId");
const TOPIC = sql.placeholder("topic");
const OFFSET = sql.placeholder("offset");
const SEED = sql.placeholder("seed");

/**
 * What decides a feed statement's SQL; the time, the viewer's id and a later page's offset
 * are values it runs with. An admin's statement is not a member's: they see every author.
 * The page size is written into the text and the first page has no offset, so PostgreSQL
 * can plan the first page once per connection: a LIMIT or OFFSET it cannot read makes it
 * assume a tenth of the table and plan every run afresh (decision 0103).
 */
interface FeedShape {
  filter: FeedQuery["filter"];
  sortBy: FeedQuery["sortBy"];
  byAuthor: boolean;
  viewer: SqlViewer;
  limit: number;
  firstPage: boolean;
  /** Revealed quips only, whoever asks: the feeds for readers (decision 0123). */
  revealedOnly: boolean;
  /** A topic feed whose competition is open: shuffled per viewer and day (decision 0162). */
  shuffled: boolean;
}

/**
 * Where a feed's page of ids comes from and in which order: `rank` first, then newest,
 * then id, so a page boundary is never ambiguous. Each plan is read in index order.
 */
interface FeedPlan {
  source: typeof quips | typeof feedRanks;
  /** The viewer's likes, joined for the liked filter only. */
  joinLikesOf?: boolean;
  where?: SQL | undefined;
  rank: AnyPgColumn | SQL;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
  authorId: AnyPgColumn;
  /** How far back the feed reaches, for the time-windowed ones. */
  reachMs?: number;
}

/**
 * The page's ids, chosen among the quips the viewer sees: a member's mutes and blocks are
 * applied here, before the limit, so a page stays full (services/safety/muting.ts).
 */
function pageOfIds(db: Executor, plan: FeedPlan, shape: FeedShape) {
  const shown = quipVisibleSql(shape.viewer, REVEAL_CUTOFF, {
    id: plan.id,
    authorId: plan.authorId,
    createdAt: plan.createdAt,
  });
  let select = db
    .select({ id: sql<string>`${plan.id}`.as("page_id"), rank: sql`${plan.rank}`.as("page_rank") })
    .from(plan.source)
    .$dynamic();
  if (plan.joinLikesOf) {
    select = select.innerJoin(likes, and(eq(likes.quipId, quips.id), eq(likes.userId, VIEWER_ID)));
  }
  const revealed = shape.revealedOnly ? isRevealedSql(REVEAL_CUTOFF, plan.createdAt) : undefined;
  select = select
    .where(and(plan.where, shown, revealed))
    .orderBy(desc(plan.rank), desc(plan.createdAt), desc(plan.id))
    .limit(textNumber(shape.limit));
  return (shape.firstPage ? select : select.offset(OFFSET)).as("page");
}

/** A whole number written into a statement's text, where drizzle would send a parameter. */
function textNumber(n: number): number {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not a whole number: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/**
 * One page of a feed in one statement: the page's ids are picked from an index alone, then
 * joined to the quips, their authors and the viewer's likes — ten joins for page 50 as for
 * page 1. Signed-in-only filters give a visitor an empty list. Each shape's statement is
 * built once and run with this request's values. `revealedOnly` leaves out every quip still
 * anonymous, before the limit, so a page is full of revealed quips.
 */
export async function listFeed(
  ctx: ReadScope,
  viewer: Viewer,
  query: FeedQuery,
  options: { revealedOnly?: boolean } = {},
): Promise<Quip[]> {
  const now = ctx.now();
  const topic = await topicOfFeed(ctx, query.filter);
  if (topic === null) return [];
  const shape: FeedShape = {
    filter: query.filter,
    sortBy: query.sortBy,
    byAuthor: query.authorId !== undefined,
    viewer: viewerShape(viewer),
    limit: query.limit,
    firstPage: query.page === 1,
    revealedOnly: options.revealedOnly === true,
    shuffled: topic?.isCompeting === true,
  };
  const plan = planFeed(ctx.db, shape);
  if (!plan) return [];
  const statement = builtOnce(ctx.db, `feed ${JSON.stringify(shape)}`, () => {
    const ids = pageOfIds(ctx.db, plan, shape);
    const query = selectQuips(ctx, shape.viewer)
      .innerJoin(ids, eq(ids.id, quips.id))
      .orderBy(desc(ids.rank), desc(quips.createdAt), desc(quips.id));
    return query.prepare(preparedName(query));
  });
  const rows = await statement.execute({
    viewerId: viewer?.id,
    revealCutoff: revealCutoffValue(now),
    reachStart: plan.reachMs === undefined ? undefined : ago(now, plan.reachMs).toISOString(),
    authorId: query.authorId,
    topic: topic?.identifier,
    seed: shape.shuffled ? shuffleSeed(viewer, now) : undefined,
    offset: (query.page - 1) * query.limit,
  });
  return rows.map((row) => presentQuip(row, viewer, now));
}

/**
 * The open topic a topic feed lists and whether it competes; undefined for the other feeds,
 * null when the topic feed has no topic open.
 */
async function topicOfFeed(
  ctx: ReadScope,
  filter: FeedQuery["filter"],
): Promise<{ identifier: string; isCompeting: boolean } | null | undefined> {
  if (filter !== "topicOfTheDay" && filter !== "yesterdaysTopic") return undefined;
  const open = await findOpenTopics(ctx);
  const identifier = open[filter === "topicOfTheDay" ? "today" : "yesterday"]?.topicIdentifier;
  if (!identifier) return null;
  return { identifier, isCompeting: await isCompeting(ctx, identifier) };
}

function planFeed(db: Executor, shape: FeedShape): FeedPlan | null {
  const revealed = isRevealedSql(REVEAL_CUTOFF);
  const followed = inArray(
    quips.authorId,
    db.select({ id: follows.followingId }).from(follows).where(eq(follows.followerId, VIEWER_ID)),
  );

  switch (shape.filter) {
    case "top48":
      return rankedPlan({
        window: AGE_WINDOW.top48,
        reachMs: FEED_REACH_MS.top48,
        rank: feedRanks.likesCount,
      });
    case "post48":
      return rankedPlan({
        window: AGE_WINDOW.post48,
        reachMs: FEED_REACH_MS.post48,
        rank: feedRanks.likesCount,
      });
    case "hot":
      return rankedPlan({ reachMs: FEED_REACH_MS.week, rank: feedRanks.hotScore });
    case "new":
      return quipsPlan({ rank: quips.createdAt });
    case "topAllTime":
      return quipsPlan({ rank: quips.rankedLikes });
    case "post48Following":
      if (!shape.viewer) return null;
      return {
        ...quipsPlan({
          where: and(revealed, gte(quips.createdAt, REACH_START), followed),
          rank: quips.rankedLikes,
        }),
        reachMs: FEED_REACH_MS.post48,
      };
    case "topicOfTheDay":
    case "yesterdaysTopic":
      return quipsPlan({
        where: eq(quips.topicIdentifier, TOPIC),
        rank: shape.shuffled ? shuffledRankSql(SEED) : quips.rankedLikes,
      });
    case "following":
      if (!shape.viewer) return null;
      return quipsPlan({ where: and(revealed, followed), rank: quips.createdAt });
    case "liked":
      if (!shape.viewer) return null;
      return { ...quipsPlan({ rank: likes.createdAt }), joinLikesOf: true };
    case "all":
      return authorPlan(shape);
  }
}

function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

function quipsPlan(options: { where?: SQL | undefined; rank: AnyPgColumn | SQL }): FeedPlan {
  return {
    source: quips,
    ...options,
    createdAt: quips.createdAt,
    id: quips.id,
    authorId: quips.authorId,
  };
}

/**
 * The time-windowed feeds read feed_ranks. Its age windows are kept by the ranking job, so
 * the exact age limits are applied here too: a row the job has not moved yet is never shown
 * in the wrong feed.
 */
function rankedPlan(options: { window?: number; reachMs: number; rank: AnyPgColumn }): FeedPlan {
  return {
    source: feedRanks,
    where: and(
      options.window === undefined ? undefined : eq(feedRanks.ageWindow, options.window),
      gte(feedRanks.createdAt, REACH_START),
      anonymityOfWindow(options.window),
    ),
    rank: options.rank,
    createdAt: feedRanks.createdAt,
    id: feedRanks.quipId,
    authorId: feedRanks.authorId,
    reachMs: options.reachMs,
  };
}

/** Top 48 Hours holds the anonymous quips, Recently Revealed the revealed ones. */
function anonymityOfWindow(window: number | undefined): SQL | undefined {
  if (window === AGE_WINDOW.top48) return isAnonymousSql(REVEAL_CUTOFF, feedRanks.createdAt);
  if (window === AGE_WINDOW.post48) return isRevealedSql(REVEAL_CUTOFF, feedRanks.createdAt);
  return undefined;
}

/** A member's own quips; anyone else sees (and counts) only the revealed ones. */
function authorPlan(shape: FeedShape): FeedPlan {
  const rank = shape.sortBy === "likes" ? quips.rankedLikes : quips.createdAt;
  if (!shape.byAuthor) return quipsPlan({ rank });
  return quipsPlan({
    where: and(eq(quips.authorId, AUTHOR_ID), authorVisibleSql(shape.viewer, REVEAL_CUTOFF)),
    rank,
  });
}
