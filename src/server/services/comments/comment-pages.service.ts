import { eq, type SQL, sql } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { executeBuilt, renderedByShape } from "#server/db/built-once.ts";
import { rowsOf } from "#server/db/database.ts";
import { comments } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import {
  REVEAL_CUTOFF,
  revealCutoffValue,
  type SqlViewer,
  type Viewer,
} from "#server/services/anonymity.ts";
import { quipVisibleSql } from "#server/services/quips/quip-visibility.ts";
import { commentShownSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type {
  CommentPage,
  CommentsQuery,
  CommentView,
  ReplyPage,
} from "#shared/schemas/comments.ts";
import {
  type CommentPlace,
  CURSOR_TIME_FORMAT,
  decodeCursor,
  encodeCursor,
} from "./comment-cursor";
import { type CommentRow, commentReader, presentComment } from "./comment-rows";

/**
 * One page of the quip's top-level comments, newest first: a new comment lands at the top,
 * under the form it was written in. Each comes with its first replies, and theirs.
 */
export async function listComments(
  ctx: ReadScope,
  viewer: Viewer,
  quipId: string,
  query: CommentsQuery,
): Promise<CommentPage> {
  const page = await readPage(ctx, viewer, query, { kind: "comments", quipId, commentId: null });
  return {
    comments: page.items,
    total: page.total,
    nextCursor: page.nextCursor,
    readAt: page.readAt.toISOString(),
  };
}

/** One page of a comment's replies, oldest first as a conversation reads, with their first replies. */
export async function listReplies(
  ctx: ReadScope,
  viewer: Viewer,
  params: { quipId: string; commentId: string },
  query: CommentsQuery,
): Promise<ReplyPage> {
  const [parent] = await ctx.db
    .select({ quipId: comments.quipId })
    .from(comments)
    .where(eq(comments.id, params.commentId));
  const page = await readPage(ctx, viewer, query, {
    kind: "replies",
    quipId: params.quipId,
    commentId: params.commentId,
  });
  // Checked once the quip is known to exist, so a missing quip is still "Quip not found.".
  if (parent?.quipId !== params.quipId) {
    throw new AppError("NOT_FOUND", QUIP_MSG.comment.notFound);
  }
  return { replies: page.items, nextCursor: page.nextCursor };
}

/**
 * A list of a quip's comments read a page at a time, in (time, id) order one way or the other:
 * its top-level comments, newest first, or a comment's replies, oldest first.
 */
type ListingKind = "comments" | "replies";

interface Listing {
  kind: ListingKind;
  quipId: string;
  /** The comment whose replies are listed. */
  commentId: string | null;
}

const LISTINGS: Record<ListingKind, { where: SQL; newestFirst: boolean; pageSize: number }> = {
  comments: {
    where: sql`c.quip_id = ${sql.placeholder("quipId")}::uuid and c.parent_comment_id is null`,
    newestFirst: true,
    pageSize: LIMITS.commentsPageSize,
  },
  replies: {
    where: sql`c.parent_comment_id = ${sql.placeholder("commentId")}::uuid`,
    newestFirst: false,
    pageSize: LIMITS.repliesPageSize,
  },
};

/** The quip's fields on every row; the comment's are null when the page is empty. */
interface PageRow {
  quip_author_id: string;
  quip_created_at: string;
  comments_count: number;
  id: string | null;
  content: string;
  /** The time to the microsecond, fixed width: it sorts as the database does. */
  at: string;
  parent_comment_id: string | null;
  depth: number;
  author_id: string;
  username: string;
  profile_image_url: string | null;
  /** 0 for the page's own comments, 1 for their first replies, 2 for those replies' first replies. */
  level: number;
  edited_at: string | null;
  is_deleted: boolean;
  is_hidden: boolean;
  replies_count: number;
}

type ListedRow = PageRow & { id: string };

async function readPage(
  ctx: ReadScope,
  viewer: Viewer,
  query: CommentsQuery,
  listing: Listing,
): Promise<{ items: CommentView[]; total: number; nextCursor: string | null; readAt: Date }> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const now = ctx.now();
  const shape: PageShape = {
    kind: listing.kind,
    after: after !== null,
    viewer: viewer === null ? "visitor" : viewer.isAdmin ? "admin" : "member",
  };
  const rows = rowsOf<PageRow>(
    await executeBuilt(ctx.db, {
      query: pageQuery(shape),
      values: {
        quipId: listing.quipId,
        commentId: listing.commentId,
        afterAt: after?.at ?? null,
        afterId: after?.id ?? null,
        viewerId: viewer?.id ?? null,
        revealCutoff: revealCutoffValue(now),
      },
    }),
  );
  const [quip] = rows;
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  const reader = commentReader(
    viewer,
    { authorId: quip.quip_author_id, createdAt: dateOf(quip.quip_created_at) },
    now,
  );
  const listed = rows.filter((row): row is ListedRow => row.id !== null);
  const { newestFirst, pageSize } = LISTINGS[listing.kind];
  const page = listed.filter((row) => row.level === 0).sort(byPlace(newestFirst));
  const repliesOf = new Map<string, ListedRow[]>();
  for (const row of listed.filter((r) => r.level > 0).sort(byPlace(false))) {
    const parentId = row.parent_comment_id as string;
    repliesOf.set(parentId, [...(repliesOf.get(parentId) ?? []), row]);
  }
  const present = (row: ListedRow): CommentView => {
    const replies = repliesOf.get(row.id) ?? [];
    const last = replies.at(-1);
    const repliesCount = Number(row.replies_count);
    return presentComment(commentRowOf(row), reader, {
      replies: replies.map(present),
      repliesCount,
      repliesCursor: last && repliesCount > replies.length ? encodeCursor(placeOf(last)) : null,
    });
  };
  const shown = page.slice(0, pageSize);
  const lastShown = shown.at(-1);
  return {
    items: shown.map(present),
    total: Number(quip.comments_count),
    nextCursor: page.length > pageSize && lastShown ? encodeCursor(placeOf(lastShown)) : null,
    // The clock is taken before the statement runs (and, on a replica, set back by its lag):
    // every comment committed before it is in what was read.
    readAt: now,
  };
}

