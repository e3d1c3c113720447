import { and, desc, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FeedQuery, Quip } from "../../../shared/schemas/quip";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/database";
import { feedRanks, follows, likes, quips } from "../../db/schema";
import { authorVisibleSql, isAnonymousSql, isRevealedSql, type Viewer } from "../anonymity";
import { findOpenTopics } from "../topics/open-topics";
import { AGE_WINDOW, FEED_REACH_MS } from "./feed-ranks.service";
import { presentQuip, selectQuips } from "./quip-rows";

/**
 * Where a feed's page of ids comes from and in which order: `rank` first, then newest,
 * then id, so a page boundary is never ambiguous. Each plan is read in index order.
 */
interface FeedPlan {
  source: typeof quips | typeof feedRanks;
  /** The viewer's likes, joined for the liked filter only. */
  joinLikesOf?: string;
  where?: SQL | undefined;
  rank: AnyPgColumn;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

function pageOfIds(db: Executor, plan: FeedPlan, query: FeedQuery) {
  let select = db
    .select({ id: sql<string>`${plan.id}`.as("page_id"), rank: sql`${plan.rank}`.as("page_rank") })
    .from(plan.source)
    .$dynamic();
  if (plan.joinLikesOf) {
    select = select.innerJoin(
      likes,
      and(eq(likes.quipId, quips.id), eq(likes.userId, plan.joinLikesOf)),
    );
  }
  return select
    .where(plan.where)
    .orderBy(desc(plan.rank), desc(plan.createdAt), desc(plan.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as("page");
}

/**
 * One page of a feed in one statement: the page's ids are picked from an index alone, then
 * joined to the quips, their authors and the viewer's likes — ten joins for page 50 as for
 * page 1. Signed-in-only filters give a visitor an empty list.
 */
export async function listFeed(ctx: AppContext, viewer: Viewer, query: FeedQuery): Promise<Quip[]> {
  const now = ctx.now();
  const plan = await planFeed(ctx, viewer, query, now);
  if (!plan) return [];
  const ids = pageOfIds(ctx.db, plan, query);
  const rows = await selectQuips(ctx, viewer)
    .innerJoin(ids, eq(ids.id, quips.id))
    .orderBy(desc(ids.rank), desc(quips.createdAt), desc(quips.id));
  return rows.map((row) => presentQuip(row, viewer, now));
}

async function planFeed(
  ctx: AppContext,
  viewer: Viewer,
  query: FeedQuery,
  now: Date,
): Promise<FeedPlan | null> {
  const revealed = isRevealedSql(now);
  const followedBy = (viewerId: string) =>
    inArray(
      quips.authorId,
      ctx.db
        .select({ id: follows.followingId })
        .from(follows)
        .where(eq(follows.followerId, viewerId)),
    );

  switch (query.filter) {
    case "top48":
      return rankedPlan(now, {
        window: AGE_WINDOW.top48,
        reachMs: FEED_REACH_MS.top48,
        rank: feedRanks.likesCount,
      });
    case "post48":
      return rankedPlan(now, {
        window: AGE_WINDOW.post48,
        reachMs: FEED_REACH_MS.post48,
        rank: feedRanks.likesCount,
      });
    case "hot":
      return rankedPlan(now, { reachMs: FEED_REACH_MS.week, rank: feedRanks.hotScore });
    case "new":
      return quipsPlan({ rank: quips.createdAt });
    case "topAllTime":
      return quipsPlan({ rank: quips.likesCount });
    case "post48Following":
      if (!viewer) return null;
      return quipsPlan({
        where: and(
          revealed,
          gte(quips.createdAt, ago(now, FEED_REACH_MS.post48)),
          followedBy(viewer.id),
        ),
        rank: quips.likesCount,
      });
    case "topicOfTheDay":
    case "yesterdaysTopic": {
      const open = await findOpenTopics(ctx);
      const topic = query.filter === "topicOfTheDay" ? open.today : open.yesterday;
      if (!topic) return null;
      return quipsPlan({
        where: eq(quips.topicIdentifier, topic.topicIdentifier),
        rank: quips.likesCount,
      });
    }
    case "following":
      if (!viewer) return null;
      return quipsPlan({ where: and(revealed, followedBy(viewer.id)), rank: quips.createdAt });
    case "liked":
      if (!viewer) return null;
      return likedPlan(viewer.id);
    case "all":
      return authorPlan(viewer, query, now);
  }
}

function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

function quipsPlan(options: { where?: SQL | undefined; rank: AnyPgColumn }): FeedPlan {
  return { source: quips, ...options, createdAt: quips.createdAt, id: quips.id };
}

/**
 * The time-windowed feeds read feed_ranks. Its age windows are kept by the ranking job, so
 * the exact age limits are applied here too: a row the job has not moved yet is never shown
 * in the wrong feed.
 */
function rankedPlan(
  now: Date,
  options: { window?: number; reachMs: number; rank: AnyPgColumn },
): FeedPlan {
  return {
    source: feedRanks,
    where: and(
      options.window === undefined ? undefined : eq(feedRanks.ageWindow, options.window),
      gte(feedRanks.createdAt, ago(now, options.reachMs)),
      anonymityOfWindow(now, options.window),
    ),
    rank: options.rank,
    createdAt: feedRanks.createdAt,
    id: feedRanks.quipId,
  };
}

/** Top 48 Hours holds the anonymous quips, Recently Revealed the revealed ones. */
function anonymityOfWindow(now: Date, window: number | undefined): SQL | undefined {
  if (window === AGE_WINDOW.top48) return isAnonymousSql(now, feedRanks.createdAt);
  if (window === AGE_WINDOW.post48) return isRevealedSql(now, feedRanks.createdAt);
  return undefined;
}

/** What the viewer liked, most recently liked first. */
function likedPlan(viewerId: string): FeedPlan {
  return { ...quipsPlan({ rank: likes.createdAt }), joinLikesOf: viewerId };
}

/** A member's own quips; anyone else sees (and counts) only the revealed ones. */
function authorPlan(viewer: Viewer, query: FeedQuery, now: Date): FeedPlan {
  const rank = query.sortBy === "likes" ? quips.likesCount : quips.createdAt;
  if (!query.authorId) return quipsPlan({ rank });
  return quipsPlan({
    where: and(eq(quips.authorId, query.authorId), authorVisibleSql(viewer, now)),
    rank,
  });
}
