import type * as WebAuthn from "@simplewebauthn/server";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { passkeys } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { loadOnUse } from "#server/lib/load-on-use.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";
import { issueChallenge, takeChallenge } from "./challenges";
import { relyingPartyOf } from "./relying-party";

const webauthn = loadOnUse<typeof WebAuthn>("@simplewebauthn/server");

const m = TWO_FACTOR_MSG.passkey;

/**
 * How a passkey signs a member in: alone, checking who holds the device (`sign-in`, the
 * browser offers the passkeys it has for the site), or after the password as the second factor
 * (`second-factor`, one of that member's passkeys).
 */
type Use = "sign-in" | "second-factor";

export async function passkeyAuthenticationOptions(
  ctx: AppContext,
  use: Use,
  userId: string | null,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; token: string }> {
  const allowed = userId
    ? await ctx.db
        .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
    : [];
  const options = await webauthn().generateAuthenticationOptions({
    rpID: relyingPartyOf(ctx.config).id,
    timeout: TWO_FACTOR.passkeyTimeoutMs,
    userVerification: use === "sign-in" ? "required" : "preferred",
    ...(use === "second-factor"
      ? {
          allowCredentials: allowed.map((row) => ({
            id: row.credentialId,
            transports: row.transports,
          })),
        }
      : {}),
  });
  const token = await issueChallenge(ctx, { purpose: use, challenge: options.challenge, userId });
  return { options, token };
}

/**
 * The member whose passkey answered this browser's challenge. The answer must be signed by a
 * passkey we keep, over the challenge, for our origin, with a counter that moved on; as the
 * second factor, by a passkey of the member who gave the password. Every failure says the same
 * as an unknown passkey would to whoever sent it, apart from the expired challenge.
 */
export async function verifyPasskeyAnswer(
  ctx: AppContext,
  input: { use: Use; token: string | undefined; credential: AuthenticationResponseJSON },
): Promise<string> {
  const issued = await takeChallenge(ctx, input.token, input.use);
  if (!issued) throw new AppError("UNAUTHORIZED", m.expired);
  const [passkey] = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credentialId, input.credential.id))
    .limit(1);
  if (!passkey) throw new AppError("UNAUTHORIZED", m.notRegistered);
  if (input.use === "second-factor" && passkey.userId !== issued.userId) {
    throw new AppError("UNAUTHORIZED", m.notAccepted);
  }
  const handle = input.credential.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString("utf8") !== passkey.userId) {
    throw new AppError("UNAUTHORIZED", m.notAccepted);
  }
  const rp = relyingPartyOf(ctx.config);
  const verification = await webauthn()
    .verifyAuthenticationResponse({
      response: input.credential,
      expectedChallenge: issued.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: input.use === "sign-in",
    })
    .catch(() => null);
  if (!verification?.verified) throw new AppError("UNAUTHORIZED", m.notAccepted);
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  // Only from the counter just checked: of two answers racing with one counter, one counts.
  const updated = await ctx.db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: ctx.now() })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .returning({ id: passkeys.id });
  if (updated.length === 0) throw new AppError("UNAUTHORIZED", m.notAccepted);
  return passkey.userId;
}
