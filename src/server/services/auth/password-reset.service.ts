import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { rowsOf } from "#server/db/database.ts";
import { passwordResets, users } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import { passwordResetEmail } from "#server/mail/templates.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { endPendingSignInsOf } from "#server/services/two-factor/pending-sign-in.ts";
import { LIMITS } from "#shared/limits.ts";
import { PASSWORD_RESET_MSG } from "#shared/messages/auth.password-reset.ts";
import { endSessionsForNewPassword } from "./ended-sessions";
import { assertUncommonPassword, hashPassword } from "./passwords";

/** Links a member may have emailed per hour: enough for a lost mail, too few to flood an inbox. */
const RESETS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/**
 * The answer never comes sooner than this. Both paths run the same statement, but writing a
 * row takes a little longer than finding none; the floor hides that difference.
 */
const ANSWER_FLOOR_MS = 150;

/** The table keeps the SHA-256 of a token, never the token: a leaked table resets nobody. */
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Issues a reset link for the address, if an account has it. Known and unknown addresses run
 * the same single statement (the account is looked up inside it); a known one also queues the
 * mail in the same transaction, and the answer waits for the same floor either way. The mail
 * leaves after the answer (the nudge starts once it is decided), so neither the answer nor its
 * timing tells whether the address has an account.
 * A new link retires the member's older unused ones; at most 5 links an hour per member. An
 * address not yet confirmed is answered the same and sent nothing: it may be someone else's,
 * mistyped at sign-up, and a reset link there would hand them the account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const started = performance.now();
  let queued = false;
  try {
    queued = await issueResetLink(ctx, email);
  } finally {
    const wait = ANSWER_FLOOR_MS - (performance.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  if (queued) nudgeMailSender(ctx);
}

/**
 * The token row and its mail are one transaction: a link is never issued without its mail
 * queued, nor mailed without being issued. The mail carries the token itself (the table keeps
 * only its hash), so its outbox row is discarded when the link expires, sent or not.
 */
async function issueResetLink(ctx: AppContext, email: string): Promise<boolean> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LIMITS.resetTokenMs);
  const since = new Date(now.getTime() - HOUR_MS);
  return ctx.db.transaction(async (db) => {
    const result = await db.execute<{ username: string; email: string }>(sql`
      with account as (
        select u.id, u.username, u.email from users u
        where lower(u.email) = ${email} and not u.is_bot and u.email_confirmed
          and (select count(*) from password_resets r
               where r.user_id = u.id and r.created_at > ${since.toISOString()}::timestamptz)
              < ${RESETS_PER_HOUR}
      ),
      retired as (
        update password_resets set used = true
        where used = false and user_id in (select id from account)
      ),
      issued as (
        insert into password_resets (user_id, token, expires_at, created_at)
        select id, ${digest(token)}, ${expiresAt.toISOString()}::timestamptz,
               ${now.toISOString()}::timestamptz
        from account
        returning user_id
      )
      select account.username, account.email from account join issued on issued.user_id = account.id`);
    const [user] = rowsOf<{ username: string; email: string }>(result);
    if (!user) return false;
    const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await queueMail(
      db,
      { to: user.email, ...passwordResetEmail({ username: user.username, link }) },
      { now, discardAfter: expiresAt },
    );
    return true;
  });
}

/** A link is good while unused, unexpired and its member can sign in. */
export async function isResetTokenValid(ctx: AppContext, token: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.token, digest(token)),
        eq(passwordResets.used, false),
        gt(passwordResets.expiresAt, ctx.now()),
        eq(users.isBot, false),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sets the new password. The link is checked before any hashing, so a made-up or expired
 * token costs one indexed read, not argon2's memory and time. Then one transaction takes the
 * token (the conditional update lets only one of two simultaneous uses through), sets the
 * hash, retires the member's other links and ends every session, so whoever knew the old
 * password is signed out everywhere.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  if (!(await isResetTokenValid(ctx, token))) {
    throw new AppError("BAD_REQUEST", PASSWORD_RESET_MSG.invalidLinkTitle);
  }
  assertUncommonPassword(password);
  // Hashed before the transaction: argon2 takes tens of milliseconds a connection need not wait.
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (db) => {
    const [taken] = await db
      .update(passwordResets)
      .set({ used: true })
      .where(
        and(
          eq(passwordResets.token, digest(token)),
          eq(passwordResets.used, false),
          gt(passwordResets.expiresAt, ctx.now()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!taken) throw new AppError("BAD_REQUEST", PASSWORD_RESET_MSG.invalidLinkTitle);
    const updated = await db
      .update(users)
      .set({ passwordHash, updatedAt: ctx.now() })
      .where(and(eq(users.id, taken.userId), eq(users.isBot, false)))
      .returning({ id: users.id });
    if (updated.length === 0)
      throw new AppError("BAD_REQUEST", PASSWORD_RESET_MSG.invalidLinkTitle);
    await db
      .update(passwordResets)
      .set({ used: true })
      .where(and(eq(passwordResets.userId, taken.userId), eq(passwordResets.used, false)));
    await endSessionsForNewPassword(db, taken.userId);
    // A sign-in begun with the old password is void too; the new one still asks the second factor.
    await endPendingSignInsOf(db, taken.userId);
    return taken.userId;
  });
  ctx.sessionCache.forgetMember(userId);
  ctx.live.memberSessionsEnded(userId);
}
