import { and, asc, eq, ne, sql } from "drizzle-orm";
import { LIMITS } from "../../../shared/limits";
import { QUIP_MSG } from "../../../shared/messages";
import { easternDate } from "../../../shared/rules/eastern-time";
import type { Liker } from "../../../shared/schemas/user";
import type { AppContext } from "../../context";
import type { Executor } from "../../db/database";
import { bookmarks, likes, quips, users } from "../../db/schema";
import { AppError } from "../../errors";
import { notify, withdraw } from "../activity/notify";
import { namesAuthor, type Viewer } from "../anonymity";
import type { SessionUser } from "../sessions.service";
import { countLikeDay } from "../streaks";

export interface ToggleResult {
  active: boolean;
  count: number;
}

/**
 * Likes or unlikes. The like row and the quip's count change in one transaction, and the
 * count moves by the rows actually inserted or deleted, so parallel likes add up exactly.
 */
export async function toggleLike(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<ToggleResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const authorId = await lockQuipAuthor(tx, quipId);
    const added = await tx
      .insert(likes)
      .values({ quipId, userId: member.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: likes.id });
    const dedupeKey = `like:${quipId}:${member.id}`;
    if (added.length === 0) {
      await tx.delete(likes).where(and(eq(likes.quipId, quipId), eq(likes.userId, member.id)));
      // The author's "liked your quip" goes with the like; a like given again notifies again.
      await withdraw(tx, dedupeKey);
    }
    const delta = added.length > 0 ? 1 : -1;
    const [updated] = await tx
      .update(quips)
      .set({ likesCount: sql`greatest(${quips.likesCount} + ${delta}, 0)` })
      .where(eq(quips.id, quipId))
      .returning({ count: quips.likesCount });
    if (added.length > 0) {
      const self = authorId === member.id;
      // Liking one's own quip is no streak; counted, it would show others when an anonymous author liked it.
      if (!self) await countLikeDay(tx, member.id, easternDate(now));
      await notify(tx, now, [
        {
          userId: authorId,
          type: self ? "self_like" : "like",
          actorId: member.id,
          quipId,
          dedupeKey,
        },
      ]);
    }
    return { active: added.length > 0, count: updated?.count ?? 0 };
  });
}

export async function toggleBookmark(
  ctx: AppContext,
  member: SessionUser,
  quipId: string,
): Promise<ToggleResult> {
  return ctx.db.transaction(async (tx) => {
    await lockQuipAuthor(tx, quipId);
    const added = await tx
      .insert(bookmarks)
      .values({ quipId, userId: member.id, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: bookmarks.id });
    if (added.length === 0) {
      await tx
        .delete(bookmarks)
        .where(and(eq(bookmarks.quipId, quipId), eq(bookmarks.userId, member.id)));
    }
    return { active: added.length > 0, count: 0 };
  });
}

/**
 * Takes the quip's row lock, which serialises one member's toggles on it and makes a
 * toggle on a deleted quip a clean 404.
 */
async function lockQuipAuthor(db: Executor, quipId: string): Promise<string> {
  const [quip] = await db
    .select({ authorId: quips.authorId })
    .from(quips)
    .where(eq(quips.id, quipId))
    .for("update");
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  return quip.authorId;
}

/**
 * Who liked a quip: the first LIMITS.likersShown, earliest first. While the quip is anonymous
 * to the viewer, its author's own like is left out: the list must not point at them.
 */
export async function listLikers(
  ctx: AppContext,
  viewer: Viewer,
  quipId: string,
): Promise<Liker[]> {
  const [quip] = await ctx.db
    .select({ authorId: quips.authorId, createdAt: quips.createdAt })
    .from(quips)
    .where(eq(quips.id, quipId));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  const authorHidden = !namesAuthor(viewer, quip.authorId, quip.createdAt, ctx.now());
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
      and(eq(likes.quipId, quipId), authorHidden ? ne(likes.userId, quip.authorId) : undefined),
    )
    .orderBy(asc(likes.createdAt), asc(likes.id))
    .limit(LIMITS.likersShown);
}