const AT = sql.raw(`'${CURSOR_TIME_FORMAT}'`);

/**
 * What a viewer sees of a thread: the quip unless it is hidden pending review or muted away
 * (quips/quip-visibility.ts), and a member's comments by their mutes and blocks (muting.ts).
 */
interface ShownTo {
  /** The quip `q`; nothing to ask of it when the viewer administers. */
  quip: SQL | undefined;
  /** A comment, given its author's column, on the quip `q`; a visitor sees all. */
  comment: ((authorId: SQL) => SQL) | null;
}

const THREAD_QUIP = { id: sql`q.id`, authorId: sql`q.author_id`, createdAt: sql`q.created_at` };

/** What the statement's text depends on; everything else is a placeholder (readPage's values). */
interface PageShape {
  kind: ListingKind;
  /** Whether the page starts after a cursor's place. */
  after: boolean;
  viewer: "visitor" | "member" | "admin";
}

function shownTo(viewer: PageShape["viewer"]): ShownTo {
  const member: SqlViewer =
    viewer === "visitor" ? null : { id: VIEWER_ID, isAdmin: viewer === "admin" };
  return {
    quip: quipVisibleSql(member, REVEAL_CUTOFF, THREAD_QUIP),
    comment:
      member && ((authorId) => commentShownSql(VIEWER_ID, REVEAL_CUTOFF, authorId, THREAD_QUIP)),
  };
}

const VIEWER_ID = sql.placeholder("viewerId");

/**
 * The page statement of each shape, rendered once (decision 0103): building and rendering its
 * parts through the query builder on every request took a quarter of the request's processor
 * time.
 */
const pageQuery = renderedByShape(
  pageStatement,
  (shape: PageShape) => `${shape.kind} ${shape.after} ${shape.viewer}`,
);

