import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { TWO_FACTOR_MSG as m } from "#shared/messages/two-factor.ts";
import { isTotpCode, normalizeCode } from "#shared/rules/two-factor.ts";

/** A change to how the member signs in asks for the password again, so a borrowed session cannot. */
export const CurrentPasswordInput = z.object({
  currentPassword: z
    .string({ error: m.currentPasswordRequired })
    .min(1, m.currentPasswordRequired)
    .max(LIMITS.passwordMax, ACCOUNT_MSG.currentPasswordWrong),
});
export type CurrentPasswordInput = z.infer<typeof CurrentPasswordInput>;

/** `POST /api/auth/totp/setup`: the new secret, pending until a code from it turns it on. */
export const TotpSetupAnswer = z.object({
  /** Base32, as an app's "enter a key" screen takes it. */
  secret: z.string(),
  /** The otpauth:// address the QR code carries. */
  otpauthUrl: z.string(),
});
export type TotpSetupAnswer = z.infer<typeof TotpSetupAnswer>;

/** `POST /api/auth/totp/enable`: the first code from the app, proving it holds the secret. */
export const TotpEnableInput = z.object({
  code: z
    .string({ error: m.setupCodeFormat })
    .refine((code) => isTotpCode(code), m.setupCodeFormat)
    .transform(normalizeCode),
});
export type TotpEnableInput = z.input<typeof TotpEnableInput>;

/** Shown once, when made; the server keeps only their hashes. */
export const RecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof RecoveryCodesAnswer>;

/** `GET /api/auth/totp`: the member's own two-factor state, for the settings page. */
export const TotpStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof TotpStatus>;

/**
 * `POST /api/auth/login/second-factor`: a code from the app or a recovery code. Either is far
 * shorter than 40 characters as typed, spaces and hyphens included.
 */
export const SecondFactorInput = z.object({
  code: z.string({ error: m.codeRequired }).trim().min(1, m.codeRequired).max(40, m.codeWrong),
});
export type SecondFactorInput = z.infer<typeof SecondFactorInput>;

export const SecondFactorKind = z.enum(["totp", "passkey"]);
export type SecondFactorKind = z.infer<typeof SecondFactorKind>;
