import type { CurrentUser } from "#shared/schemas/auth.ts";
import { useCurrentUser } from "./get-current-user";

/** What the console lets one do: everything (administrators) or review reports (moderators). */
export type StaffRole = "admin" | "moderator";

/** The console's name in the navigation and its page, by who opens it. */
export const CONSOLE_LABEL: Record<StaffRole, string> = {
  admin: "Admin",
  moderator: "Moderation",
};

/**
 * The signed-in member's staff role as their own answer says it, or null. Only an offer of the
 * console: each of its calls is decided by the server.
 */
export function useStaffRole(): StaffRole | null {
  const { data: user } = useCurrentUser();
  return user ? staffRoleOf(user) : null;
}

export function staffRoleOf(user: Pick<CurrentUser, "isAdmin" | "isModerator">): StaffRole | null {
  if (user.isAdmin) return "admin";
  if (user.isModerator) return "moderator";
  return null;
}
