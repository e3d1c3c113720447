import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { ACCOUNT_MSG } from "#shared/messages/account.ts";
import { ACCOUNT_DATA_MSG as m } from "#shared/messages/account-data.ts";

/** Tokens are 32 random bytes in base64url (43 characters); anything far longer is not one. */
const exportToken = z.string().trim().min(1).max(200);

export const ExportTokenParams = z.object({ token: exportToken });

/** The Account page opened from the mailed link asks whether that link opens the export. */
export const ExportStateQuery = z.object({ token: exportToken.optional() });

/**
 * A member's latest data export as the Account page shows it. `ready` only while its link
 * works; a ready export past its day is `expired` even before the job has removed its file.
 */
export const ExportState = z.object({
  status: z.enum(["none", "preparing", "ready", "expired", "failed"]),
  requestedAt: z.string().nullable(),
  /** Ready: until when the link works; expired: when it stopped. */
  expiresAt: z.string().nullable(),
  byteSize: z.number().nullable(),
  /** When a new export may be asked for; null: now. */
  nextRequestAt: z.string().nullable(),
  /** Asked with a token: whether that link opens the export now; otherwise null. */
  link: z.enum(["valid", "invalid"]).nullable(),
});
export type ExportState = z.infer<typeof ExportState>;
export type ExportStatus = ExportState["status"];

/**
 * Deleting one's own account. `code` is the second factor for a member who has one; the
 * password is never trimmed, as at sign-in.
 */
export const DeleteAccountInput = z.object({
  currentPassword: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .max(LIMITS.passwordMax, ACCOUNT_MSG.currentPasswordWrong),
  code: z.string().trim().max(64, m.codeTooLong).optional(),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;
