import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_MSG as m } from "#shared/messages/account.ts";
import { AUTH_MSG } from "#shared/messages/auth.ts";
import { emailSchema, passwordSchema } from "./auth";

/** Only checked against the stored hash, so only its presence and a sane length matter here. */
const currentPassword = z
  .string({ error: m.currentPasswordRequired })
  .min(1, m.currentPasswordRequired)
  .max(LIMITS.passwordMax, m.currentPasswordWrong);

/** The new password follows sign-up's rules: the same schema, and the same common-password list. */
export const ChangePasswordInput = z.object({ currentPassword, newPassword: passwordSchema });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** The form adds a confirmation that never leaves the browser. */
export const ChangePasswordForm = ChangePasswordInput.extend({
  confirmPassword: z.string(),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: AUTH_MSG.passwordsDontMatch,
  path: ["confirmPassword"],
});
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

export const ChangeEmailInput = z.object({ currentPassword, email: emailSchema });
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;
export type ChangeEmailForm = z.input<typeof ChangeEmailInput>;

/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is not one. */
export const ConfirmEmailInput = z.object({
  token: z.string({ error: m.link.missing }).trim().min(1, m.link.missing).max(200, m.link.invalid),
});
export type ConfirmEmailInput = z.infer<typeof ConfirmEmailInput>;

export const ConfirmEmailAnswer = z.object({ message: z.string(), email: z.string() });
export type ConfirmEmailAnswer = z.infer<typeof ConfirmEmailAnswer>;

/** The member's address, whether it is confirmed, and a change waiting for its link. */
export const EmailStatus = z.object({
  email: z.string(),
  confirmed: z.boolean(),
  pendingEmail: z.string().nullable(),
  pendingExpiresAt: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof EmailStatus>;

/** One of the member's sessions, as their own list shows it. */
export const SessionView = z.object({
  /** Names the session for ending it; not the cookie's token, nor its hash. */
  id: z.string(),
  current: z.boolean(),
  /** "Chrome on macOS", from the user agent at sign-in. */
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});
export type SessionView = z.infer<typeof SessionView>;

export const SessionList = z.array(SessionView);
export type SessionList = z.infer<typeof SessionList>;

export const EndedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof EndedSessions>;
