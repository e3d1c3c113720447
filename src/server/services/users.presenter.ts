import type { CurrentUser } from "../../shared/schemas/auth";
import type { users } from "../db/schema";

type UserRow = typeof users.$inferSelect;

/** The signed-in member's own view of their account. */
export function presentCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    website: row.website,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    onboardedAt: row.onboardedAt?.toISOString() ?? null,
  };
}
