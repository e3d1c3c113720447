import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/**
 * No one moderates what is theirs: their own quip or comment, or their own account. Reports
 * name their reporters to moderators, and the reported member must never learn them; and no
 * one dismisses the reports of their own work. Only the author is ever refused so, which
 * tells nobody else who wrote an anonymous quip.
 */
export function refuseOwn(actor: Pick<SessionUser, "id">, ownerId: string): void {
  if (actor.id === ownerId) throw new AppError("FORBIDDEN", ADMIN_MSG.moderation.ownContent);
}
