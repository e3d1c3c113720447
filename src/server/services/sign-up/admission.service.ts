import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { AppError } from "#server/errors.ts";
import { flagByWord, screenText } from "#server/services/moderation/watched-words.service.ts";
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
  /** A `flag` watched word in the name, placing the new member in the review queue. */
  flaggedWord: string | null;
}

/**
 * What the mode and the blocked domains say of a sign-up, before anything looks up whether the
 * name or the address is taken: a blocked address, or a missing or bad code, is refused with
 * the same words whether or not the address has an account (decision 0155).
 */
export async function admitSignUp(ctx: AppContext, input: RegisterInput): Promise<Admission> {
  await assertEmailDomainAllowed(ctx.db, input.email);
  const screening = await screenText(ctx.db, "username", input.username);
  // A name a `review` word holds is the account held: it waits for a moderator's approval, as
  // in approval mode (decision 0159).
  const held = screening.action === "review";
  const flaggedWord = screening.action === "flag" ? screening.word : null;
  const mode = await getRegistrationMode(ctx);
  if (mode === "invite") {
    if (!input.inviteCode) throw new AppError("BAD_REQUEST", SIGN_UP_MSG.inviteRequired);
    await assertInviteUsable(ctx.db, input.inviteCode, ctx.now());
    return { awaitingApproval: held, joinReason: null, inviteCode: input.inviteCode, flaggedWord };
  }
  if (mode === "approval") {
    const joinReason = input.joinReason ?? null;
    return { awaitingApproval: true, joinReason, inviteCode: null, flaggedWord };
  }
  return { awaitingApproval: held, joinReason: null, inviteCode: null, flaggedWord };
}

/** In the account's transaction: the code is used up with the account or not at all. */
export async function completeAdmission(
  db: Executor,
  admission: Admission,
  memberId: string,
  now: Date,
): Promise<void> {
  if (admission.inviteCode) await claimInvite(db, admission.inviteCode, now);
  if (admission.flaggedWord) await flagByWord(db, now, { memberId }, admission.flaggedWord);
}
