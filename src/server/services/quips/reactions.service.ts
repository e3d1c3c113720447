import { and, asc, eq } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { likes, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { namesAuthor, type Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import { nudgePushSender } from "#server/services/push/push-outbox.service.ts";
import { memberShownSql } from "#server/services/safety/muting.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { BookmarkState, LikeState } from "#shared/schemas/quips.ts";
import type { Liker } from "#shared/schemas/users.ts";
import { runBookmark } from "./bookmark-statement";
import { shownLikes } from "./hidden-likes";
import { runLike } from "./like-statement";
import { quipVisibleSql } from "./quip-visibility";

/**
 * Likes or unlikes, in one statement that waits for no other member (like-statement.ts). An
 * unlike withdraws the notice; a like given again notifies again. The live stream hears of the
 * new count and of the author's notice. A blocked member's like of an anonymous quip counts as
 * anyone's and the author never sees it (services/safety/muting.ts). A competing entry's like
 * is answered without a count and tells the live stream nothing: an event at each like would
 * count them for whoever watches (decision 0162).
 */
export async function toggleLike(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<LikeState> {
  const row = await runLike(ctx.db, { member, quipId, now: ctx.now() });
  if (row.deferred) nudgeCountFolder(ctx);
  if (!row.likesHidden) ctx.live.countsChanged(quipId);
  ctx.live.notificationsChanged([row.notified]);
  if (row.notified) nudgePushSender(ctx);
  return { isLiked: row.change > 0, ...shownLikes(row.count, row.likesHidden) };
}

export async function toggleBookmark(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<BookmarkState> {
  const row = await runBookmark(ctx.db, { member, quipId, now: ctx.now() });
  return { isBookmarked: row.change > 0 };
}

/**
 * Who liked a quip: the first LIMITS.likersShown, earliest first. While the quip is anonymous
 * to the viewer, nobody: the count already holds the author's own like, so a list that named
 * every other liker would tell that one unnamed like is theirs (decision 0138). While its likes
 * are hidden, nobody either, to anyone: the list's length is a count (decision 0162). A member
 * sees no like of those they mute or block, and no likers of a quip they do not see.
 */
export async function listLikers(ctx: ReadScope, viewer: Viewer, quipId: string): Promise<Liker[]> {
  const now = ctx.now();
  const [quip] = await ctx.db
    .select({
      authorId: quips.authorId,
      createdAt: quips.createdAt,
      likesHidden: quips.likesHidden,
    })
    .from(quips)
    .where(and(eq(quips.id, quipId), quipVisibleSql(viewer, now)));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  if (quip.likesHidden || !namesAuthor(viewer, quip.authorId, quip.createdAt, now)) return [];
  return ctx.db
    .select({
      id: users.id,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(
      and(
        eq(likes.quipId, quipId),
        viewer ? memberShownSql(viewer.id, now, likes.userId) : undefined,
      ),
    )
    .orderBy(asc(likes.createdAt), asc(likes.id))
    .limit(LIMITS.likersShown);
}
