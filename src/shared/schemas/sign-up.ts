import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { SIGN_UP_MSG } from "#shared/messages/sign-up.ts";

const m = SIGN_UP_MSG;

/**
 * Who may create an account: anyone (`open`), anyone but they wait for a moderator before
 * taking part (`approval`), or whoever holds an invite code (`invite`). Decision 0155.
 */
export const REGISTRATION_MODES = ["open", "approval", "invite"] as const;
export const RegistrationMode = z.enum(REGISTRATION_MODES, { error: m.modeInvalid });
export type RegistrationMode = z.infer<typeof RegistrationMode>;

/** The mode, all a visitor's sign-up form is told and all an administrator sets. */
export const RegistrationModeSetting = z.object({ mode: RegistrationMode });
export type RegistrationModeSetting = z.infer<typeof RegistrationModeSetting>;

/**
 * An invite code as typed or pasted: spaces and dashes are dropped and letters read in capitals,
 * so "abcd-efgh …" is the code it was shown as. Made of the alphabet below, 16 long.
 */
export const INVITE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const INVITE_CODE_LENGTH = 16;
export const inviteCodeSchema = z
  .string({ error: m.inviteCodeInvalid })
  .max(64, m.inviteInvalid)
  .transform((code) => code.replace(/[\s-]/g, "").toUpperCase());

/** The optional answer to "Why do you want to join?"; blank is no answer. */
export const joinReasonSchema = z
  .string()
  .trim()
  .max(LIMITS.joinReasonMax, m.joinReasonTooLong)
  .transform((reason) => reason || null);

export const InviteState = z.enum(["unused", "used", "expired"]);
export type InviteState = z.infer<typeof InviteState>;

/**
 * One of the member's own codes. Whether it was used, never by whom nor when: an invite tree
 * would tie members to each other's sign-ups (decision 0155).
 */
export const Invite = z.object({
  code: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  state: InviteState,
});
export type Invite = z.infer<typeof Invite>;

export const InviteParams = z.object({ code: z.string().max(64) });

/**
 * A member waiting for approval, as a moderator decides on them: the name they chose, the domain
 * of their address (enough to tell a throwaway provider; the address itself is not needed),
 * whether they confirmed it, when they signed up and what they said.
 */
export const PendingMember = z.object({
  id: z.string(),
  username: z.string(),
  emailDomain: z.string(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  joinReason: z.string().nullable(),
});
export type PendingMember = z.infer<typeof PendingMember>;

export const PendingMembersPage = z.object({
  members: z.array(PendingMember),
  /** All who wait, of whom the oldest `members` are listed. */
  totalCount: z.number().int(),
});
export type PendingMembersPage = z.infer<typeof PendingMembersPage>;

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * A blocked email domain as an administrator types it: lowercased, an "@" or "*." in front and a
 * trailing dot dropped. At least two labels, letters, digits and hyphens (an international
 * domain in its xn-- form): "example.com" blocks "mail.example.com" too.
 */
export const blockedDomainSchema = z
  .string({ error: m.domainInvalid })
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^(\*\.|@)/, "").replace(/\.$/, ""))
  .pipe(
    z
      .string()
      .min(1, m.domainInvalid)
      .max(LIMITS.blockedDomainMax, m.domainInvalid)
      .refine((domain) => {
        const labels = domain.split(".");
        return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label));
      }, m.domainInvalid),
  );

export const BlockedDomainInput = z.object({ domain: blockedDomainSchema });
export type BlockedDomainInput = z.infer<typeof BlockedDomainInput>;

export const BlockedDomainParams = z.object({ domain: z.string().max(LIMITS.blockedDomainMax) });

export const BlockedDomain = z.object({ domain: z.string(), createdAt: z.string() });
export type BlockedDomain = z.infer<typeof BlockedDomain>;
