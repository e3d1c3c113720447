import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { isReservedUsername } from "#shared/rules/reserved-usernames.ts";
import { Suspension } from "./moderation";
import { inviteCodeSchema, joinReasonSchema } from "./sign-up";
import { SecondFactorKind } from "./two-factor";

const m = AUTH_MSG;

/** Letters and digits only, so a name reads the same in a URL, a mention and a title. */
export const usernameSchema = z
  .string({ error: m.usernameRequired })
  .trim()
  .min(1, m.usernameRequired)
  .min(LIMITS.usernameMin, m.usernameTooShort)
  .max(LIMITS.usernameMax, m.usernameTooLong)
  .regex(/^[A-Za-z0-9]+$/, m.usernameChars)
  .refine((name) => !isReservedUsername(name), m.usernameReserved);

/** Stored lowercased so that one address is one account, however it is typed. */
export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(LIMITS.emailMax, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(LIMITS.passwordMin, m.passwordTooShort)
  .max(LIMITS.passwordMax, m.passwordTooLong);

/**
 * The sign-up mode decides what the two optional fields mean (decision 0155): `joinReason` is
 * kept while the mode asks for approval, `inviteCode` is required while it asks for an invite;
 * otherwise each is ignored.
 */
export const RegisterInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  joinReason: joinReasonSchema.optional(),
  inviteCode: inviteCodeSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The form adds a confirmation that never leaves the browser. */
export const RegisterForm = RegisterInput.extend({
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  message: m.passwordsDontMatch,
  path: ["confirmPassword"],
});
export type RegisterForm = z.input<typeof RegisterForm>;

export const LoginInput = z.object({
  username: z
    .string({ error: m.loginRequired })
    .trim()
    .min(1, m.loginRequired)
    .min(3, m.loginTooShort)
    .max(LIMITS.emailMax, m.invalidCredentials),
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(LIMITS.passwordMax, m.invalidCredentials),
});
export type LoginInput = z.infer<typeof LoginInput>;

/** The signed-in member as the client sees them. */
export const CurrentUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  /** False until the member opens the link mailed at sign-up: every page asks them to. */
  emailConfirmed: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /**
   * Reviews reports in the console (decision 0152). Said only to the member themself: no
   * answer about another member carries it.
   */
  isModerator: z.boolean(),
  createdAt: z.string(),
  /** When the member closed the welcome tour; null shows it (once, on any device). */
  onboardedAt: z.string().nullable(),
  /** Set while the member is suspended, so every page can say until when and why. */
  suspension: Suspension.nullable(),
  /** True from a sign-up in approval mode until a moderator approves it (decision 0155). */
  awaitingApproval: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const IsAdminAnswer = z.object({ isAdmin: z.boolean() });
export type IsAdminAnswer = z.infer<typeof IsAdminAnswer>;

/**
 * `POST /api/auth/login` for a member with two-factor authentication on: the password was
 * right, but no session is started until the second step (`/api/auth/login/second-factor`,
 * or a passkey) is done. `factors` says which ways the member has: always "totp" (a code from
 * the app, or a recovery code), and "passkey" when they have one.
 */
export const SecondFactorRequired = z.object({
  twoFactorRequired: z.literal(true),
  factors: z.array(SecondFactorKind),
});
export type SecondFactorRequired = z.infer<typeof SecondFactorRequired>;

/** The member signed in, or the second step to take. */
export const LoginAnswer = z.union([CurrentUser, SecondFactorRequired]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;
