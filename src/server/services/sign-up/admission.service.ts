import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { AppError } from "#server/errors.ts";
import { getRegistrationMode } from "#server/services/settings/index.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import type { RegisterInput } from "#shared/schemas/auth.ts";
import { assertEmailDomainAllowed } from "./blocked-domains.service";
import { assertInviteUsable, claimInvite } from "./invites.service";

/** How the sign-up mode admits an account about to be made. */
export interface Admission {
  awaitingApproval: boolean;
  joinReason: string | null;
  /** The code the account uses up, in invite mode. */
  inviteCode: string | null;
}

/**
 * What the mode and the blocked domains say of a sign-up, before anything looks up whether the
 * name or the address is taken: a blocked address, or a missing or bad code, is refused with
 * the same words whether or not the address has an account (decision 0155).
 */
export async function admitSignUp(ctx: AppContext, input: RegisterInput): Promise<Admission> {
  await assertEmailDomainAllowed(ctx.db, input.email);
  const mode = await getRegistrationMode(ctx);
  if (mode === "invite") {
    if (!input.inviteCode) throw new AppError("BAD_REQUEST", SIGN_UP_MSG.inviteRequired);
    await assertInviteUsable(ctx.db, input.inviteCode, ctx.now());
    return { awaitingApproval: false, joinReason: null, inviteCode: input.inviteCode };
  }
  if (mode === "approval") {
    return { awaitingApproval: true, joinReason: input.joinReason ?? null, inviteCode: null };
  }
  return { awaitingApproval: false, joinReason: null, inviteCode: null };
}

/** In the account's transaction: the code is used up with the account or not at all. */
export async function completeAdmission(
  db: Executor,
  admission: Admission,
  now: Date,
): Promise<void> {
  if (admission.inviteCode) await claimInvite(db, admission.inviteCode, now);
}
