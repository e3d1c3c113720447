import type * as WebAuthn from "@simplewebauthn/server";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { passkeys, users } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import { loadOnUse } from "#server/lib/load-on-use.ts";
import { withCurrentPassword } from "#server/services/account/current-password.ts";
import { nudgeMailSender } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { queueSecurityNotice } from "#server/services/two-factor/security-notice.ts";
import { TWO_FACTOR_MSG } from "#shared/messages/two-factor.ts";
import { TWO_FACTOR } from "#shared/rules/two-factor.ts";
import type { Passkey, PasskeyList } from "#shared/schemas/passkeys.ts";
import { issueChallenge, takeChallenge } from "./challenges";
import { relyingPartyOf } from "./relying-party";

const webauthn = loadOnUse<typeof WebAuthn>("@simplewebauthn/server");

const m = TWO_FACTOR_MSG.passkey;

type PasskeyRow = typeof passkeys.$inferSelect;

function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

export async function listPasskeys(ctx: AppContext, userId: string): Promise<PasskeyList> {
  const rows = await ctx.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return { items: rows.map(presentPasskey) };
}

/**
 * What the browser needs to make a passkey for the member, after their password: a discoverable
 * credential (it can sign in without a name typed first) that checks who holds the device.
 * Their passkeys are listed so one device does not make a second for the same account.
 */
export async function passkeyRegistrationOptions(
  ctx: AppContext,
  userId: string,
  currentPassword: string,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; token: string }> {
  await withCurrentPassword(ctx, userId, currentPassword);
  const [user] = await ctx.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  const existing = await ctx.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (existing.length >= TWO_FACTOR.passkeysMax) throw new AppError("BAD_REQUEST", m.tooMany);
  const rp = relyingPartyOf(ctx.config);
  const options = await webauthn().generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user?.username ?? "",
    userDisplayName: user?.username ?? "",
    // The member's id, the same for all their passkeys: a device keeps one per account.
    userID: new Uint8Array(Buffer.from(userId, "utf8")),
    timeout: TWO_FACTOR.passkeyTimeoutMs,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  const token = await issueChallenge(ctx, {
    purpose: "register",
    challenge: options.challenge,
    userId,
  });
  return { options, token };
}

/** Keeps the passkey the browser made from this member's own challenge, under its name. */
export async function registerPasskey(
  ctx: AppContext,
  input: {
    userId: string;
    token: string | undefined;
    name: string;
    credential: RegistrationResponseJSON;
  },
): Promise<Passkey> {
  const issued = await takeChallenge(ctx, input.token, "register");
  if (!issued || issued.userId !== input.userId) throw new AppError("BAD_REQUEST", m.expired);
  const rp = relyingPartyOf(ctx.config);
  const verification = await webauthn()
    .verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: issued.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!verification?.verified) throw new AppError("BAD_REQUEST", m.notAccepted);
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const now = ctx.now();
  try {
    const row = await ctx.db.transaction(async (db) => {
      // Counted under the member's row lock, so two passkeys added at once cannot pass the limit.
      await db.execute(sql`select 1 from users where id = ${input.userId} for update`);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(passkeys)
        .where(eq(passkeys.userId, input.userId));
      if ((count?.n ?? 0) >= TWO_FACTOR.passkeysMax) throw new AppError("BAD_REQUEST", m.tooMany);
      const [inserted] = await db
        .insert(passkeys)
        .values({
          userId: input.userId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports ?? [],
          backedUp: credentialBackedUp,
          name: input.name,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error("insert returned no row");
      await queueSecurityNotice(ctx, db, input.userId, "passkeyAdded");
      return inserted;
    });
    nudgeMailSender(ctx);
    return presentPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error, "passkeys_credential_id_key")) {
      throw new AppError("CONFLICT", m.alreadyAdded);
    }
    throw error;
  }
}

/** Removes one of the member's own passkeys; another member's is not found. */
export async function removePasskey(ctx: AppContext, userId: string, id: string): Promise<void> {
  const removed = await ctx.db.transaction(async (db) => {
    const rows = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id });
    if (rows.length > 0) await queueSecurityNotice(ctx, db, userId, "passkeyRemoved");
    return rows.length > 0;
  });
  if (!removed) throw new AppError("NOT_FOUND", m.notFound);
  nudgeMailSender(ctx);
}
