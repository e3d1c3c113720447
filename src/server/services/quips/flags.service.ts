import { eq } from "drizzle-orm";
import { QUIP_MSG } from "../../../shared/messages";
import { type FlagInput, flagCategoryOf, parseQuipLink } from "../../../shared/schemas/flag";
import type { AppContext } from "../../context";
import { flags, quips } from "../../db/schema";
import { AppError, isUniqueViolation } from "../../errors";
import type { SessionUser } from "../sessions.service";

/** Files a report for review; one pending report per member per quip, never on one's own. */
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
  const [quip] = await ctx.db
    .select({ authorId: quips.authorId })
    .from(quips)
    .where(eq(quips.id, quipId));
  if (!quip) throw new AppError("NOT_FOUND", QUIP_MSG.notFound);
  // Only the author is ever refused this way, so the refusal tells nobody else who wrote it.
  if (quip.authorId === reporter.id) throw new AppError("FORBIDDEN", QUIP_MSG.flag.ownQuip);
  if (linked) {
    const [target] = await ctx.db.select({ id: quips.id }).from(quips).where(eq(quips.id, linked));
    if (!target) throw new AppError("BAD_REQUEST", QUIP_MSG.flag.linkedMissing);
  }
  try {
    const [flag] = await ctx.db
      .insert(flags)
      .values({
        quipId,
        reporterId: reporter.id,
        category: category.key,
        categoryLabel: category.label,
        reason: input.reason,
        linkedQuipId: linked,
        createdAt: ctx.now(),
      })
      .returning({ id: flags.id });
    if (!flag) throw new Error("insert returned no row");
    return flag;
  } catch (error) {
    if (isUniqueViolation(error, "flags_one_pending_per_reporter_key")) {
      throw new AppError("CONFLICT", QUIP_MSG.flag.alreadyReported);
    }
    throw error;
  }
}
