import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import type { Executor } from "#server/db/database.ts";
import { emailConfirmations, users } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import { confirmEmailEmail, emailAlreadyUsedEmail } from "#server/mail/account-templates.ts";
import { nudgeMailSender, queueMail } from "#server/services/mail-outbox/mail-outbox.service.ts";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import type { ConfirmEmailAnswer, EmailStatus } from "#shared/schemas/account.ts";
import { confirmEmailLink, forgotPasswordLink } from "./account-links";

/** The table keeps the SHA-256 of a token, never the token: a leaked table confirms nothing. */
const digest = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Inside the caller's transaction: retires the member's unused links, issues one for `email`
 * and queues its mail, so a link is never issued without its mail nor mailed without being
 * issued. Only the newest link works. The mail carries the token (the table keeps its hash),
 * so its outbox row goes when the link expires, sent or not.
 *
 * When another account already has the address, the link is recorded all the same but its
 * token is mailed to nobody: the address's owner is told instead that someone tried and nothing
 * changed. The member who asked sees the same pending change either way, so neither the answer
 * nor the account's page tells them which addresses have accounts.
 */
export async function issueConfirmation(
  ctx: AppContext,
  db: Executor,
  member: { id: string; username: string },
  email: string,
  change: boolean,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + LIMITS.emailConfirmationMs);
  await retireConfirmations(db, member.id, now);
  await db
    .insert(emailConfirmations)
    .values({ userId: member.id, email, token: digest(token), expiresAt, createdAt: now });
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, member.id)))
    .limit(1);
  const content = owner
    ? emailAlreadyUsedEmail({ resetLink: forgotPasswordLink(ctx) })
    : confirmEmailEmail({ username: member.username, link: confirmEmailLink(ctx, token), change });
  await queueMail(db, { to: email, ...content }, { now, discardAfter: expiresAt });
}

/** The member's links that could still be opened stop working. */
async function retireConfirmations(db: Executor, memberId: string, now: Date) {
  await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.userId, memberId), isNull(emailConfirmations.usedAt)));
}

/** The member's newest link still waiting to be opened, if it is for another address. */
async function pendingChange(ctx: AppContext, member: { id: string; email: string }) {
  const [link] = await ctx.db
    .select({ email: emailConfirmations.email, expiresAt: emailConfirmations.expiresAt })
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.userId, member.id),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, ctx.now()),
        ne(emailConfirmations.email, member.email.toLowerCase()),
      ),
    )
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1);
  return link;
}

async function memberRow(ctx: AppContext, memberId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!row) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
  return row;
}

export async function getEmailStatus(ctx: AppContext, memberId: string): Promise<EmailStatus> {
  const row = await memberRow(ctx, memberId);
  const pending = await pendingChange(ctx, row);
  return {
    email: row.email,
    confirmed: row.emailConfirmed,
    pendingEmail: pending?.email ?? null,
    pendingExpiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}

/**
 * A fresh link for what is waiting: the change the member asked for, or else their own
 * address while it is unconfirmed. The older link stops working.
 */
export async function resendConfirmation(
  ctx: AppContext,
  memberId: string,
): Promise<{ message: string }> {
  const row = await memberRow(ctx, memberId);
  const pending = await pendingChange(ctx, row);
  const email = pending?.email ?? (row.emailConfirmed ? null : row.email);
  if (!email) throw new AppError("CONFLICT", ACCOUNT_MSG.alreadyConfirmed);
  await ctx.db.transaction((db) => issueConfirmation(ctx, db, row, email, Boolean(pending)));
  nudgeMailSender(ctx);
  return { message: ACCOUNT_MSG.confirmationSent(email) };
}

/**
 * Opens a link: the member's address becomes the one it was mailed to, confirmed. A made-up,
 * used or expired link is refused before anything is written, each in words of its own (the
 * holder of a link learns nothing from them but what became of it). The link is then spent
 * conditionally, so two uses at once cannot both pass, in the transaction that changes the
 * address; an address another account took meanwhile refuses it all and leaves the link as it
 * was.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<ConfirmEmailAnswer> {
  const now = ctx.now();
  const [link] = await ctx.db
    .select()
    .from(emailConfirmations)
    .where(eq(emailConfirmations.token, digest(token)))
    .limit(1);
  if (!link) throw new AppError("BAD_REQUEST", ACCOUNT_MSG.link.invalid);
  if (link.usedAt) throw new AppError("BAD_REQUEST", ACCOUNT_MSG.link.used);
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("BAD_REQUEST", ACCOUNT_MSG.link.expired);
  }
  try {
    await ctx.db.transaction(async (db) => {
      const [taken] = await db
        .update(emailConfirmations)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailConfirmations.id, link.id),
            isNull(emailConfirmations.usedAt),
            gt(emailConfirmations.expiresAt, now),
          ),
        )
        .returning({ id: emailConfirmations.id });
      if (!taken) throw new AppError("BAD_REQUEST", ACCOUNT_MSG.link.used);
      await db
        .update(users)
        .set({ email: link.email, emailConfirmed: true, updatedAt: now })
        .where(eq(users.id, link.userId));
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_key")) {
      throw new AppError("CONFLICT", ACCOUNT_MSG.link.emailTaken);
    }
    throw error;
  }
  return { message: ACCOUNT_MSG.emailConfirmed, email: link.email };
}
