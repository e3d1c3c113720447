import { z } from "zod";
import { LIMITS } from "#shared/limits.ts";
import { ADMIN_MSG } from "#shared/messages/admin.ts";
import { uuid } from "./quips";
import { WarningCitation } from "./warnings";

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

/** Every kind of moderator and administrator action the moderation log records. */
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
  "moderator_granted",
  "moderator_revoked",
  "quip_hidden",
  "quip_shown",
  "anonymous_author_viewed",
  "registration_mode_changed",
  "member_approved",
  "member_declined",
  "email_domain_blocked",
  "email_domain_unblocked",
  "member_warned",
  "appeal_decided",
  "word_watched",
  "word_unwatched",
  "held_post_approved",
  "held_post_declined",
  "mail_retried",
  "mail_discarded",
  "push_retried",
  "push_discarded",
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * The System tab's actions (decision 0167): their entries name a member's address and what was
 * mailed to it, which is administration, so moderators never read them.
 */
export const ADMIN_ONLY_ACTIONS = [
  "mail_retried",
  "mail_discarded",
  "push_retried",
  "push_discarded",
] as const satisfies readonly ModerationAction[];

export const MODERATION_TARGETS = [
  "quip",
  "comment",
  "member",
  "topic",
  "setting",
  "domain",
  "word",
  "mail",
  "push",
] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];

export const ModerationLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  action: z.enum(MODERATION_ACTIONS).optional(),
  adminId: uuid.optional(),
});
export type ModerationLogQuery = z.infer<typeof ModerationLogQuery>;

/** What the actor was when they acted. */
export const STAFF_ROLES = ["admin", "moderator"] as const;

/**
 * One moderator or administrator action: who (kept by name too, should the account go, and
 * in the field still called `admin`), what, on what, when and why. Moderators and
 * administrators read it; an administrator's entry reaches moderators 48 hours after it was
 * written (decision 0152).
 */
export const ModerationLogEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  admin: z.object({
    id: z.string().nullable(),
    username: z.string(),
    role: z.enum(STAFF_ROLES),
  }),
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
  /** Everyone who has acted, for the filter: moderators and former administrators too. */
  admins: z.array(z.object({ id: z.string(), username: z.string() })),
});
export type ModerationLogPage = z.infer<typeof ModerationLogPage>;

const Reporter = z.object({ id: z.string(), username: z.string() });

/** One pending report in the queue. Moderators see who reported; the reported member never does. */
export const QueueReport = z.object({
  id: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  reason: z.string().nullable(),
  /** The original a quip is said to repeat; null for every other report. */
  linkedQuipId: z.string().nullable(),
  createdAt: z.string(),
  reporter: Reporter,
});
export type QueueReport = z.infer<typeof QueueReport>;

/** A quip's pending reports, together: one row of the Flags tab. */
export const FlaggedQuip = z.object({
  quip: z.object({
    id: z.string(),
    content: z.string(),
    punchline: z.string().nullable(),
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
  reports: z.array(QueueReport),
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
  /** A comment cannot be reported as a repeat, so its reports link no quip. */
  reports: z.array(QueueReport.omit({ linkedQuipId: true })),
});
export type FlaggedComment = z.infer<typeof FlaggedComment>;

/**
 * The review queue's kinds of item: reported quips, comments and members, appeals of warnings,
 * and posts a watched word holds (decision 0159).
 */
export const QUEUE_KINDS = ["quip", "comment", "member", "appeal", "held"] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

export const ModerationQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  kind: z.enum(QUEUE_KINDS).optional(),
});
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuery>;

const Named = z.object({ id: z.string(), username: z.string() });

/** What every item says of its pending reports: how many, of which kinds, from when to when. */
const QueueReports = {
  reportCount: z.number(),
  /** The first pending report: the queue's order, oldest first. */
  firstAt: z.string(),
  lastAt: z.string(),
  categories: z.array(z.object({ key: z.string(), label: z.string(), count: z.number() })),
  reports: z.array(QueueReport),
  /** The `flag` watched words it contains, matched when it was posted or changed (decision 0159). */
  watchedWords: z.array(z.string()),
};

/**
 * A reported quip. `author` is null while the quip is anonymous, for moderators and
 * administrators alike: an administrator asks for it by `GET /api/admin/quips/{id}/author`,
 * which the log records. The schema itself refuses an anonymous quip that names its author.
 */
export const QueueQuip = z.object({
  kind: z.literal("quip"),
  quip: z
    .object({
      id: z.string(),
      content: z.string(),
      /** Shown openly: a moderator reads the whole quip (decision 0163). */
      punchline: z.string().nullable(),
      createdAt: z.string(),
      isAnonymous: z.boolean(),
      /** Hidden from members pending review, by its reports or by a moderator. */
      isHidden: z.boolean(),
      /** Hidden by a moderator: it stays hidden whatever its reports number. */
      isHeld: z.boolean(),
      author: Named.nullable(),
    })
    .refine((quip) => !(quip.isAnonymous && quip.author), "An anonymous quip names no author"),
  ...QueueReports,
});

