import type { users } from "#server/db/schema/index.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import { isSuspendedAt } from "#shared/rules/suspension.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";

type UserRow = typeof users.$inferSelect;

/** The signed-in member's own view of their account; a suspension only while it lasts. */
export function presentCurrentUser(row: UserRow, now: Date): CurrentUser {
  const suspension = suspensionOf(row);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    website: row.website,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    onboardedAt: row.onboardedAt?.toISOString() ?? null,
    suspension: isSuspendedAt(suspension, now.getTime()) ? suspension : null,
    awaitingApproval: row.awaitingApproval,
  };
}
