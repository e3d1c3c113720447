import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users, warnings } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { appealDecidedEmail } from "#server/mail/warning-templates.ts";
import { notify } from "#server/services/activity/notify.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { nudgeMailSender } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import { easternDateTimeText } from "#shared/rules/eastern-date-time.ts";
import type { AppealInput, DecideAppealInput, MemberWarning } from "#shared/schemas/warnings.ts";
import { memberTarget, recordModeration } from "./moderation-log.service";
import { refuseOwn } from "./own-content";
import { appealDeadlineOf, mailIfWanted, presentMemberWarning, warningsLink } from "./warning-rows";

const m = WARNINGS_MSG;

/**
 * The warned member appeals their warning, once, within 20 days of it on the app's clock
 * (decision 0158). Anyone else's warning, or one that does not exist, is the same 404: nobody
 * learns from the answer that another member was warned. The appeal joins the review queue.
 */
export async function appealWarning(
  ctx: AppContext,
  member: SessionUser,
  warningId: string,
  input: AppealInput,
): Promise<MemberWarning> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [warning] = await tx
      .select()
      .from(warnings)
      .where(and(eq(warnings.id, warningId), eq(warnings.memberId, member.id)))
      .for("update");
    if (!warning) throw new AppError("NOT_FOUND", m.warningNotFound);
    if (warning.appealedAt) throw new AppError("CONFLICT", m.alreadyAppealed);
    const deadline = appealDeadlineOf(warning.createdAt);
    if (now.getTime() > deadline.getTime()) {
      throw new AppError("FORBIDDEN", m.appealClosed(easternDateTimeText(deadline.toISOString())));
    }
    const [row] = await tx
      .update(warnings)
      .set({ appealText: input.text, appealedAt: now })
      .where(eq(warnings.id, warningId))
      .returning();
    if (!row) throw new Error("update returned no row");
    return presentMemberWarning(row, now);
  });
}

/**
 * A moderator or administrator decides an appeal: the warning upheld or overturned, with an
 * optional note the member reads. Not the one who gave the warning (a second pair of eyes is
 * what an appeal asks for), nor the warned member themself. Logged, told to the member in
 * Activity and by mail, in one transaction.
 */
export async function decideAppeal(
  ctx: AppContext,
  actor: SessionUser,
  warningId: string,
  input: DecideAppealInput,
): Promise<void> {
  const now = ctx.now();
  const note = input.note ? input.note : null;
  const decided = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ warning: warnings, member: { username: users.username, email: users.email } })
      .from(warnings)
      .innerJoin(users, eq(users.id, warnings.memberId))
      .where(eq(warnings.id, warningId))
      .for("update", { of: warnings });
    if (!found?.warning.appealedAt) throw new AppError("NOT_FOUND", m.appealNotFound);
    const { warning, member } = found;
    refuseOwn(actor, warning.memberId);
    if (warning.moderatorId === actor.id) throw new AppError("FORBIDDEN", m.ownWarning);
    if (warning.outcome) throw new AppError("CONFLICT", m.alreadyDecided);
    await tx
      .update(warnings)
      .set({
        outcome: input.outcome,
        decidedBy: actor.id,
        decidedByUsername: actor.username,
        decidedAt: now,
        outcomeNote: note,
      })
      .where(eq(warnings.id, warningId));
    await recordModeration(tx, now, {
      actor,
      action: "appeal_decided",
      target: memberTarget({ id: warning.memberId, username: member.username }),
      reason: note,
      detail: m.outcomes[input.outcome],
    });
    await notify(tx, now, [
      {
        userId: warning.memberId,
        type: "warning_decided",
        data: { warningId, outcome: input.outcome },
        dedupeKey: `warning_decided:${warningId}`,
      },
    ]);
    const mailed = await mailIfWanted(
      tx,
      { id: warning.memberId, email: member.email },
      appealDecidedEmail({
        username: member.username,
        outcome: input.outcome,
        note,
        link: warningsLink(ctx),
      }),
      now,
    );
    return { memberId: warning.memberId, mailed };
  });
  ctx.live.notificationsChanged([decided.memberId]);
  if (decided.mailed) nudgeMailSender(ctx);
}
