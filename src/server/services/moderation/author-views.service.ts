import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { moderationLog, quips, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { isAnonymousAt } from "#server/services/anonymity.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import type { QuipAuthorAnswer } from "#shared/schemas/moderation.ts";
import { quipTarget, recordModeration } from "./moderation-log.service";

/**
 * Records that an administrator was shown who wrote each of these anonymous quips: the quip,
 * never the author (moderators read the log). Once per administrator per quip: seeing the
 * same author again tells them nothing new, and a list read on every visit would otherwise
 * bury the log. Written in its own transaction before the answer leaves, so no view goes
 * unrecorded.
 */
export async function recordAuthorViews(
  ctx: AppContext,
  admin: SessionUser,
  shown: Array<{ id: string; content: string; createdAt: Date }>,
): Promise<void> {
  const now = ctx.now();
  const anonymous = shown.filter((quip) => isAnonymousAt(quip.createdAt, now));
  if (anonymous.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const quip of new Map(anonymous.map((q) => [q.id, q])).values()) {
      if (await hasViewed(tx, admin, quip.id)) continue;
      await recordModeration(tx, now, {
        actor: admin,
        action: "anonymous_author_viewed",
        target: quipTarget(quip),
      });
    }
  });
}

async function hasViewed(db: Executor, admin: SessionUser, quipId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: moderationLog.id })
    .from(moderationLog)
    .where(
      and(
        eq(moderationLog.action, "anonymous_author_viewed"),
        eq(moderationLog.adminId, admin.id),
        eq(moderationLog.targetId, quipId),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/**
 * Who wrote a quip, for an administrator who asks from the review queue, where an anonymous
 * quip names no author to anyone. While the quip is anonymous the log records the ask.
 */
export async function viewQuipAuthor(
  ctx: AppContext,
  admin: SessionUser,
  quipId: string,
): Promise<QuipAuthorAnswer> {
  const [quip] = await ctx.db
    .select({
      id: quips.id,
      content: quips.content,
      createdAt: quips.createdAt,
      author: { id: users.id, username: users.username },
    })
    .from(quips)
    .innerJoin(users, eq(users.id, quips.authorId))
    .where(eq(quips.id, quipId));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  await recordAuthorViews(ctx, admin, [quip]);
  return {
    quipId: quip.id,
    isAnonymous: isAnonymousAt(quip.createdAt, ctx.now()),
    author: quip.author,
  };
}
