import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { follows, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import { nudgePushSender } from "#server/services/push/push-outbox.service.ts";
import { lockMemberPair } from "#server/services/safety/member-pair-lock.ts";
import { memberShownSql } from "#server/services/safety/muting.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import type { FollowState, UserSummary } from "#shared/schemas/users.ts";
import { runFollow } from "./follow-statement";
import { memberColumns } from "./member-columns";

/**
 * Follows or unfollows, in one statement that waits for no other member (follow-statement.ts);
 * a follow first takes the pair's lock (safety/member-pair-lock.ts). `want` forces a direction
 * (the unfollow call), otherwise it toggles. The followed member's live streams hear of the
 * notice. A block between the two refuses a new follow: the blocked member's with a neutral
 * message, the blocker's with a reminder to unblock first.
 */
export async function setFollow(
  ctx: AppContext,
  follower: SessionUser,
  targetId: string,
  want?: boolean,
): Promise<FollowState> {
  if (follower.id === targetId) throw new AppError("BAD_REQUEST", USER_MSG.cannotFollowSelf);
  const input = {
    followerId: follower.id,
    targetId,
    now: ctx.now(),
    ...(want === undefined ? {} : { want }),
  };
  // An unfollow cannot race a block into a follow beside it; a follow waits for the pair.
  const row =
    want === false
      ? await runFollow(ctx.db, input)
      : await ctx.db.transaction(async (tx) => {
          await lockMemberPair(tx, follower.id, targetId);
          return runFollow(tx, input);
        });
  if (row.deferred) nudgeCountFolder(ctx);
  ctx.live.notificationsChanged([row.notified]);
  if (row.notified) nudgePushSender(ctx);
  return { isFollowing: want ?? row.change > 0, followersCount: row.followersCount };
}

/** Who follows a member (or whom they follow), most recent first; none the viewer mutes or blocks. */
export async function listFollows(
  ctx: ReadScope,
  viewer: Viewer,
  userId: string,
  direction: "followers" | "following",
  page: { limit: number; offset: number },
): Promise<UserSummary[]> {
  const [exists] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!exists) throw new AppError("NOT_FOUND", USER_MSG.notFound);
  const other = direction === "followers" ? follows.followerId : follows.followingId;
  const self = direction === "followers" ? follows.followingId : follows.followerId;
  const viewerId = viewer?.id ?? null;
  const rows = await ctx.db
    .select({
      ...memberColumns,
      isFollowing: viewerId
        ? sql<boolean>`exists (select 1 from ${follows} f2 where f2.follower_id = ${viewerId} and f2.following_id = ${users.id})`
        : sql<boolean>`false`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(
      and(eq(self, userId), viewer ? memberShownSql(viewer.id, ctx.now(), users.id) : undefined),
    )
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, isFollowing: Boolean(row.isFollowing) }));
}
