import { eq } from "drizzle-orm";
import { ACCOUNT_DATA_MSG } from "../../../shared/account-data-messages";
import { MSG } from "../../../shared/messages";
import type { DeleteAccountInput } from "../../../shared/schemas/account-data";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { verifyPassword } from "../passwords";
import type { SessionUser } from "../sessions.service";
import { removeMember } from "./remove-member";

/**
 * A member deletes their own account, proving it is them with their password: the same
 * removal an administrator's deletion makes (decision 0116), with every session ended and the
 * username held back. It is not moderation, so the moderation log has no entry for it.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  member: SessionUser,
  input: DeleteAccountInput,
): Promise<void> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, member.id));
  // Checked before the transaction: argon2 takes tens of milliseconds a connection need not wait.
  if (!(await verifyPassword(row?.passwordHash, input.currentPassword))) {
    throw new AppError("BAD_REQUEST", ACCOUNT_DATA_MSG.wrongPassword);
  }
  await removeMember(ctx, member.id, async (_tx, found) => {
    if (!found) throw new AppError("UNAUTHORIZED", MSG.auth.unauthorized);
    if (found.isBot) throw new AppError("BAD_REQUEST", ACCOUNT_DATA_MSG.botNotDeletable);
    return found;
  });
}
