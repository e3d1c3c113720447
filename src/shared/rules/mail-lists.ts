import {
  NOTICE_KIND_LABELS,
  NOTICE_KIND_TYPES,
  NOTICE_KINDS,
  type NoticeKind,
} from "./notice-kinds";

/**
 * The lists a member's mail comes in, each with its own one-click unsubscribe: a kind of notice,
 * gathered, or the digest. Moderation notices are not a list: a warning and an appeal's outcome
 * are mailed as they happen (decision 0158), and the settings screen turns that mail off. A kind
 * no notice belongs to yet has nothing to mail.
 */
export const MAILED_KINDS = NOTICE_KINDS.filter(
  (kind) => kind !== "moderation" && NOTICE_KIND_TYPES[kind].length > 0,
);

export const MAIL_LISTS = [...MAILED_KINDS, "digest"] as const;
export type MailList = NoticeKind | "digest";

export function isMailList(name: string): name is MailList {
  return (MAIL_LISTS as readonly string[]).includes(name);
}

/** What unsubscribing from a list stops, in the words the unsubscribe page uses. */
export function mailListLabel(list: MailList): string {
  if (list === "digest") return "The Quip digest";
  return `Mail about ${NOTICE_KIND_LABELS[list].toLowerCase()}`;
}
