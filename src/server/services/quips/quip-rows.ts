import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { ReadScope } from "#server/context.ts";
import { builtOnce, preparedName } from "#server/db/built-once.ts";
import { bookmarks, flags, likes, quips, users } from "#server/db/schema/index.ts";
import {
  isAnonymousAt,
  namesAuthor,
  revealCutoffValue,
  type SqlViewer,
  type Viewer,
} from "#server/services/anonymity.ts";
import { mutedWordCheckOf } from "#server/services/safety/muted-words.service.ts";
import { wholeQuipText } from "#shared/rules/punchline.ts";
import { topicSlug } from "#shared/rules/slug.ts";
import type { Quip } from "#shared/schemas/quips.ts";
import { shownLikes } from "./hidden-likes";
import { quipVisibleSql } from "./quip-visibility";

/** A quip's own columns but its search vector: only search's SQL reads that. */
const { searchVector: _searchVector, ...quipColumns } = getTableColumns(quips);

/**
 * The columns every quip read selects: the quip, its author's public fields and the
 * viewer's own like, bookmark and pending report, in one statement however many quips are read.
 */
function quipSelection(viewer: SqlViewer) {
  const viewerId = viewer?.id ?? null;
  return {
    quip: quipColumns,
    authorUsername: users.username,
    authorImage: users.profileImageUrl,
    authorIsBot: users.isBot,
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
  authorIsBot: boolean;
  isLiked: boolean;
  isBookmarked: boolean;
  isReported: boolean;
};

/** The viewer's id in a statement built once, filled in at each run. */
export const VIEWER_ID = sql.placeholder("viewerId");
const QUIP_ID = sql.placeholder("quipId");

/** The viewer as a statement built once sees them: the id a placeholder, the role its shape. */
export function viewerShape(viewer: Viewer): SqlViewer {
  return viewer && { id: VIEWER_ID, isAdmin: viewer.isAdmin };
}

export function selectQuips(ctx: ReadScope, viewer: SqlViewer) {
  return ctx.db
    .select(quipSelection(viewer))
    .from(quips)
    .innerJoin(users, eq(users.id, quips.authorId))
    .$dynamic();
}

/** One quip, unless the viewer has muted it away (then, to them, it is not found). */
export async function findQuipRow(
  ctx: ReadScope,
  viewer: Viewer,
  id: string,
): Promise<QuipRow | undefined> {
  const shape = viewerShape(viewer);
  const statement = builtOnce(ctx.db, `quip ${JSON.stringify(shape)}`, () => {
    const query = selectQuips(ctx, shape)
      .where(and(eq(quips.id, QUIP_ID), quipVisibleSql(shape)))
      .limit(1);
    return query.prepare(preparedName(query));
  });
  const [row] = await statement.execute({
    viewerId: viewer?.id,
    quipId: id,
    revealCutoff: revealCutoffValue(ctx.now()),
  });
  return row;
}

/**
 * Every quip that leaves the server goes through here: the author is removed (not hidden)
 * while it is anonymous, for everyone but administrators — its author included; its likes
 * while it competes in an open topic competition, for everyone (decision 0162). A quip with
 * one of the viewer's muted words, in its setup or its punchline, is marked, unless it is their
 * own (decisions 0107 and 0163).
 */
export function presentQuip(row: QuipRow, viewer: Viewer, now: Date): Quip {
  const q = row.quip;
  const showAuthor = namesAuthor(viewer, q.authorId, q.createdAt, now);
  const isAnonymous = isAnonymousAt(q.createdAt, now);
  const isOwn = viewer?.id === q.authorId;
  return {
    id: q.id,
    content: q.content,
    punchline: q.punchline,
    createdAt: q.createdAt.toISOString(),
    // Only an edit moves updated_at past created_at; likes, comments and the reveal leave it.
    isEdited: q.updatedAt.getTime() > q.createdAt.getTime(),
    isAnonymous,
    topicOfTheDay: q.topicOfTheDay,
    topicText: q.topicText,
    topicSlug: q.topicText ? topicSlug(q.topicText) : null,
    topicIdentifier: q.topicIdentifier,
    vaultQuipId: isOwn ? q.vaultQuipId : null,
    author: showAuthor
      ? {
          id: q.authorId,
          username: row.authorUsername,
          profileImageUrl: row.authorImage,
          isBot: row.authorIsBot,
        }
      : null,
    isOwn,
    ...shownLikes(q.likesCount, q.likesHidden),
    commentsCount: q.commentsCount,
    isLiked: Boolean(row.isLiked),
    isBookmarked: Boolean(row.isBookmarked),
    isReported: Boolean(row.isReported),
    containsMutedWord: !isOwn && mutedWordCheckOf(viewer)(wholeQuipText(q)),
    // Scored by the reveal job, after the 48 hours: whatever the row holds, none before them.
    guesses:
      !isAnonymous && q.guessTotal !== null && q.guessCorrect !== null
        ? { total: q.guessTotal, correct: q.guessCorrect }
        : null,
  };
}
