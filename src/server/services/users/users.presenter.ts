import { eq } from "drizzle-orm";
import type { Executor } from "#server/db/database.ts";
import { moderators, type users } from "#server/db/schema/index.ts";
import { suspensionOf } from "#server/services/auth/sessions.service.ts";
import { isSuspendedAt } from "#shared/rules/suspension.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";

type UserRow = typeof users.$inferSelect;

/**
 * The signed-in member's own view of their account; a suspension only while it lasts. The
 * moderator role is not on the member's row (decision 0152), so it is read beside it: only this
 * answer, about oneself, ever says it.
 */
export async function presentCurrentUser(
  db: Executor,
  row: UserRow,
  now: Date,
): Promise<CurrentUser> {
  const suspension = suspensionOf(row);
  const [moderator] = await db
    .select({ userId: moderators.userId })
    .from(moderators)
    .where(eq(moderators.userId, row.id))
    .limit(1);
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
    isModerator: moderator !== undefined,
    createdAt: row.createdAt.toISOString(),
    onboardedAt: row.onboardedAt?.toISOString() ?? null,
    suspension: isSuspendedAt(suspension, now.getTime()) ? suspension : null,
    awaitingApproval: row.awaitingApproval,
  };
}
