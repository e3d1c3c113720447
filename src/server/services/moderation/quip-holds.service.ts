import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { hiddenQuips, quips } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { quipTarget, recordModeration } from "./moderation-log.service";
import { refuseOwn } from "./own-content";

/** The quip and its hidden row, the quip locked against reports filed meanwhile. */
async function lockedQuip(tx: Executor, actor: SessionUser, quipId: string) {
  const [quip] = await tx
    .select({
      id: quips.id,
      content: quips.content,
      authorId: quips.authorId,
      heldAt: hiddenQuips.heldAt,
      hiddenAt: hiddenQuips.hiddenAt,
    })
    .from(quips)
    .leftJoin(hiddenQuips, eq(hiddenQuips.quipId, quips.id))
    .where(eq(quips.id, quipId))
    .for("no key update", { of: quips });
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  refuseOwn(actor, quip.authorId);
  return quip;
}

/**
 * A moderator hides a quip pending their decision, as enough reports would: it no longer
 * exists for anyone but its author and administrators (decision 0133), and it stays hidden
 * whatever its reports number until its reports are dismissed or it is shown again. Hidden by
 * reports already, it is held from now on. Nothing about it names or tells its author.
 */
export async function hideQuip(ctx: AppContext, actor: SessionUser, quipId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const quip = await lockedQuip(tx, actor, quipId);
    if (quip.heldAt) throw new AppError("CONFLICT", ADMIN_MSG.moderation.alreadyHidden);
    await tx
      .insert(hiddenQuips)
      .values({ quipId, authorId: quip.authorId, hiddenAt: now, heldAt: now })
      .onConflictDoUpdate({ target: hiddenQuips.quipId, set: { heldAt: now } });
    await recordModeration(tx, now, { actor, action: "quip_hidden", target: quipTarget(quip) });
  });
  await ctx.sharedCache?.invalidate();
}

/**
 * A moderator shows a hidden quip again, however it was hidden; its reports stay pending, and
 * the next report counts them again against the threshold.
 */
export async function showQuip(ctx: AppContext, actor: SessionUser, quipId: string): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const quip = await lockedQuip(tx, actor, quipId);
    if (!quip.hiddenAt) throw new AppError("CONFLICT", ADMIN_MSG.moderation.notHidden);
    await tx.delete(hiddenQuips).where(eq(hiddenQuips.quipId, quipId));
    await recordModeration(tx, now, { actor, action: "quip_shown", target: quipTarget(quip) });
  });
  await ctx.sharedCache?.invalidate();
}
