import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { FeedQuery, Quip } from "../../../shared/schemas/quip";
import type { AppContext } from "../../context";
import { follows, likes, quips } from "../../db/schema";
import { revealCutoff, type Viewer } from "../anonymity";
import { findOpenTopics } from "../topics/open-topics";
import { presentQuip, selectQuips } from "./quip-rows";

const HOUR_MS = 60 * 60 * 1000;

/** Ties always break by newest, then id, so a page boundary is never ambiguous. */
const newest = [desc(quips.createdAt), desc(quips.id)];
const mostLiked = [desc(quips.likesCount), ...newest];

interface FeedPlan {
  where?: SQL | undefined;
  orderBy: SQL[];
  /** The viewer's likes, joined for the liked filter only. */
  joinLikesOf?: string;
}

/**
 * One page of a feed, read in one statement (plus the topic lookup for topic filters).
 * Signed-in-only filters give a visitor an empty list.
 */
export async function listFeed(ctx: AppContext, viewer: Viewer, query: FeedQuery): Promise<Quip[]> {
  const now = ctx.now();
  const plan = await planFeed(ctx, viewer, query, now);
  if (!plan) return [];
  let select = selectQuips(ctx, viewer);
  if (plan.joinLikesOf) {
    select = select.innerJoin(
      likes,
      and(eq(likes.quipId, quips.id), eq(likes.userId, plan.joinLikesOf)),
    );
  }
  const rows = await select
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return rows.map((row) => presentQuip(row, viewer, now));
}

async function planFeed(
  ctx: AppContext,
  viewer: Viewer,
  query: FeedQuery,
  now: Date,
): Promise<FeedPlan | null> {
  const revealed = lt(quips.createdAt, revealCutoff(now));
  const since = (hours: number) => gte(quips.createdAt, new Date(now.getTime() - hours * HOUR_MS));
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
      return { where: since(48), orderBy: mostLiked };
    case "new":
      return { orderBy: newest };
    case "post48":
      return { where: and(revealed, since(96)), orderBy: mostLiked };
    case "post48Following":
      if (!viewer) return null;
      return { where: and(revealed, since(96), followedBy(viewer.id)), orderBy: mostLiked };
    case "hot":
      return { where: since(24 * 7), orderBy: [desc(hotScore(now)), ...newest] };
    case "topAllTime":
      return { orderBy: mostLiked };
    case "topicOfTheDay":
    case "yesterdaysTopic": {
      const open = await findOpenTopics(ctx);
      const topic = query.filter === "topicOfTheDay" ? open.today : open.yesterday;
      if (!topic) return null;
      return { where: eq(quips.topicIdentifier, topic.topicIdentifier), orderBy: mostLiked };
    }
    case "following":
      if (!viewer) return null;
      return { where: and(revealed, followedBy(viewer.id)), orderBy: newest };
    case "liked":
      if (!viewer) return null;
      return { joinLikesOf: viewer.id, orderBy: [desc(likes.createdAt), ...newest] };
    case "all":
      return planAuthorQuips(viewer, query, revealed);
  }
}

/** A member's own quips; anyone else sees (and counts) only the revealed ones. */
function planAuthorQuips(viewer: Viewer, query: FeedQuery, revealed: SQL): FeedPlan | null {
  if (!query.authorId) return { orderBy: newest };
  const maySeeAll = viewer !== null && (viewer.isAdmin || viewer.id === query.authorId);
  const byAuthor = eq(quips.authorId, query.authorId);
  return {
    where: maySeeAll ? byAuthor : and(byAuthor, revealed),
    orderBy: query.sortBy === "likes" ? mostLiked : newest,
  };
}

/** likes / (age in hours + 2)^1.8, the classic gravity ranking. */
function hotScore(now: Date): SQL {
  return sql`${quips.likesCount} / power(extract(epoch from (${now.toISOString()}::timestamptz - ${quips.createdAt})) / 3600 + 2, 1.8)`;
}
