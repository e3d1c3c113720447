import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { activities, blocks, follows, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { changeCount, USER_COUNTS } from "#server/services/counts/count-change.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import type { BlockState, BlocksPage, SafetyListQuery } from "#shared/schemas/safety.ts";
import { lockMemberPair } from "./member-pair-lock";

/**
 * Blocks a member, or unblocks them. Blocking ends the follows between the two, both ways, in
 * the transaction that writes the block: the follow rows, both members' counts and the
 * "started following you" notices go together or not at all. The blocked member is not told;
 * from then on services/safety/muting.ts hides them from the blocker as a mute does, and the follow,
 * like and comment services refuse them (decision 0106).
 */
export async function setBlock(
  ctx: AppContext,
  member: SessionUser,
  targetId: string,
  want: boolean,
): Promise<BlockState> {
  if (member.id === targetId) throw new AppError("BAD_REQUEST", SAFETY_MSG.cannotBlockSelf);
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, targetId));
  if (!target) throw new AppError("NOT_FOUND", USER_MSG.notFound);
  if (!want) {
    await ctx.db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, member.id), eq(blocks.blockedId, targetId)));
    return { isBlocked: false };
  }
  const ended = await ctx.db.transaction(async (tx) => {
    await lockMemberPair(tx, member.id, targetId);
    await tx
      .insert(blocks)
      .values({ blockerId: member.id, blockedId: targetId, createdAt: ctx.now() })
      .onConflictDoNothing();
    const removed = await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, member.id), eq(follows.followingId, targetId)),
          and(eq(follows.followerId, targetId), eq(follows.followingId, member.id)),
        ),
      )
      .returning({ followerId: follows.followerId, followingId: follows.followingId });
    // "started following you" goes with the follow, as on an unfollow (decision 0089).
    const withdrawn =
      removed.length === 0
        ? []
        : await tx
            .delete(activities)
            .where(
              inArray(
                activities.dedupeKey,
                removed.map((f) => `follow:${f.followerId}:${f.followingId}`),
              ),
            )
            .returning({ userId: activities.userId });
    let deferred = false;
    for (const follow of removed) {
      for (const [id, counter] of [
        [follow.followingId, USER_COUNTS.counters.followers],
        [follow.followerId, USER_COUNTS.counters.following],
      ] as const) {
        const count = await changeCount(tx, { counted: USER_COUNTS, id, counter, change: sql`-1` });
        deferred ||= count.deferred;
      }
    }
    return { deferred, noticed: withdrawn.map((row) => row.userId) };
  });
  if (ended.deferred) nudgeCountFolder(ctx);
  ctx.live.notificationsChanged(ended.noticed);
  return { isBlocked: true };
}

/** The members the member blocks, newest first. */
export async function listBlocks(
  ctx: AppContext,
  member: SessionUser,
  page: SafetyListQuery,
): Promise<BlocksPage> {
  const rows = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      createdAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, member.id))
    .orderBy(desc(blocks.createdAt), desc(blocks.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const items = rows.slice(0, page.limit).map(({ createdAt, ...person }) => ({
    member: person,
    createdAt: createdAt.toISOString(),
  }));
  const hasMore = rows.length > page.limit;
  return { items, hasMore, nextOffset: hasMore ? page.offset + page.limit : null };
}
