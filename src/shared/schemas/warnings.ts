import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { WARNINGS_MSG } from "#shared/messages/warnings.ts";
import { uuid } from "./quips";

const m = WARNINGS_MSG;

export const APPEAL_OUTCOMES = ["upheld", "overturned"] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** A moderator warns a member, optionally citing one of their quips or comments. */
export const WarnInput = z
  .object({
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(1, m.reasonRequired)
      .max(LIMITS.warningReasonMax, m.reasonTooLong),
    quipId: uuid.optional(),
    commentId: uuid.optional(),
  })
  .refine((input) => !(input.quipId && input.commentId), m.citeOne);
export type WarnInput = z.infer<typeof WarnInput>;

export const AppealInput = z.object({
  text: z
    .string({ error: m.appealRequired })
    .trim()
    .min(1, m.appealRequired)
    .max(LIMITS.appealTextMax, m.appealTooLong),
});
export type AppealInput = z.infer<typeof AppealInput>;

export const DecideAppealInput = z.object({
  outcome: z.enum(APPEAL_OUTCOMES, { error: m.outcomeRequired }),
  note: z.string().trim().max(LIMITS.appealTextMax, m.noteTooLong).optional(),
});
export type DecideAppealInput = z.infer<typeof DecideAppealInput>;

/**
 * What a warning cites: a quip or a comment, by the excerpt kept when it was given. `quipId`
 * (the quip, or the comment's quip) and `commentId` are null once the text is gone.
 */
export const WarningCitation = z.object({
  kind: z.enum(["quip", "comment"]),
  excerpt: z.string(),
  quipId: z.string().nullable(),
  commentId: z.string().nullable(),
});
export type WarningCitation = z.infer<typeof WarningCitation>;

/**
 * A warning as the warned member reads it, in Settings → Warnings. It names no moderator: the
 * site warns, and a name invites a grudge. `canAppeal` holds while no appeal was made and the
 * deadline has not passed on the server's clock.
 */
export const MemberWarning = z.object({
  id: z.string(),
  reason: z.string(),
  citation: WarningCitation.nullable(),
  createdAt: z.string(),
  appealDeadline: z.string(),
  canAppeal: z.boolean(),
  appeal: z.object({ text: z.string(), appealedAt: z.string() }).nullable(),
  outcome: z
    .object({
      decision: z.enum(APPEAL_OUTCOMES),
      note: z.string().nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type MemberWarning = z.infer<typeof MemberWarning>;

export const MemberWarnings = z.object({ warnings: z.array(MemberWarning) });
export type MemberWarnings = z.infer<typeof MemberWarnings>;

/** A warning as given, for the moderator who gave it. */
export const GivenWarning = z.object({
  id: z.string(),
  memberId: z.string(),
  reason: z.string(),
  citation: WarningCitation.nullable(),
  createdAt: z.string(),
  appealDeadline: z.string(),
});
export type GivenWarning = z.infer<typeof GivenWarning>;
