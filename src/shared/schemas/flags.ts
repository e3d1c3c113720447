import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { QUIP_MSG } from "#shared/messages/quips.ts";

export const FLAG_CATEGORIES = [
  { key: "offensive", label: "Offensive content" },
  { key: "repeat", label: "Repeat Quip" },
  { key: "stolen", label: "Stolen from another source" },
  { key: "offtopic", label: "Not related to the Topic" },
  { key: "jealous", label: "I'm just jealous I didn't think of it" },
  { key: "other", label: "Other" },
] as const;
export type FlagCategoryKey = (typeof FLAG_CATEGORIES)[number]["key"];

/** The client sends the label; the key is accepted too. */
export function flagCategoryOf(value: string): (typeof FLAG_CATEGORIES)[number] | undefined {
  const wanted = value.trim().toLowerCase();
  return FLAG_CATEGORIES.find((c) => c.key === wanted || c.label.toLowerCase() === wanted);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A bare quip id, or any address containing /quip/{id}; null when it is neither. */
export function parseQuipLink(value: string): string | null {
  const text = value.trim();
  if (UUID.test(text)) return text.toLowerCase();
  const match = /\/quip\/([0-9a-f-]{36})(?:[/?#]|$)/i.exec(text);
  return match?.[1] && UUID.test(match[1]) ? match[1].toLowerCase() : null;
}

/**
 * What a comment may be reported for: the quip categories that can be said of a comment. A
 * repeat needs a quip to point at, "stolen" and "off topic" judge a joke against its source or
 * the topic, and jealousy is about a joke too (decision 0149).
 */
export const COMMENT_FLAG_CATEGORIES = FLAG_CATEGORIES.filter(
  (c) => c.key === "offensive" || c.key === "other",
);

/** The label or the key of a comment's report category. */
export function commentFlagCategoryOf(value: string) {
  const category = flagCategoryOf(value);
  return COMMENT_FLAG_CATEGORIES.find((c) => c.key === category?.key);
}

export const CommentFlagInput = z.object({
  category: z
    .string({ error: QUIP_MSG.flag.commentCategoryRequired })
    .refine(
      (value) => commentFlagCategoryOf(value) !== undefined,
      QUIP_MSG.flag.commentCategoryRequired,
    ),
  reason: z
    .string()
    .trim()
    .max(LIMITS.flagReasonMax, QUIP_MSG.flag.reasonTooLong)
    .nullish()
    .transform((r) => r || null),
});
export type CommentFlagInput = z.infer<typeof CommentFlagInput>;

/** What a member may be reported for, from their profile (decision 0152). */
export const MEMBER_FLAG_CATEGORIES = [
  { key: "spam", label: "Spam" },
  { key: "harassment", label: "Harassment" },
  { key: "impersonation", label: "Impersonation" },
  { key: "other", label: "Other" },
] as const;

/** The label or the key of a member report's category. */
export function memberFlagCategoryOf(value: string) {
  const wanted = value.trim().toLowerCase();
  return MEMBER_FLAG_CATEGORIES.find((c) => c.key === wanted || c.label.toLowerCase() === wanted);
}

export const MemberFlagInput = z.object({
  category: z
    .string({ error: QUIP_MSG.flag.memberCategoryRequired })
    .refine(
      (value) => memberFlagCategoryOf(value) !== undefined,
      QUIP_MSG.flag.memberCategoryRequired,
    ),
  reason: z
    .string()
    .trim()
    .max(LIMITS.flagReasonMax, QUIP_MSG.flag.reasonTooLong)
    .nullish()
    .transform((r) => r || null),
});
export type MemberFlagInput = z.infer<typeof MemberFlagInput>;

export const FlagInput = z
  .object({
    category: z
      .string({ error: QUIP_MSG.flag.categoryRequired })
      .refine((value) => flagCategoryOf(value) !== undefined, QUIP_MSG.flag.categoryRequired),
    reason: z
      .string()
      .trim()
      .max(LIMITS.flagReasonMax, QUIP_MSG.flag.reasonTooLong)
      .nullish()
      .transform((r) => r || null),
    linkedQuipId: z
      .string()
      .max(2000, QUIP_MSG.flag.invalidLink)
      .nullish()
      .transform((v) => (v?.trim() ? v : null)),
  })
  .superRefine((input, issues) => {
    const key = flagCategoryOf(input.category)?.key;
    if (key === "stolen" && !input.reason) {
      issues.addIssue({ code: "custom", path: ["reason"], message: QUIP_MSG.flag.sourceRequired });
    }
    if (key === "repeat" && !input.linkedQuipId) {
      issues.addIssue({
        code: "custom",
        path: ["linkedQuipId"],
        message: QUIP_MSG.flag.linkRequired,
      });
    }
    if (input.linkedQuipId && parseQuipLink(input.linkedQuipId) === null) {
      issues.addIssue({
        code: "custom",
        path: ["linkedQuipId"],
        message: QUIP_MSG.flag.invalidLink,
      });
    }
  });
export type FlagInput = z.infer<typeof FlagInput>;

/** The report filed. */
export const FlagReceipt = z.object({ id: z.string() });
export type FlagReceipt = z.infer<typeof FlagReceipt>;
