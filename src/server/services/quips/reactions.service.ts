import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext, ReadScope } from "#server/context.ts";
import { likes, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { notifiedSql, notifyPart, withdrawPart } from "#server/services/activity/notify.ts";
import { isRevealedSql, namesAuthor, type Viewer } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import {
  countAfterSql,
  countChangeParts,
  countDeferredSql,
  QUIP_COUNTS,
} from "#server/services/counts/count-change.ts";
import { nudgeCountFolder } from "#server/services/counts/count-folder.ts";
import {
  runToggle,
  type ToggleOutcome,
  toggleOutcomeSql,
  toggleParts,
} from "#server/services/counts/toggle-row.ts";
import { blocksSql, memberShownSql } from "#server/services/safety/muting.ts";
import { countLikeDayPart } from "#server/services/users/streaks.ts";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { SAFETY_MSG } from "#shared/messages/safety.ts";
import { easternDate } from "#shared/rules/eastern-time.ts";
import type { Liker } from "#shared/schemas/users.ts";
import { quipExistsForSql, quipVisibleSql } from "./quip-visibility";

export interface ToggleResult {
  active: boolean;
  count: number;
}

/**
 * Likes or unlikes, in one statement that waits for no other member: the like row, the quip's
 * count (countChangeParts), the author's notice and the liker's streak are written together
 * or not at all, so each happens exactly once per like. An unlike withdraws the notice; a like
 * given again notifies again. The live stream hears of the new count and of the author's notice.
 * A member the author blocks may not like the author's revealed quips; on an anonymous quip a
 * refusal would say whose it is, so their like counts as anyone's and the author never sees it
 * (services/safety/muting.ts).
 */
export async function toggleLike(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<ToggleResult> {
  const now = ctx.now();
  const dedupeKey = `like:${quipId}:${member.id}`;
  const likesCount = {
    name: "likes",
    counted: QUIP_COUNTS,
    id: quipId,
    counter: "likes_count",
    change: sql`(select n from change)`,
  } as const;
  const added = sql`exists (select 1 from added)`;
  const self = sql`target.author_id = ${member.id}::uuid`;
  // Liking one's own quip is no streak; counted, it would show others when an anonymous author liked it.
  const liked = {
    ...likeRow(member, quipId, now),
    rows: "likes",
    refusal: sql`case when ${isRevealedSql(now, sql`target.created_at`)}
      and ${blocksSql(sql`target.author_id`, member.id)} then 'blocked' end`,
  } as const;
  const streakCounts = sql`${added} and not exists (select 1 from target where ${self})`;
  const row = await runToggle<
    ToggleOutcome & { count: number; deferred: boolean; notified: string | null }
  >(
    ctx.db,
    sql`with ${toggleParts(liked)},
      ${countChangeParts(likesCount)},
      noticed as (${notifyPart({
        userId: sql`target.author_id`,
        type: sql`case when ${self} then 'self_like' else 'like' end`,
        actorId: member.id,
        quipId: sql`target.id`,
        dedupeKey,
        now,
        from: sql`target`,
        when: added,
      })}),
      withdrawn as (${withdrawPart(dedupeKey, sql`exists (select 1 from removed)`)}),
      streak as (${countLikeDayPart(member.id, easternDate(now), streakCounts)})
    select ${toggleOutcomeSql(liked)}, ${countAfterSql(likesCount)} as count,
      ${countDeferredSql(likesCount)} as deferred, ${notifiedSql} as notified`,
    { notFound: QUIP_MSG.notFound, refused: { blocked: SAFETY_MSG.likeRefused } },
  );
  if (row.deferred) nudgeCountFolder(ctx);
  ctx.live.countsChanged(quipId);
  ctx.live.notificationsChanged([row.notified]);
  return { active: row.change > 0, count: row.count };
}

export async function toggleBookmark(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<ToggleResult> {
  const bookmarked = { ...likeRow(member, quipId, ctx.now()), rows: "bookmarks" } as const;
  const row = await runToggle(
    ctx.db,
    sql`with ${toggleParts(bookmarked)} select ${toggleOutcomeSql(bookmarked)}`,
    { notFound: QUIP_MSG.notFound },
  );
  return { active: row.change > 0, count: 0 };
}

/**
 * A member's like or bookmark of a quip, less the table it goes in. A quip hidden from them
 * pending review is missing: neither given nor taken back.
 */
function likeRow(member: SessionUser, quipId: string, now: Date) {
  return {
    targetColumn: "quip_id",
    targetTable: "quips",
    targetId: quipId,
    ownerColumn: "user_id",
    ownerId: member.id,
    now,
    existsFor: quipExistsForSql(member, quips.id),
  } as const;
}

/**
 * Who liked a quip: the first LIMITS.likersShown, earliest first. While the quip is anonymous
 * to the viewer, nobody: the count already holds the author's own like, so a list that named
 * every other liker would tell that one unnamed like is theirs (decision 0138). A member sees
 * no like of those they mute or block, and no likers of a quip they do not see.
 */
export async function listLikers(ctx: ReadScope, viewer: Viewer, quipId: string): Promise<Liker[]> {
  const now = ctx.now();
  const [quip] = await ctx.db
    .select({ authorId: quips.authorId, createdAt: quips.createdAt })
    .from(quips)
    .where(and(eq(quips.id, quipId), quipVisibleSql(viewer, now)));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  if (!namesAuthor(viewer, quip.authorId, quip.createdAt, now)) return [];
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
