import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { memberFlags, users } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { reportsText } from "#server/services/safety/hidden-quips.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";
import { type MemberFlagInput, memberFlagCategoryOf } from "#shared/schemas/flags.ts";
import { memberTarget, recordModeration } from "./moderation-log.service";
import { refuseOwn } from "./own-content";
import { tellReporters } from "./report-closure";
import { closeWordFlags } from "./watched-words.service";

/**
 * Files a report of a member for review, from their profile: one pending report per reporter
 * per member, never oneself. The answer is the same whatever the member has written: it looks
 * at the account alone, never at their quips, so it cannot tell whether they wrote some
 * anonymous one. A report hides nothing: a moderator decides.
 */
export async function reportMember(
  ctx: AppContext,
  reporter: SessionUser,
  memberId: string,
  input: MemberFlagInput,
): Promise<{ id: string }> {
  const category = memberFlagCategoryOf(input.category);
  if (!category) throw new AppError("BAD_REQUEST", QUIP_MSG.flag.memberCategoryRequired);
  if (memberId === reporter.id) throw new AppError("FORBIDDEN", QUIP_MSG.flag.ownProfile);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Key share: the member's account is not deleted under the report.
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, memberId))
        .for("key share");
      if (!member) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
      const [flag] = await tx
        .insert(memberFlags)
        .values({
          memberId,
          reporterId: reporter.id,
          category: category.key,
          categoryLabel: category.label,
          reason: input.reason,
          createdAt: ctx.now(),
        })
        .returning({ id: memberFlags.id });
      if (!flag) throw new Error("insert returned no row");
      return flag;
    });
  } catch (error) {
    if (isUniqueViolation(error, "member_flags_one_pending_per_reporter_key")) {
      throw new AppError("CONFLICT", QUIP_MSG.flag.memberAlreadyReported);
    }
    throw error;
  }
}

/** Dismisses every pending report of a member: nothing happens to them, and the log says so. */
export async function dismissMemberReports(
  ctx: AppContext,
  actor: SessionUser,
  memberId: string,
): Promise<void> {
  refuseOwn(actor, memberId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(eq(users.id, memberId))
      .for("key share");
    if (!member) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
    const removed = await tx
      .delete(memberFlags)
      .where(and(eq(memberFlags.memberId, memberId), eq(memberFlags.status, "pending")))
      .returning({ id: memberFlags.id, reporterId: memberFlags.reporterId });
    const words = await closeWordFlags(tx, { memberId });
    if (removed.length + words === 0) {
      throw new AppError("NOT_FOUND", ADMIN_MSG.moderation.noPendingMemberReports);
    }
    await tellReporters(tx, now, actor.id, "member", removed);
    await recordModeration(tx, now, {
      actor,
      action: "reports_dismissed",
      target: memberTarget(member),
      detail: reportsText(removed.length + words),
    });
  });
}
