import { randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { invites, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import type { SessionUser } from "#server/services/auth/session-user.ts";
import { LIMITS } from "#shared/limits.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";
import { INVITE_ALPHABET, INVITE_CODE_LENGTH, type Invite } from "#shared/schemas/sign-up.ts";

const m = SIGN_UP_MSG;
const DAY_MS = 24 * 60 * 60 * 1000;

/** 16 symbols of 32, drawn without bias from the system's cryptographic source: 80 bits. */
function newCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) code += INVITE_ALPHABET[randomInt(32)];
  return code;
}

/** Not used, not expired, and its maker not suspended now: a suspended member's codes wait too. */
function usable(now: Date): SQL {
  return sql`${invites.usedAt} is null and ${invites.expiresAt} > ${now} and not exists (
    select 1 from ${users} where ${users.id} = ${invites.createdBy}
      and ${users.suspensionReason} is not null
      and (${users.suspendedUntil} is null or ${users.suspendedUntil} > ${now}))`;
}

/**
 * A new single-use code, valid `LIMITS.inviteValidDays`. A member holds at most
 * `LIMITS.invitesPerMember` unused, unexpired codes at once; the count and the insert run with
 * the member's row locked, so two quick clicks cannot pass the limit together.
 */
export async function createInvite(ctx: AppContext, member: SessionUser): Promise<Invite> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for("update");
    if (!member.isAdmin) {
      const [held] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(invites)
        .where(
          and(eq(invites.createdBy, member.id), isNull(invites.usedAt), gt(invites.expiresAt, now)),
        );
      if ((held?.n ?? 0) >= LIMITS.invitesPerMember) throw new AppError("CONFLICT", m.inviteLimit);
    }
    const [row] = await tx
      .insert(invites)
      .values({
        code: newCode(),
        createdBy: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LIMITS.inviteValidDays * DAY_MS),
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return present(row, now);
  });
}

/** The member's own codes, newest first. */
export async function listInvites(ctx: AppContext, member: SessionUser): Promise<Invite[]> {
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(invites)
    .where(eq(invites.createdBy, member.id))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(LIMITS.invitesListed);
  return rows.map((row) => present(row, now));
}

/** Revokes (deletes) one of the member's own codes; anyone else's reads as missing. */
export async function revokeInvite(
  ctx: AppContext,
  member: SessionUser,
  code: string,
): Promise<void> {
  const removed = await ctx.db
    .delete(invites)
    .where(and(eq(invites.code, code.toUpperCase()), eq(invites.createdBy, member.id)))
    .returning({ id: invites.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", m.inviteNotFound);
}

/** Refuses a code that would not admit a sign-up now, with the one message for every reason. */
export async function assertInviteUsable(db: Executor, code: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.code, code), usable(now)))
    .limit(1);
  if (!row) throw new AppError("BAD_REQUEST", m.inviteInvalid);
}

/**
 * Uses the code up, in the sign-up's transaction: one statement that only a usable code
 * passes, so of two sign-ups racing for it one gets the account and the other the refusal.
 */
export async function claimInvite(db: Executor, code: string, now: Date): Promise<void> {
  const claimed = await db
    .update(invites)
    .set({ usedAt: now })
    .where(and(eq(invites.code, code), usable(now)))
    .returning({ id: invites.id });
  if (claimed.length === 0) throw new AppError("BAD_REQUEST", m.inviteInvalid);
}

function present(row: typeof invites.$inferSelect, now: Date): Invite {
  const state =
    row.usedAt !== null ? "used" : row.expiresAt.getTime() <= now.getTime() ? "expired" : "unused";
  return {
    code: row.code,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state,
  };
}
