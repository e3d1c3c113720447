import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { PASSWORD_RESET_MSG as m } from "#shared/messages/auth.password-reset.ts";
import { passwordSchema } from "./auth";
import { emailAddress } from "./contact";

export const ForgotPasswordInput = z.object({ email: emailAddress(m.emailInvalid) });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is not one. */
const token = z.string({ error: m.noToken }).trim().min(1, m.noToken).max(200, m.invalidLinkTitle);

export const ResetTokenParams = z.object({ token });

export const ResetPasswordInput = z.object({ token, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** The reset form: the confirmation never leaves the browser. */
export const ResetPasswordForm = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(LIMITS.passwordMin, m.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: m.passwordsDontMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

export const VerifyResetTokenAnswer = z.object({ valid: z.boolean() });
export type VerifyResetTokenAnswer = z.infer<typeof VerifyResetTokenAnswer>;