/**
 * A reported comment, presented as members read it: its writer is named unless they wrote the
 * quip and the quip is still anonymous ("anonymous (author)").
 */
export const QueueComment = z.object({
  kind: z.literal("comment"),
  comment: z
    .object({
      id: z.string(),
      content: z.string(),
      createdAt: z.string(),
      quipId: z.string(),
      /** Folded by the quip's author. */
      isHidden: z.boolean(),
      isQuipAuthor: z.boolean(),
      isQuipAnonymous: z.boolean(),
      author: Named.nullable(),
    })
    .refine(
      (c) => !(c.isQuipAuthor && c.isQuipAnonymous && c.author),
      "The anonymous quip's author is named on none of its comments",
    ),
  ...QueueReports,
});

/** A reported member: what their profile shows, and their suspension while it lasts. */
export const QueueMember = z.object({
  kind: z.literal("member"),
  member: z.object({
    id: z.string(),
    username: z.string(),
    profileImageUrl: z.string().nullable(),
    joinedAt: z.string(),
    suspension: Suspension.nullable(),
  }),
  ...QueueReports,
});

/**
 * A member's appeal of a warning (decision 0158): the warning as given, what it cites, who gave
 * it, and the appeal. Its warning cites no quip while anonymous, so it names no anonymous author.
 * The moderator who gave the warning does not see it: another decides.
 */
export const QueueAppeal = z.object({
  kind: z.literal("appeal"),
  member: z.object({
    id: z.string(),
    username: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  warning: z.object({
    id: z.string(),
    reason: z.string(),
    createdAt: z.string(),
    citation: WarningCitation.nullable(),
    /** Who gave it, by the name they had; `id` null once their account is gone. */
    moderator: z.object({ id: z.string().nullable(), username: z.string() }),
  }),
  appeal: z.object({ text: z.string(), appealedAt: z.string() }),
  /** When the member appealed: the queue's order, oldest first, with the reports' first. */
  firstAt: z.string(),
});

/**
 * A quip or comment a `review` word holds (decision 0159), unpublished. A held quip names no
 * author: once published it is anonymous for 48 hours, and whoever approved it must not know
 * whose it is. A held comment names its writer as a published one would.
 */
export const QueueHeld = z.object({
  kind: z.literal("held"),
  held: z.object({
    id: z.string(),
    what: z.enum(["quip", "comment"]),
    content: z.string(),
    /** A held quip's punchline, shown openly: a moderator reads the whole quip. */
    punchline: z.string().nullable(),
    word: z.string(),
    topicText: z.string().nullable(),
    /** The quip a held comment answers. */
    quipId: z.string().nullable(),
    author: Named.nullable(),
  }),
  /** When it was held: the queue's order, oldest first, with the reports'. */
  firstAt: z.string(),
});

export const QueueItem = z.discriminatedUnion("kind", [
  QueueQuip,
  QueueComment,
  QueueMember,
  QueueAppeal,
  QueueHeld,
]);
export type QueueItem = z.infer<typeof QueueItem>;

/** One page of the queue, and how many items wait of each kind. */
export const ModerationQueue = z.object({
  items: z.array(QueueItem),
  page: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
  counts: z.object({
    quip: z.number(),
    comment: z.number(),
    member: z.number(),
    appeal: z.number(),
    held: z.number(),
  }),
});
export type ModerationQueue = z.infer<typeof ModerationQueue>;

export const StaffNoteInput = z.object({
  content: z
    .string({ error: m.noteRequired })
    .trim()
    .min(1, m.noteRequired)
    .max(LIMITS.staffNoteMax, m.noteTooLong),
});
export type StaffNoteInput = z.infer<typeof StaffNoteInput>;

export const StaffNote = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** The writer, by the name they had; `id` null once their account is gone. */
  author: z.object({ id: z.string().nullable(), username: z.string() }),
});
export type StaffNote = z.infer<typeof StaffNote>;

/** A member who moderates, for the administrators' list. */
export const ModeratorAccount = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  /** When they were made a moderator. */
  since: z.string(),
});
export type ModeratorAccount = z.infer<typeof ModeratorAccount>;

/** Who wrote a quip, for an administrator who asked; the log records the ask while it is anonymous. */
export const QuipAuthorAnswer = z.object({
  quipId: z.string(),
  isAnonymous: z.boolean(),
  author: z.object({ id: z.string(), username: z.string() }),
});
export type QuipAuthorAnswer = z.infer<typeof QuipAuthorAnswer>;
