import { eq } from "drizzle-orm";
import type { AppContext } from "../context";
import { admins, users } from "../db/schema";
import { AppError } from "../errors";

/** The admins table and the users.is_admin flag always change together. */
export async function setAdmin(ctx: AppContext, userId: string, isAdmin: boolean): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ isBot: users.isBot })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    if (user.isBot) throw new AppError("BAD_REQUEST", "QuipBot cannot be an administrator");
    if (isAdmin) {
      await tx.insert(admins).values({ userId, createdAt: now }).onConflictDoNothing();
    } else {
      await tx.delete(admins).where(eq(admins.userId, userId));
    }
    await tx.update(users).set({ isAdmin, updatedAt: now }).where(eq(users.id, userId));
  });
  // Another server process learns it when its cached session lapses, within seconds.
  ctx.sessionCache.forgetMember(userId);
}
