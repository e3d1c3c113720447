import type { SessionUser } from "#server/services/auth/session-user.ts";

/**
 * Who may act on what members wrote (remove a comment, review reports): administrators today.
 * The one place a moderator role joins them; the routes' access says the same (`ADMIN`).
 */
export function mayModerate(actor: Pick<SessionUser, "isAdmin">): boolean {
  return actor.isAdmin;
}
