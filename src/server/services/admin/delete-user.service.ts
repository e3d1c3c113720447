import { ADMIN_MSG } from "../../../shared/messages/admin";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import type { SessionUser } from "../auth/session-user";
import { memberTarget, recordModeration } from "../moderation/moderation-log.service";
import { removeMember } from "../users/remove-member";

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
