import { eq } from "drizzle-orm";
import { ADMIN_MSG } from "../../../shared/admin-messages";
import type { QuipBotProfile, QuipBotProfileInput } from "../../../shared/schemas/admin";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { setProfilePhoto } from "../photos.service";

/** QuipBot is the account with is_bot set (username QuipBot). */
async function findQuipBotId(ctx: AppContext): Promise<string> {
  const [bot] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isBot, true))
    .limit(1);
  if (!bot) throw new AppError("NOT_FOUND", ADMIN_MSG.quipBotNotFound);
  return bot.id;
}

/** Administrators edit QuipBot's details; fields left out keep their value. */
export async function updateQuipBotProfile(
  ctx: AppContext,
  input: QuipBotProfileInput,
): Promise<QuipBotProfile> {
  const id = await findQuipBotId(ctx);
  const [row] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(users.id, id))
    .returning({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      website: users.website,
      profileImageUrl: users.profileImageUrl,
    });
  if (!row) throw new AppError("NOT_FOUND", ADMIN_MSG.quipBotNotFound);
  return row;
}

/** The photo an administrator uploaded (POST /api/objects/upload, then PUT) becomes QuipBot's. */
export async function setQuipBotPhoto(
  ctx: AppContext,
  adminId: string,
  reference: string,
): Promise<{ objectPath: string }> {
  return setProfilePhoto(ctx, adminId, await findQuipBotId(ctx), reference);
}
