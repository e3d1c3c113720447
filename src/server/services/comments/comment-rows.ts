import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { comments, quips } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { namesAuthor, type SqlViewer, type Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { quipExistsForSql, quipReachableSql } from "#server/services/quips/quip-visibility.ts";
import {
  type MutedWordCheck,
  mutedWordCheckOf,
} from "#server/services/safety/muted-words.service.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { CommentView } from "#shared/schemas/comments.ts";

/**
 * What the comments of a quip need of it; a missing quip, or one hidden from the member
 * pending review, is a 404.
 */
export async function findCommentedQuip(
  db: Executor,
  member: SqlViewer,
  quipId: string,
  lock = false,
) {
  const query = db
    .select({
      authorId: quips.authorId,
      createdAt: quips.createdAt,
      commentsCount: quips.commentsCount,
    })
    .from(quips)
    .where(and(eq(quips.id, quipId), quipExistsForSql(member, quips.id)));
  // The key share lock keeps the quip from being deleted under the comment, and waits for no
  // like or comment: those never lock the quip more strongly while they wait (changeCount).
  const [quip] = lock ? await query.for("key share") : await query;
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return quip;
}

/**
 * The comment `id`, still standing (not a deleted one's stub), on a quip that exists for the
 * member (joined as `quips`): what may be changed or reported. Anything else is not found.
 */
export function standingCommentSql(member: SqlViewer, id: string) {
  return and(
    eq(comments.id, id),
    sql`${comments.deletedAt} is null`,
    quipExistsForSql(member, quips.id),
  );
}

/**
 * SQL: as `standingCommentSql`, for a change to the comment: moderators reach the comments of
 * hidden quips too, to remove them or dismiss their reports.
 */
export function reachableCommentSql(actor: SessionUser, id: string) {
  return and(
    eq(comments.id, id),
    sql`${comments.deletedAt} is null`,
    quipReachableSql(actor, quips.id),
  );
}

export interface CommentRow {
  id: string;
  content: string;
  createdAt: Date;
  parentCommentId: string | null;
  depth: number;
  authorId: string;
  username: string;
  profileImageUrl: string | null;
  editedAt: Date | null;
  isDeleted: boolean;
  isHidden: boolean;
}

/**
 * Who reads the comments of which quip: decides once whether its author may be named, and
 * which comments hold the reader's muted words.
 */
export interface CommentReader {
  viewer: Viewer;
  quipAuthorId: string;
  namesQuipAuthor: boolean;
  containsMutedWord: MutedWordCheck;
}

export function commentReader(
  viewer: Viewer,
  quip: { authorId: string; createdAt: Date },
  now: Date,
): CommentReader {
  return {
    viewer,
    quipAuthorId: quip.authorId,
    namesQuipAuthor: namesAuthor(viewer, quip.authorId, quip.createdAt, now),
    containsMutedWord: mutedWordCheckOf(viewer),
  };
}

/**
 * Every comment that leaves the server goes through here. The author's own comments on their
 * anonymous quip would name them: they read "anonymous (author)", to the author too, and the
 * time of their edit is withheld with the name. One with a muted word of the reader's is
 * marked, unless the reader wrote it. A deleted one with replies is a stub: its place and its
 * replies, nothing of what it said or who said it (decision 0149).
 */
export function presentComment(
  row: CommentRow,
  reader: CommentReader,
  thread: Pick<CommentView, "replies" | "repliesCount" | "repliesCursor">,
): CommentView {
  const place = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    parentCommentId: row.parentCommentId,
    depth: row.depth,
    ...thread,
  };
  if (row.isDeleted) {
    return {
      ...place,
      content: "",
      author: null,
      isQuipAuthor: false,
      isOwn: false,
      containsMutedWord: false,
      isEdited: false,
      editedAt: null,
      isDeleted: true,
      isHidden: false,
    };
  }
  const isQuipAuthor = row.authorId === reader.quipAuthorId;
  const isOwn = reader.viewer !== null && row.authorId === reader.viewer.id;
  const isNamed = !isQuipAuthor || reader.namesQuipAuthor;
  return {
    ...place,
    content: row.content,
    author: isNamed
      ? { id: row.authorId, username: row.username, profileImageUrl: row.profileImageUrl }
      : null,
    isQuipAuthor,
    isOwn,
    containsMutedWord: !isOwn && reader.containsMutedWord(row.content),
    isEdited: row.editedAt !== null,
    editedAt: isNamed && row.editedAt ? row.editedAt.toISOString() : null,
    isDeleted: false,
    isHidden: row.isHidden,
  };
}
