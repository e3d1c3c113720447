import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { verifyPassword } from "#server/services/auth/passwords.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";

type UserRow = typeof users.$inferSelect;

/**
 * The signed-in member's row, once they have typed their current password: a session alone
 * does not change how the account is reached. A wrong password is a 403, never a 401, which
 * would tell the browser the session had ended.
 */
export async function withCurrentPassword(
  ctx: AppContext,
  memberId: string,
  password: string,
): Promise<UserRow> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!row) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError("FORBIDDEN", ACCOUNT_MSG.currentPasswordWrong);
  }
  return row;
}
