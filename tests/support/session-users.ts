import type { SessionUser } from "#server/services/auth/session-user.ts";

/** A signed-in member with no role, suspension or mutes, named by their id. */
export function plainMember(id: string): SessionUser {
  return {
    id,
    username: id,
    isAdmin: false,
    isModerator: false,
    isBot: false,
    suspension: null,
    awaitingApproval: false,
    mutedWords: [],
  };
}
