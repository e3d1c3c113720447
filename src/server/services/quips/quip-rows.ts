import { eq, getTableColumns, sql } from "drizzle-orm";
import { topicSlug } from "../../../shared/rules/slug";
import type { Quip } from "../../../shared/schemas/quip";
import type { AppContext } from "../../context";
import { bookmarks, flags, likes, quips, users } from "../../db/schema";
import { isAnonymousAt, namesAuthor, type Viewer } from "../anonymity";

/** A quip's own columns but its search vector: only search's SQL reads that. */
const { searchVector: _searchVector, ...quipColumns } = getTableColumns(quips);

/**
 * The columns every quip read selects: the quip, its author's public fields and the
 * viewer's own like, bookmark and pending report, in one statement however many quips are read.
 */
function quipSelection(viewer: Viewer) {
  const viewerId = viewer?.id ?? null;
  return {
    quip: quipColumns,
    authorUsername: users.username,
    authorImage: users.profileImageUrl,
    isLiked: viewerId
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.quipId} = ${quips.id} and ${likes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    isBookmarked: viewerId
      ? sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.quipId} = ${quips.id} and ${bookmarks.userId} = ${viewerId})`
      : sql<boolean>`false`,
    isReported: viewerId
      ? sql<boolean>`exists (select 1 from ${flags} where ${flags.quipId} = ${quips.id} and ${flags.reporterId} = ${viewerId} and ${flags.status} = 'pending')`
      : sql<boolean>`false`,
  };
}

export type QuipRow = {
  quip: Omit<typeof quips.$inferSelect, "searchVector">;
  authorUsername: string;
  authorImage: string | null;
  isLiked: boolean;
  isBookmarked: boolean;
  isReported: boolean;
};

export function selectQuips(ctx: AppContext, viewer: Viewer) {
  return ctx.db
    .select(quipSelection(viewer))
    .from(quips)
    .innerJoin(users, eq(users.id, quips.authorId))
    .$dynamic();
}

export async function findQuipRow(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<QuipRow | undefined> {
  const [row] = await selectQuips(ctx, viewer).where(eq(quips.id, id)).limit(1);
  return row;
}

/**
 * Every quip that leaves the server goes through here: the author is removed (not hidden)
 * while it is anonymous, for everyone but administrators — its author included.
 */
export function presentQuip(row: QuipRow, viewer: Viewer, now: Date): Quip {
  const q = row.quip;
  const showAuthor = namesAuthor(viewer, q.authorId, q.createdAt, now);
  const isOwn = viewer?.id === q.authorId;
  return {
    id: q.id,
    content: q.content,
    createdAt: q.createdAt.toISOString(),
    // Only an edit moves updated_at past created_at; likes, comments and the reveal leave it.
    isEdited: q.updatedAt.getTime() > q.createdAt.getTime(),
    isAnonymous: isAnonymousAt(q.createdAt, now),
    topicOfTheDay: q.topicOfTheDay,
    topicText: q.topicText,
    topicSlug: q.topicText ? topicSlug(q.topicText) : null,
    topicIdentifier: q.topicIdentifier,
    vaultQuipId: isOwn ? q.vaultQuipId : null,
    author: showAuthor
      ? { id: q.authorId, username: row.authorUsername, profileImageUrl: row.authorImage }
      : null,
    isOwn,
    likesCount: q.likesCount,
    commentsCount: q.commentsCount,
    isLiked: Boolean(row.isLiked),
    isBookmarked: Boolean(row.isBookmarked),
    isReported: Boolean(row.isReported),
  };
}
