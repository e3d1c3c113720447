import { inArray, type SQL, sql } from "drizzle-orm";
import type { FeedQuery, Quip } from "../../../shared/schemas/quip";
import type { AppContext } from "../../context";
import { rowsOf } from "../../db/database";
import { blocks, bookmarks, flags, hiddenQuips, likes, mutes, quips } from "../../db/schema";
import type { Viewer } from "../anonymity";
import { mutedWordCheckOf } from "../safety/muted-words.service";
import { findOpenTopics } from "../topics/open-topics";
import { feedPageEnd } from "./feed-page-end";
import { listFeed } from "./feeds.service";

/** Feeds only a member has, read from their own follows and likes: never shared. */
const MEMBERS_OWN_FILTERS = new Set<FeedQuery["filter"]>(["following", "post48Following", "liked"]);

/**
 * A feed page through the shared cache (decision 0128). The cache holds what a visitor reads;
 * a member whose page holds the same quips gets that page with their own fields laid over it
 * from one statement, and anyone else (an administrator, a member who mutes, blocks or has a
 * quip hidden by reports, a member's own profile, the feeds of their follows and likes) the
 * uncached page. Every answer is the one `listFeed` gives at that moment, to the byte.
 */
export async function readFeed(ctx: AppContext, viewer: Viewer, query: FeedQuery): Promise<Quip[]> {
  const cache = ctx.sharedCache;
  if (!cache || !sharesVisitorsPage(viewer, query)) return listFeed(ctx, viewer, query);
  const key = await pageKey(ctx, query);
  if (key === null) return listFeed(ctx, viewer, query);
  const now = ctx.now();
  const read = await cache.read(key, now.getTime());
  let page = read.value as Quip[] | undefined;
  if (!read.hit || !page) {
    page = await listFeed(ctx, null, query);
    await cache.write(
      key,
      page,
      await feedPageEnd(ctx, query, page, now),
      now.getTime(),
      read.ticket,
    );
  }
  if (!viewer) return page;
  return (await asMemberSees(ctx, viewer, page)) ?? listFeed(ctx, viewer, query);
}

/**
 * Whether the viewer's page could be a visitor's but for their own fields: not an
 * administrator's (they see anonymous authors), nor a feed of the member's own follows or
 * likes, nor their own profile (where their anonymous quips are listed, to them alone).
 */
function sharesVisitorsPage(viewer: Viewer, query: FeedQuery): boolean {
  if (viewer?.isAdmin) return false;
  if (MEMBERS_OWN_FILTERS.has(query.filter)) return false;
  return !(viewer && query.filter === "all" && query.authorId === viewer.id);
}

/**
 * What decides a visitor's page. A topic feed names the topic open now, so a new topic day
 * starts new pages; with no topic open there is nothing to keep (null).
 */
async function pageKey(ctx: AppContext, query: FeedQuery): Promise<string | null> {
  let topic = "";
  if (query.filter === "topicOfTheDay" || query.filter === "yesterdaysTopic") {
    const open = await findOpenTopics(ctx);
    const row = query.filter === "topicOfTheDay" ? open.today : open.yesterday;
    if (!row) return null;
    topic = row.topicIdentifier;
  }
  const sortBy = query.filter === "all" ? query.sortBy : "";
  return `feed:${query.filter}:${sortBy}:${query.authorId ?? ""}:${topic}:${query.limit}:${query.page}`;
}

interface OwnFields {
  differs: boolean;
  id: string | null;
  is_own: boolean;
  vault_quip_id: string | null;
  likes_count: number;
  comments_count: number;
  is_liked: boolean;
  is_bookmarked: boolean;
  is_reported: boolean;
}

/**
 * The visitor's page as `viewer` sees it, or null when their page holds other quips: they
 * mute or block someone or hid a quip (0106), or a quip of theirs is hidden by reports and
 * still shown to them (0105). One statement reads that, and per quip on the page by primary
 * key and unique indexes: the counts as they are now, the viewer's like, bookmark and pending
 * report, and whether it is their own — told to them alone; no author is added to any quip.
 */
async function asMemberSees(
  ctx: AppContext,
  viewer: NonNullable<Viewer>,
  page: Quip[],
): Promise<Quip[] | null> {
  const me = sql`${viewer.id}::uuid`;
  const onPage: SQL =
    page.length > 0
      ? inArray(
          quips.id,
          page.map((q) => q.id),
        )
      : sql`false`;
  const rows = rowsOf<OwnFields>(
    await ctx.db.execute(sql`
      select viewer.differs, ${quips.id} as id,
        ${quips.authorId} = ${me} as is_own,
        case when ${quips.authorId} = ${me} then ${quips.vaultQuipId} end as vault_quip_id,
        ${quips.likesCount} as likes_count, ${quips.commentsCount} as comments_count,
        exists (select 1 from ${likes}
          where ${likes.quipId} = ${quips.id} and ${likes.userId} = ${me}) as is_liked,
        exists (select 1 from ${bookmarks}
          where ${bookmarks.quipId} = ${quips.id} and ${bookmarks.userId} = ${me}) as is_bookmarked,
        exists (select 1 from ${flags} where ${flags.quipId} = ${quips.id}
          and ${flags.reporterId} = ${me} and ${flags.status} = 'pending') as is_reported
      from (select (
          exists (select 1 from ${mutes} where ${mutes.muterId} = ${me})
          or exists (select 1 from ${blocks} where ${blocks.blockerId} = ${me})
          or exists (select 1 from ${hiddenQuips} where ${hiddenQuips.authorId} = ${me})
        ) as differs) viewer
      left join ${quips} on ${onPage}`),
  );
  if (rows[0]?.differs !== false) return null;
  const own = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id, r]));
  // A quip gone since the page was kept: the page is not the viewer's any more.
  if (own.size !== page.length) return null;
  const containsMutedWord = mutedWordCheckOf(viewer);
  return page.map((quip) => {
    const mine = own.get(quip.id) as OwnFields;
    return {
      ...quip,
      vaultQuipId: mine.vault_quip_id,
      isOwn: mine.is_own,
      likesCount: Number(mine.likes_count),
      commentsCount: Number(mine.comments_count),
      isLiked: mine.is_liked,
      isBookmarked: mine.is_bookmarked,
      isReported: mine.is_reported,
      containsMutedWord: !mine.is_own && containsMutedWord(quip.content),
    };
  });
}
