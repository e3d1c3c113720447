import { sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { builtOnce, preparedName } from "#server/db/built-once.ts";
import {
  blocks,
  bookmarks,
  flags,
  hiddenQuips,
  likes,
  mutes,
  quips,
} from "#server/db/schema/index.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import { shownLikes, shuffleSeed } from "#server/services/quips/hidden-likes.ts";
import { VIEWER_ID } from "#server/services/quips/quip-rows.ts";
import { mutedWordCheckOf } from "#server/services/safety/muted-words.service.ts";
import { findOpenTopics } from "#server/services/topics/open-topics.ts";
import { wholeQuipText } from "#shared/rules/punchline.ts";
import type { FeedQuery, Quip } from "#shared/schemas/quips.ts";
import { listFeed } from "./feed.service";
import { feedPageEnd } from "./feed-page-end";

/**
 * Feeds only a member has, read from their own follows and likes, and the topic feeds, whose
 * order is the member's own shuffle while the topic competes (nearly always: decision 0162):
 * never shared.
 */
const MEMBERS_OWN_FILTERS = new Set<FeedQuery["filter"]>([
  "following",
  "post48Following",
  "liked",
  "topicOfTheDay",
  "yesterdaysTopic",
]);

/**
 * A feed page through the shared cache (decision 0128). The cache holds what a visitor reads;
 * a member whose page holds the same quips gets that page with their own fields laid over it
 * from one statement, and anyone else (an administrator, a member who mutes, blocks or has a
 * quip hidden by reports, a member's own profile, the feeds of their follows and likes) the
 * uncached page. Every answer is the one `listFeed` gives at that moment, to the byte.
 *
 * `reads` is where this request may read (a replica that has the viewer's own writes, or the
 * primary: decision 0126); a kept page is filled from the primary `ctx` alone. A page kept for
 * everyone must hold every write made before it was read: built on a replica a moment behind,
 * it could leave out the quip its author just posted, and serve them that page for seconds.
 * One read of the primary per page and write is all the cache asks of it.
 */
export async function readFeed(
  ctx: AppContext,
  reads: ReadScope,
  viewer: Viewer,
  query: FeedQuery,
): Promise<Quip[]> {
  const cache = ctx.sharedCache;
  if (!cache || !sharesVisitorsPage(viewer, query)) return listFeed(reads, viewer, query);
  // One instant for the key, the page and its end: a page read a moment after the instant its
  // end is reckoned from could name an author its end does not wait for.
  const now = ctx.now();
  const at: AppContext = { ...ctx, now: () => now };
  const key = await pageKey(at, query);
  if (key === null) return listFeed(reads, viewer, query);
  const read = await cache.read(key, now.getTime());
  let page = read.value as Quip[] | undefined;
  const hit = read.hit && page !== undefined;
  ctx.metrics.cacheLookups.inc({ cache: "feed", outcome: hit ? "hit" : "miss" });
  if (!hit || !page) {
    page = await listFeed(at, null, query);
    await cache.write(
      key,
      page,
      await feedPageEnd(at, query, page, now),
      now.getTime(),
      read.ticket,
    );
  }
  if (!viewer) return page;
  return (await asMemberSees(reads, viewer, page)) ?? listFeed(reads, viewer, query);
}

/**
 * Whether the viewer's page could be a visitor's but for their own fields: not an
 * administrator's (they see anonymous authors), nor a feed of the member's own follows or
 * likes or a topic feed in their own order, nor their own profile (where their anonymous quips
 * are listed, to them alone).
 */
function sharesVisitorsPage(viewer: Viewer, query: FeedQuery): boolean {
  if (viewer?.isAdmin) return false;
  if (MEMBERS_OWN_FILTERS.has(query.filter)) return false;
  return !(viewer && query.filter === "all" && query.authorId === viewer.id);
}

/**
 * What decides a visitor's page. A topic feed names the topic open now, so a new topic day
 * starts new pages, and the Eastern day, whose visitors' shuffle it is while the topic
 * competes; with no topic open there is nothing to keep (null).
 */
async function pageKey(ctx: AppContext, query: FeedQuery): Promise<string | null> {
  let topic = "";
  if (query.filter === "topicOfTheDay" || query.filter === "yesterdaysTopic") {
    const open = await findOpenTopics(ctx);
    const row = query.filter === "topicOfTheDay" ? open.today : open.yesterday;
    if (!row) return null;
    topic = `${row.topicIdentifier}:${shuffleSeed(null, ctx.now())}`;
  }
  const sortBy = query.filter === "all" ? query.sortBy : "";
  return `feed:${query.filter}:${sortBy}:${query.authorId ?? ""}:${topic}:${query.limit}:${query.page}`;
}

/** The page's quip ids in the statement built once, filled in at each run. */
const PAGE_IDS = sql.placeholder("pageIds");

/**
 * Per quip on the page by primary key and unique indexes: the counts now, the viewer's like,
 * bookmark and pending report, and whether it is their own; and, once per statement, whether
 * the viewer's pages hold other quips than a visitor's. A row comes back for an empty page too.
 * Built once and planned once per connection, as the feeds are (decision 0103).
 */
function ownFieldsStatement(ctx: ReadScope) {
  return builtOnce(ctx.db, "feed page as a member sees it", () => {
    const me = sql`${VIEWER_ID}::uuid`;
    const query = ctx.db
      .select({
        // Each probe reads the first entry of an index on the viewer: a scalar subquery keeps
        // its ORDER BY and LIMIT (an EXISTS drops them), so PostgreSQL cannot choose to scan
        // the whole table for a member who mutes nobody.
        differs: sql<boolean>`((select true from ${mutes} where ${mutes.muterId} = ${me}
            and ${mutes.quipCreatedAt} is null order by ${mutes.muterId}, ${mutes.mutedId} limit 1) is not null
          or (select true from ${mutes} where ${mutes.muterId} = ${me}
            and ${mutes.quipCreatedAt} is not null order by ${mutes.muterId}, ${mutes.quipCreatedAt} limit 1) is not null
          or (select true from ${blocks} where ${blocks.blockerId} = ${me}
            order by ${blocks.blockerId}, ${blocks.blockedId} limit 1) is not null
          or exists (select 1 from ${hiddenQuips} where ${hiddenQuips.authorId} = ${me}))`,
        id: quips.id,
        isOwn: sql<boolean>`${quips.authorId} = ${me}`,
        vaultQuipId: sql<
          string | null
        >`case when ${quips.authorId} = ${me} then ${quips.vaultQuipId} end`,
        likesCount: quips.likesCount,
        likesHidden: quips.likesHidden,
        commentsCount: quips.commentsCount,
        isLiked: sql<boolean>`exists (select 1 from ${likes}
          where ${likes.quipId} = ${quips.id} and ${likes.userId} = ${me})`,
        isBookmarked: sql<boolean>`exists (select 1 from ${bookmarks}
          where ${bookmarks.quipId} = ${quips.id} and ${bookmarks.userId} = ${me})`,
        isReported: sql<boolean>`exists (select 1 from ${flags} where ${flags.quipId} = ${quips.id}
          and ${flags.reporterId} = ${me} and ${flags.status} = 'pending')`,
      })
      .from(sql`(select 1) as viewer`)
      .leftJoin(quips, sql`${quips.id} = any(${PAGE_IDS}::uuid[])`);
    return query.prepare(preparedName(query));
  });
}

/**
 * The visitor's page as `viewer` sees it, or null when their page holds other quips: they
 * mute or block someone or hid a quip (0106), or a quip of theirs is hidden by reports and
 * still shown to them (0105). Whether a quip is their own is told to them alone; no author is
 * added to any quip.
 */
async function asMemberSees(
  ctx: ReadScope,
  viewer: NonNullable<Viewer>,
  page: Quip[],
): Promise<Quip[] | null> {
  const rows = await ownFieldsStatement(ctx).execute({
    viewerId: viewer.id,
    pageIds: page.map((q) => q.id),
  });
  if (rows[0]?.differs !== false) return null;
  const own = new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r] as const])));
  // A quip gone since the page was kept: the page is not the viewer's any more.
  if (own.size !== page.length) return null;
  const containsMutedWord = mutedWordCheckOf(viewer);
  return page.map((quip) => {
    const mine = own.get(quip.id) as (typeof rows)[number];
    return {
      ...quip,
      vaultQuipId: mine.vaultQuipId,
      isOwn: mine.isOwn,
      ...shownLikes(mine.likesCount as number, mine.likesHidden as boolean),
      commentsCount: mine.commentsCount as number,
      isLiked: mine.isLiked,
      isBookmarked: mine.isBookmarked,
      isReported: mine.isReported,
      containsMutedWord: !mine.isOwn && containsMutedWord(wholeQuipText(quip)),
    };
  });
}
