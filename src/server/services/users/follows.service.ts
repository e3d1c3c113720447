import { and, desc, eq, sql } from "drizzle-orm";
import type { FollowState, UserSummary } from "../../../shared/schemas/user";
import { USER_MSG } from "../../../shared/user-messages";
import type { AppContext } from "../../context";
import { follows, users } from "../../db/schema";
import { AppError } from "../../errors";
import { notify, withdraw } from "../activity/notify";
import type { Viewer } from "../anonymity";
import type { SessionUser } from "../sessions.service";
import { memberColumns } from "./member-columns";

/**
 * Follows or unfollows. The follow row and both members' counts change in one transaction;
 * `want` forces a direction (the unfollow call), otherwise it toggles.
 */
export async function setFollow(
  ctx: AppContext,
  follower: SessionUser,
  targetId: string,
  want?: boolean,
): Promise<FollowState> {
  if (follower.id === targetId) throw new AppError("BAD_REQUEST", USER_MSG.cannotFollowSelf);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, targetId))
      .for("update");
    if (!target) throw new AppError("NOT_FOUND", USER_MSG.notFound);
    const pair = and(eq(follows.followerId, follower.id), eq(follows.followingId, targetId));
    const [existing] = await tx.select({ id: follows.id }).from(follows).where(pair);
    const follow = want ?? !existing;
    const dedupeKey = `follow:${follower.id}:${targetId}`;
    let delta = 0;
    if (follow && !existing) {
      const added = await tx
        .insert(follows)
        .values({ followerId: follower.id, followingId: targetId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: follows.id });
      delta = added.length;
      if (delta > 0) {
        await notify(tx, now, [
          {
            userId: targetId,
            type: "follow",
            actorId: follower.id,
            dedupeKey,
          },
        ]);
      }
    } else if (!follow && existing) {
      const removed = await tx.delete(follows).where(pair).returning({ id: follows.id });
      delta = -removed.length;
      // "started following you" goes with the follow; following again notifies again.
      if (delta < 0) await withdraw(tx, dedupeKey);
    }
    if (delta !== 0) {
      await tx
        .update(users)
        .set({ followingCount: sql`greatest(${users.followingCount} + ${delta}, 0)` })
        .where(eq(users.id, follower.id));
      await tx
        .update(users)
        .set({ followersCount: sql`greatest(${users.followersCount} + ${delta}, 0)` })
        .where(eq(users.id, targetId));
    }
    const [counts] = await tx
      .select({ followersCount: users.followersCount })
      .from(users)
      .where(eq(users.id, targetId));
    return { isFollowing: follow, followersCount: counts?.followersCount ?? 0 };
  });
}

/** Who follows a member (or whom they follow), most recent first. */
export async function listFollows(
  ctx: AppContext,
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
    .where(eq(self, userId))
    .orderBy(desc(follows.createdAt), desc(follows.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row, isFollowing: Boolean(row.isFollowing) }));
}
