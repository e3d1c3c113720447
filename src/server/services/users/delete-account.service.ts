import { ACCOUNT_DATA_MSG } from "../../../shared/messages/account-data";
import { AUTH_MSG } from "../../../shared/messages/auth";
import type { DeleteAccountInput } from "../../../shared/schemas/account-data";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import type { RateLimiter } from "../../rate-limit/limiter";
import { withCurrentPassword } from "../account/current-password";
import type { SessionUser } from "../auth/session-user";
import { assertSecondFactor } from "../two-factor/second-factor.service";
import { removeMember } from "./remove-member";

/**
 * A member deletes their own account, proving it is them with their password and, if they have
 * one, their second factor (an app's code or a recovery code): the same
 * removal an administrator's deletion makes (decision 0116), with every session ended and the
 * username held back. It is not moderation, so the moderation log has no entry for it.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  limiter: RateLimiter,
  request: { member: SessionUser; ip: string },
  input: DeleteAccountInput,
): Promise<void> {
  const { member } = request;
  // Checked before the transaction: argon2 takes tens of milliseconds a connection need not wait.
  await withCurrentPassword(ctx, member.id, input.currentPassword);
  await assertSecondFactor(ctx, limiter, { userId: member.id, ip: request.ip, code: input.code });
  await removeMember(ctx, member.id, async (_tx, found) => {
    if (!found) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
    if (found.isBot) throw new AppError("BAD_REQUEST", ACCOUNT_DATA_MSG.botNotDeletable);
    return found;
  });
}