/**
 * The quip, and its page of comments (one more than it shows, to know whether another page
 * follows) with, for the comments it shows, their first replies and those replies' first
 * replies, each with its count of replies: one statement, each part read in index order however
 * long the thread. No row: no quip (or one the member does not see); one row of nulls: an
 * empty page. A member's mutes and blocks are applied as each part is read, so a page stays
 * full, and a hidden comment's replies go with it. The page sizes are written into the text,
 * so the statement is planned once per connection (decision 0103).
 */
function pageStatement(shape: PageShape): SQL {
  const listing = LISTINGS[shape.kind];
  const shown = shownTo(shape.viewer);
  const shownComment = (authorId: SQL) =>
    shown.comment ? sql`and ${shown.comment(authorId)}` : sql``;
  const order = listing.newestFirst ? sql`desc` : sql`asc`;
  const past = shape.after
    ? sql`and (c.created_at, c.id) ${listing.newestFirst ? sql`<` : sql`>`} (${sql.placeholder("afterAt")}::timestamptz, ${sql.placeholder("afterId")}::uuid)`
    : sql``;
  const firstReplies = (parents: SQL) => sql`
    select r.id from ${parents} p
    cross join quip q
    cross join lateral (
      select id from comments
      where parent_comment_id = p.id ${shownComment(sql`comments.author_id`)}
      order by created_at, id
      limit ${sql.raw(String(LIMITS.repliesShown))}
    ) r`;
  return sql`
    with quip as (
      select q.id, q.author_id, q.created_at, q.comments_count from quips q
      where q.id = ${sql.placeholder("quipId")}::uuid ${shown.quip ? sql`and ${shown.quip}` : sql``}
    ), listed as (
      select c.id, c.created_at from comments c cross join quip q
      where ${listing.where} ${past} ${shownComment(sql`c.author_id`)}
      order by c.created_at ${order}, c.id ${order}
      limit ${sql.raw(String(listing.pageSize + 1))}
    ), shown as (
      select id from listed order by created_at ${order}, id ${order} limit ${sql.raw(String(listing.pageSize))}
    ), replies as (${firstReplies(sql`shown`)}
    ), replies_to_replies as (${firstReplies(sql`replies`)}
    ), wanted as (
      select id, 0 as level from listed
      union all select id, 1 from replies
      union all select id, 2 from replies_to_replies
    )
    select q.author_id as quip_author_id, to_char(q.created_at at time zone 'UTC', ${AT}) as quip_created_at,
      q.comments_count, page.*
    from quip q
    left join (
      select c.id, c.content, to_char(c.created_at at time zone 'UTC', ${AT}) as at,
        c.parent_comment_id, c.depth, c.author_id, u.username, u.profile_image_url, w.level,
        to_char(c.edited_at at time zone 'UTC', ${AT}) as edited_at,
        c.deleted_at is not null as is_deleted, c.hidden_at is not null as is_hidden,
        (select count(*) from comments x
          where x.parent_comment_id = c.id ${shownComment(sql`x.author_id`)})::int as replies_count
      from wanted w
      join comments c on c.id = w.id
      join users u on u.id = c.author_id
      cross join quip q
    ) page on true`;
}

/** Time, then id: uuids as text sort as the database sorts them. */
function byPlace(newestFirst: boolean) {
  const sign = newestFirst ? -1 : 1;
  return (a: ListedRow, b: ListedRow) =>
    sign * (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1);
}

function placeOf(row: ListedRow): CommentPlace {
  return { at: row.at, id: row.id };
}

/** Milliseconds are all a date holds; the microseconds stay in cursors. */
function dateOf(at: string): Date {
  return new Date(`${at.slice(0, 23)}Z`);
}

function commentRowOf(row: ListedRow): CommentRow {
  return {
    id: row.id,
    content: row.content,
    createdAt: dateOf(row.at),
    parentCommentId: row.parent_comment_id,
    depth: Number(row.depth),
    authorId: row.author_id,
    username: row.username,
    profileImageUrl: row.profile_image_url,
    editedAt: row.edited_at === null ? null : dateOf(row.edited_at),
    isDeleted: Boolean(row.is_deleted),
    isHidden: Boolean(row.is_hidden),
  };
}
