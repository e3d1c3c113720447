import type { SessionUser } from "#server/services/auth/session-user.ts";

/**
 * Who may act on what members wrote (review reports, hide or remove content, suspend, write
 * staff notes): moderators and administrators (decision 0152). The routes' `MODERATOR` access
 * asks the same. It grants no sight of an anonymous author: that stays with `isAdmin`.
 */
export function mayModerate(actor: Pick<SessionUser, "isAdmin" | "isModerator">): boolean {
  return actor.isAdmin || actor.isModerator;
}
