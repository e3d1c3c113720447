import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { flags, quips } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { quipExistsForSql } from "#server/services/quips/quip-visibility.ts";
import { applyThreshold } from "#server/services/safety/hidden-quips.ts";
import { getAutoHideThreshold } from "#server/services/settings/settings.service.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { type FlagInput, flagCategoryOf, parseQuipLink } from "#shared/schemas/flags.ts";

/**
 * Files a report for review; one pending report per member per quip, never on one's own. The
 * report that brings a quip to the auto-hide threshold hides it, in the same transaction; the
 * quip's row is locked first so reports filed at once are counted one after the other. A quip
 * hidden from the reporter is missing, reported or named as the original of a repeat.
 */
export async function reportQuip(
  ctx: AppContext,
  reporter: SessionUser,
  quipId: string,
  input: FlagInput,
): Promise<{ id: string }> {
  const category = flagCategoryOf(input.category);
  if (!category) throw new AppError("BAD_REQUEST", QUIP_MSG.flag.categoryRequired);
  const linked =
    category.key === "repeat" && input.linkedQuipId ? parseQuipLink(input.linkedQuipId) : null;
  if (category.key === "repeat" && !linked)
    throw new AppError("BAD_REQUEST", QUIP_MSG.flag.linkRequired);
  const now = ctx.now();
  try {
    const flag = await ctx.db.transaction(async (tx) => {
      // No key update: likes and comments, which take key share, go on meanwhile.
      const [quip] = await tx
        .select({ id: quips.id, authorId: quips.authorId })
        .from(quips)
        .where(and(eq(quips.id, quipId), quipExistsForSql(reporter, quips.id)))
        .for("no key update");
      if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
      // Only the author is ever refused this way, so the refusal tells nobody else who wrote it.
      if (quip.authorId === reporter.id) throw new AppError("FORBIDDEN", QUIP_MSG.flag.ownQuip);
      if (linked) {
        const [target] = await tx
          .select({ id: quips.id })
          .from(quips)
          .where(and(eq(quips.id, linked), quipExistsForSql(reporter, quips.id)));
        if (!target) throw new AppError("BAD_REQUEST", QUIP_MSG.flag.linkedMissing);
      }
      const [flag] = await tx
        .insert(flags)
        .values({
          quipId,
          reporterId: reporter.id,
          category: category.key,
          categoryLabel: category.label,
          reason: input.reason,
          linkedQuipId: linked,
          createdAt: now,
        })
        .returning({ id: flags.id });
      if (!flag) throw new Error("insert returned no row");
      await applyThreshold(tx, quip, await getAutoHideThreshold(ctx, tx), now);
      return flag;
    });
    // Enough reports hide the quip from everyone's pages.
    await ctx.sharedCache?.invalidate();
    return flag;
  } catch (error) {
    if (isUniqueViolation(error, "flags_one_pending_per_reporter_key")) {
      throw new AppError("CONFLICT", QUIP_MSG.flag.alreadyReported);
    }
    throw error;
  }
}
