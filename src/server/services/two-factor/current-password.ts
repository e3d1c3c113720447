import { eq } from "drizzle-orm";
import { TWO_FACTOR_MSG } from "../../../shared/two-factor-messages";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { verifyPassword } from "../passwords";

/** Refuses unless `password` is the member's own: a change to how they sign in asks for it. */
export async function assertCurrentPassword(
  ctx: AppContext,
  userId: string,
  password: string,
): Promise<void> {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!(await verifyPassword(user?.passwordHash, password))) {
    throw new AppError("BAD_REQUEST", TWO_FACTOR_MSG.currentPasswordWrong);
  }
}
