import type { AppContext } from "#server/context.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import {
  memberTarget,
  recordModeration,
} from "#server/services/moderation/moderation-log.service.ts";
import { removeMember } from "#server/services/users/remove-member.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";

/**
 * An administrator deletes another member's account: never their own (a member deletes theirs
 * from Account and security) nor QuipBot's. The moderation log records it in the deletion's
 * transaction.
 */
export async function deleteUser(
  ctx: AppContext,
  actor: SessionUser,
  targetId: string,
): Promise<void> {
  if (targetId === actor.id) throw new AppError("BAD_REQUEST", ADMIN_MSG.cannotDeleteSelf);
  await removeMember(ctx, targetId, async (tx, target) => {
    if (!target) throw new AppError("NOT_FOUND", ADMIN_MSG.userNotFound);
    if (target.isBot) throw new AppError("BAD_REQUEST", ADMIN_MSG.quipBotNotDeletable);
    await recordModeration(tx, ctx.now(), {
      actor,
      action: "member_deleted",
      target: memberTarget(target),
    });
    return target;
  });
}
