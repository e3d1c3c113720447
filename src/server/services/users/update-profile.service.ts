import { format } from "date-fns/format";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import { flagIfWatched, screenText } from "#server/services/moderation/watched-words.service.ts";
import { ownUploadedPhotoPath } from "#server/services/photos/photos.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { USER_MSG } from "#shared/messages/users.ts";
import type { CurrentUser } from "#shared/schemas/auth.ts";
import type { UpdateProfileInput } from "#shared/schemas/users.profile.ts";
import { isUsernameHeld } from "./held-usernames";
import { presentCurrentUser } from "./users.presenter";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Websites are stored as typed; links add https:// when they are shown. A photo is stored as
 * the path of the member's own upload, the same rule as PUT /api/profile-photo.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: UpdateProfileInput,
): Promise<CurrentUser> {
  if (input.username !== undefined) return changeUsername(ctx, userId, input.username);
  const { username: _ignored, ...details } = input;
  if (details.profileImageUrl) {
    details.profileImageUrl = await ownUploadedPhotoPath(ctx, userId, details.profileImageUrl);
  }
  const now = ctx.now();
  // A profile is public the moment it is saved and cannot be held: a `review` word places it in
  // the queue as `flag` does (decision 0159).
  const row = await ctx.db.transaction(async (tx) => {
    const screening = details.bio ? await screenText(tx, "bio", details.bio) : null;
    const [updated] = await tx
      .update(users)
      .set({ ...details, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND", USER_MSG.notFound);
    if (screening) await flagIfWatched(tx, now, screening, { memberId: userId });
    return updated;
  });
  // Revealed quips on kept pages carry the author's picture.
  await ctx.sharedCache?.invalidate();
  return presentCurrentUser(ctx.db, row, ctx.now());
}

/** One username change every 30 days; the refusal names the day of the next one. */
async function changeUsername(
  ctx: AppContext,
  userId: string,
  username: string,
): Promise<CurrentUser> {
  const now = ctx.now();
  try {
    const changed = await ctx.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
      if (!user) throw new AppError("NOT_FOUND", USER_MSG.notFound);
      if (user.username === username) return presentCurrentUser(tx, user, ctx.now());
      const screening = await screenText(tx, "username", username);
      const last = user.lastUsernameChange;
      if (last && now.getTime() - last.getTime() < LIMITS.usernameChangeDays * DAY_MS) {
        const next = new Date(last.getTime() + LIMITS.usernameChangeDays * DAY_MS);
        throw new AppError("BAD_REQUEST", USER_MSG.usernameTooSoon(format(next, "MMMM d, yyyy")));
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          sql`lower(${users.username}) = ${username.toLowerCase()} and ${users.id} <> ${userId}`,
        );
      if (taken || (await isUsernameHeld(tx, username, now))) {
        throw new AppError("CONFLICT", USER_MSG.usernameTaken);
      }
      const [row] = await tx
        .update(users)
        .set({ username, lastUsernameChange: now, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      if (!row) throw new AppError("NOT_FOUND", USER_MSG.notFound);
      await flagIfWatched(tx, now, screening, { memberId: userId });
      return presentCurrentUser(tx, row, ctx.now());
    });
    // Requests act under the session's name: the next one reads the new one.
    ctx.sessionCache.forgetMember(userId);
    await ctx.sharedCache?.invalidate();
    return changed;
  } catch (error) {
    if (isUniqueViolation(error, "users_username_lower_key")) {
      throw new AppError("CONFLICT", USER_MSG.usernameTaken);
    }
    throw error;
  }
}
