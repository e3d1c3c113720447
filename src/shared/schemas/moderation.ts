import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { uuid } from "./quips";

const m = ADMIN_MSG.moderation;

/** A member's suspension as they (and administrators) see it; `until` null is indefinite. */
export const Suspension = z.object({ until: z.string().nullable(), reason: z.string() });

/** Suspending a member: until an instant (the server refuses one already past) or indefinitely. */
export const SuspendInput = z.object({
  until: z.iso.datetime({ offset: true, error: m.untilInvalid }).nullable(),
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, m.reasonRequired)
    .max(LIMITS.suspensionReasonMax, m.reasonTooLong),
});
export type SuspendInput = z.infer<typeof SuspendInput>;

/** How many members' reports hide a quip pending review. */
export const AutoHideSetting = z.object({
  reports: z.coerce
    .number({ error: m.autoHideInvalid })
    .int(m.autoHideInvalid)
    .min(LIMITS.autoHideReportsMin, m.autoHideInvalid)
    .max(LIMITS.autoHideReportsMax, m.autoHideInvalid),
});
export type AutoHideSetting = z.infer<typeof AutoHideSetting>;

/** Every kind of administrator action the moderation log records. */
export const MODERATION_ACTIONS = [
  "quip_deleted",
  "comment_removed",
  "reports_dismissed",
  "member_suspended",
  "suspension_lifted",
  "member_deleted",
  "admin_granted",
  "admin_revoked",
  "topic_set",
  "scheduled_topic_edited",
  "scheduled_topic_deleted",
  "topics_generated",
  "topics_refreshed",
  "topic_time_changed",
  "auto_hide_changed",
  "quipbot_profile_edited",
  "quipbot_photo_changed",
  "registration_mode_changed",
  "member_approved",
  "member_declined",
  "email_domain_blocked",
  "email_domain_unblocked",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_TARGETS = [
  "quip",
  "comment",
  "member",
  "topic",
  "setting",
  "domain",
] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const ModerationLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  action: z.enum(MODERATION_ACTIONS).optional(),
  adminId: uuid.optional(),
});
export type ModerationLogQuery = z.infer<typeof ModerationLogQuery>;

/**
 * One administrator action: who (kept by name too, should the account go), what, on what,
 * when and why. Administrators alone read it.
 */
export const ModerationLogEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  admin: z.object({ id: z.string().nullable(), username: z.string() }),
  target: z.object({
    kind: z.enum(MODERATION_TARGETS),
    id: z.string().nullable(),
    label: z.string(),
  }),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntry>;

export const ModerationLogPage = z.object({
  entries: z.array(ModerationLogEntry),
  page: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
  /** Everyone who has acted, for the filter: former administrators too. */
  admins: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type ModerationLogPage = z.infer<typeof ModerationLogPage>;

const Reporter = z.object({ id: z.string(), username: z.string() });

/** A quip's pending reports, together: one row of the Flags tab. */
export const FlaggedQuip = z.object({
  quip: z.object({
    id: z.string(),
    content: z.string(),
    createdAt: z.string(),
    isAnonymous: z.boolean(),
    /** Administrators may see who wrote an anonymous quip. */
    author: z.object({ id: z.string(), username: z.string() }),
  }),
  /** Reported by enough members to be hidden from everyone but administrators and its author. */
  isHidden: z.boolean(),
  reportCount: z.number(),
  latestAt: z.string(),
  categories: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
  reports: z.array(
    z.object({
      id: z.string(),
      category: z.string(),
      categoryLabel: z.string(),
      reason: z.string().nullable(),
      linkedQuipId: z.string().nullable(),
      createdAt: z.string(),
      reporter: Reporter,
    }),
  ),
});
export type FlaggedQuip = z.infer<typeof FlaggedQuip>;

/**
 * A comment's pending reports, together: a row of the Flags tab beside the reported quips.
 * Administrators see who wrote it even on an anonymous quip; no one else reads this.
 */
export const FlaggedComment = z.object({
  comment: z.object({
    id: z.string(),
    content: z.string(),
    createdAt: z.string(),
    quipId: z.string(),
    isHidden: z.boolean(),
    author: z.object({ id: z.string(), username: z.string() }),
    /** Written by the quip's author, whose quip may still be anonymous to everyone else. */
    isQuipAuthor: z.boolean(),
    isQuipAnonymous: z.boolean(),
  }),
  reportCount: z.number(),
  latestAt: z.string(),
  reports: z.array(
    z.object({
      id: z.string(),
      category: z.string(),
      categoryLabel: z.string(),
      reason: z.string().nullable(),
      createdAt: z.string(),
      reporter: Reporter,
    }),
  ),
});
export type FlaggedComment = z.infer<typeof FlaggedComment>;
