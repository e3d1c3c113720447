import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import type { RateLimiter } from "#server/rate-limit/limiter.ts";
import { withCurrentPassword } from "#server/services/account/current-password.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { assertSecondFactor } from "#server/services/two-factor/second-factor.service.ts";
import { ACCOUNT_DATA_MSG } from "#shared/messages/account-data.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import type { DeleteAccountInput } from "#shared/schemas/account-data.ts";
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
