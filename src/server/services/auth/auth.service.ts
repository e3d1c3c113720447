import { eq, or, sql } from "drizzle-orm";
import type { AppContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { AppError, isUniqueViolation } from "#server/errors.ts";
import type { RateLimiter } from "#server/rate-limit/limiter.ts";
import { countSignInAttempt, signInTarget } from "#server/rate-limit/sign-in-attempts.ts";
import { issueConfirmation } from "#server/services/account/email-confirmations.service.ts";
import { admitSignUp, completeAdmission } from "#server/services/sign-up/index.ts";
import { isUsernameHeld } from "#server/services/users/held-usernames.ts";
import { presentCurrentUser } from "#server/services/users/users.presenter.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import type { CurrentUser, LoginInput, RegisterInput } from "#shared/schemas/auth.ts";
import { assertUncommonPassword, hashPassword, verifyPassword } from "./passwords";

type UserRow = typeof users.$inferSelect;

export async function findUserById(ctx: AppContext, id: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The signed-in member's own account; one deleted since signing in is signed out. */
export async function getCurrentUser(ctx: AppContext, id: string): Promise<CurrentUser> {
  const user = await findUserById(ctx, id);
  if (!user) throw new AppError("UNAUTHORIZED", AUTH_MSG.unauthorized);
  return presentCurrentUser(ctx.db, user, ctx.now());
}

/** Usernames and emails are unique however they are capitalised. */
export async function findUserByLogin(
  ctx: AppContext,
  login: string,
): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
    .limit(1);
  return row;
}

/**
 * The schema has checked every other rule by now; the password list, a blocked email domain and
 * the sign-up mode's own conditions (an invite code) go before the lookup too, so only a
 * registration that would otherwise succeed learns that a name or an email is taken. The
 * account, the link that confirms its address and the invite it uses up are made in one
 * transaction; the caller nudges the mail sender once it has committed.
 */
export async function registerUser(ctx: AppContext, input: RegisterInput): Promise<UserRow> {
  assertUncommonPassword(input.password);
  const admission = await admitSignUp(ctx, input);
  await assertAvailable(ctx, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (db) => {
      const [row] = await db
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          emailConfirmed: false,
          passwordHash,
          awaitingApproval: admission.awaitingApproval,
          joinReason: admission.joinReason,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      await completeAdmission(db, admission, row.id, now);
      await issueConfirmation(ctx, db, row, row.email, false);
      return row;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the message stays the same.
    if (isUniqueViolation(error, "users_username_lower_key")) {
      throw new AppError("CONFLICT", AUTH_MSG.usernameTaken);
    }
    if (isUniqueViolation(error, "users_email_lower_key")) {
      throw new AppError("CONFLICT", AUTH_MSG.emailTaken);
    }
    throw error;
  }
}

async function assertAvailable(ctx: AppContext, username: string, email: string): Promise<void> {
  const taken = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${username.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  // A deleted account's name, held back, reads exactly as a name in use.
  if (
    taken.some((u) => u.username.toLowerCase() === username.toLowerCase()) ||
    (await isUsernameHeld(ctx.db, username, ctx.now()))
  ) {
    throw new AppError("CONFLICT", AUTH_MSG.usernameTaken);
  }
  if (taken.length > 0) throw new AppError("CONFLICT", AUTH_MSG.emailTaken);
}

/**
 * One answer for a wrong name and a wrong password, in about the same time. The attempt is
 * counted against the account it aims at, or the name when there is none, alike (decision 0132).
 */
export async function authenticate(
  ctx: AppContext,
  limiter: RateLimiter,
  input: LoginInput & { address: string },
): Promise<UserRow> {
  const user = await findUserByLogin(ctx, input.username);
  const attempt = await countSignInAttempt(limiter, {
    target: signInTarget(user?.id, input.username),
    address: input.address,
  });
  const valid = await verifyPassword(user?.isBot ? null : user?.passwordHash, input.password);
  if (!user || !valid) throw new AppError("UNAUTHORIZED", AUTH_MSG.invalidCredentials);
  await attempt.succeeded();
  return user;
}
