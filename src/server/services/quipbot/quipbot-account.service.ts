import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import {
  memberTarget,
  recordModeration,
} from "#server/services/moderation/moderation-log.service.ts";
import { ownUploadedPhotoPath } from "#server/services/photos/photos.service.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import type { QuipBotProfile, QuipBotProfileInput } from "#shared/schemas/admin.ts";

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
  by: SessionUser,
): Promise<QuipBotProfile> {
  const id = await findQuipBotId(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
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
    await recordModeration(tx, ctx.now(), {
      actor: by,
      action: "quipbot_profile_edited",
      target: memberTarget(row),
      detail: Object.keys(input).join(", ") || null,
    });
    return row;
  });
}

/** The photo an administrator uploaded (POST /api/objects/upload, then PUT) becomes QuipBot's. */
export async function setQuipBotPhoto(
  ctx: AppContext,
  by: SessionUser,
  reference: string,
): Promise<{ objectPath: string }> {
  const botId = await findQuipBotId(ctx);
  const path = await ownUploadedPhotoPath(ctx, by.id, reference);
  await ctx.db.transaction(async (tx) => {
    const [bot] = await tx
      .update(users)
      .set({ profileImageUrl: path, updatedAt: ctx.now() })
      .where(eq(users.id, botId))
      .returning({ id: users.id, username: users.username });
    if (!bot) throw new AppError("NOT_FOUND", ADMIN_MSG.quipBotNotFound);
    await recordModeration(tx, ctx.now(), {
      actor: by,
      action: "quipbot_photo_changed",
      target: memberTarget(bot),
    });
  });
  return { objectPath: path };
}
