import { and, desc, eq, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { follows, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { notifiedSql, notifyPart, withdrawPart } from "#server/services/activity/notify.ts";
import type { Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import {
  countAfterSql,
  countChangeParts,
  countDeferredSql,
  USER_COUNTS,
} from "#server/services/counts/count-change.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import {
  runToggle,
  type ToggleOutcome,
  toggleOutcomeSql,
  toggleParts,
} from "#server/services/counts/toggle-row.ts";
import { lockMemberPair } from "#server/services/safety/member-pair-lock.ts";
import { blocksSql, memberShownSql } from "#server/services/safety/muting.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import type { FollowState, UserSummary } from "#shared/schemas/users.ts";
import { memberColumns } from "./member-columns";

/**
 * Follows or unfollows, in one statement that waits for no other member: the follow row, both
 * members' counts (countChangeParts) and the followed member's notice are written together or
 * not at all (a follow first takes the pair's lock, safety/member-pair-lock.ts). `want` forces a
 * direction (the unfollow call), otherwise it toggles. The followed
 * member's live streams hear of the notice. A block between the two refuses a new follow: the
 * blocked member's with a neutral message, the blocker's with a reminder to unblock first.
 */
export async function setFollow(
  ctx: AppContext,
  follower: SessionUser,
  targetId: string,
  want?: boolean,
): Promise<FollowState> {
  if (follower.id === targetId) throw new AppError("BAD_REQUEST", USER_MSG.cannotFollowSelf);
  const now = ctx.now();
  const dedupeKey = `follow:${follower.id}:${targetId}`;
  const change = sql`(select n from change)`;
  const followers = {
    name: "followers",
    counted: USER_COUNTS,
    id: targetId,
    counter: "followers_count",
    change,
  } as const;
  const following = {
    name: "following",
    counted: USER_COUNTS,
    id: follower.id,
    counter: "following_count",
    change,
  } as const;
  // "started following you" goes with the follow (withdrawn); following again notifies again.
  const followed = {
    rows: "follows",
    targetColumn: "following_id",
    targetTable: "users",
    targetId,
    ownerColumn: "follower_id",
    ownerId: follower.id,
    now,
    ...(want === undefined ? {} : { want }),
    refusal: sql`case when ${blocksSql(follower.id, sql`target.id`)} then 'own'
      when ${blocksSql(sql`target.id`, follower.id)} then 'theirs' end`,
  } as const;
  type Outcome = ToggleOutcome & {
    followersCount: number;
    deferred: boolean;
    notified: string | null;
  };
  const toggle = (db: Executor) =>
    runToggle<Outcome>(
      db,
      sql`with ${toggleParts(followed)},
      ${countChangeParts(followers)},
      ${countChangeParts(following)},
      noticed as (${notifyPart({
        userId: sql`target.id`,
        type: sql`'follow'`,
        actorId: follower.id,
        quipId: sql`null::uuid`,
        dedupeKey,
        now,
        from: sql`target`,
        when: sql`exists (select 1 from added)`,
      })}),
      withdrawn as (${withdrawPart(dedupeKey, sql`exists (select 1 from removed)`)})
    select ${toggleOutcomeSql(followed)}, ${countAfterSql(followers)} as "followersCount",
      (${countDeferredSql(followers)} or ${countDeferredSql(following)}) as deferred,
      ${notifiedSql} as notified`,
      {
        ...(want === undefined ? {} : { want }),
        notFound: USER_MSG.notFound,
        refused: { own: SAFETY_MSG.unblockToFollow, theirs: SAFETY_MSG.followRefused },
      },
    );
  // An unfollow cannot race a block into a follow beside it; a follow waits for the pair.
  const row =
    want === false
      ? await toggle(ctx.db)
      : await ctx.db.transaction(async (tx) => {
          await lockMemberPair(tx, follower.id, targetId);
          return toggle(tx);
        });
  if (row.deferred) nudgeCountFolder(ctx);
  ctx.live.notificationsChanged([row.notified]);
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
