import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import type { warnings } from "#server/db/schema/index.ts";
import type { MailContent } from "#server/mail/templates.ts";
import { queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { getPreferences } from "#server/services/notifications/preferences.service.ts";
import { LIMITS } from "#shared/limits.ts";
import type { MemberWarning, WarningCitation } from "#shared/schemas/warnings.ts";

export type WarningRow = typeof warnings.$inferSelect;

const DAY_MS = 24 * 60 * 60_000;

/** The last instant a warning may be appealed, on the app's clock. */
export function appealDeadlineOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + LIMITS.warningAppealDays * DAY_MS);
}

export function citationOf(row: WarningRow): WarningCitation | null {
  if (row.citedKind !== "quip" && row.citedKind !== "comment") return null;
  return {
    kind: row.citedKind,
    excerpt: row.citedExcerpt ?? "",
    quipId: row.quipId,
    commentId: row.commentId,
  };
}

/** A warning as the warned member reads it: no moderator named, the appeal's state as of `now`. */
export function presentMemberWarning(row: WarningRow, now: Date): MemberWarning {
  const deadline = appealDeadlineOf(row.createdAt);
  return {
    id: row.id,
    reason: row.reason,
    citation: citationOf(row),
    createdAt: row.createdAt.toISOString(),
    appealDeadline: deadline.toISOString(),
    canAppeal: row.appealedAt === null && now.getTime() <= deadline.getTime(),
    appeal:
      row.appealText !== null && row.appealedAt !== null
        ? { text: row.appealText, appealedAt: row.appealedAt.toISOString() }
        : null,
    outcome:
      (row.outcome === "upheld" || row.outcome === "overturned") && row.decidedAt
        ? { decision: row.outcome, note: row.outcomeNote, decidedAt: row.decidedAt.toISOString() }
        : null,
  };
}

/** Where the member reads their warnings. */
export const warningsLink = (ctx: AppContext) => `${ctx.config.publicUrl}/settings/warnings`;

/**
 * Mails the member about their warning, in the change's transaction, unless they turned mail
 * off for moderation notices (decision 0156): the notice in Activity, which they cannot turn
 * off, keeps it on record.
 */
export async function mailIfWanted(
  db: Executor,
  member: { id: string; email: string },
  content: MailContent,
  now: Date,
): Promise<boolean> {
  const preferences = await getPreferences({ db }, member.id, db);
  if (!preferences.kinds.moderation.mail) return false;
  await queueMail(db, { to: member.email, ...content }, { now });
  return true;
}
