import type { AppContext } from "#server/context.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { recordModeration } from "#server/services/moderation/moderation-log.service.ts";
import { getRegistrationMode, writeRegistrationMode } from "#server/services/settings/index.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { RegistrationModeSetting } from "#shared/schemas/sign-up.ts";

/**
 * An administrator sets who may sign up. Only new sign-ups follow it: accounts already waiting
 * keep waiting when the mode goes back to open, and nobody already in is asked to wait
 * (decision 0155). Saving the mode it already has changes and logs nothing.
 */
export async function setRegistrationMode(
  ctx: AppContext,
  actor: SessionUser,
  input: RegistrationModeSetting,
): Promise<RegistrationModeSetting> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await getRegistrationMode(ctx, tx);
    if (before === input.mode) return;
    await writeRegistrationMode(tx, input.mode, now);
    await recordModeration(tx, now, {
      actor,
      action: "registration_mode_changed",
      target: { kind: "setting", label: "Sign-up mode" },
      detail: `${SIGN_UP_MSG.modes[before].label} → ${SIGN_UP_MSG.modes[input.mode].label}`,
    });
  });
  return { mode: input.mode };
}
