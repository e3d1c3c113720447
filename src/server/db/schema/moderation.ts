import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { comments, quips, reportColumns } from "./quips";
import { users } from "./users";

/**
 * Quips reported by enough members to be hidden pending review. Few rows at any time: feeds
 * look each page's quips up here by key, so hiding costs the feeds almost nothing. The author
 * is kept beside the quip so a feed can leave their own hidden quip in their view without
 * reading the quip's row.
 */
export const hiddenQuips = pgTable("hidden_quips", {
  quipId: uuid("quip_id")
    .primaryKey()
    .references(() => quips.id, { onDelete: "cascade" }),
  authorId: uuid("author_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  hiddenAt: timestamp("hidden_at", { withTimezone: true }).notNull(),
  /**
   * Set when a moderator hid it by hand: it stays hidden whatever its reports number, until its
   * reports are dismissed or a moderator shows it again. Null for a quip hidden by its reports.
   */
  heldAt: timestamp("held_at", { withTimezone: true }),
});

/**
 * Every administrator action, written in the action's own transaction. Names are kept as they
 * were, so an entry still reads after its administrator or its target has been deleted.
 */
export const moderationLog = pgTable(
  "moderation_log",
  {
    id: id(),
    createdAt: createdAt(),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminUsername: text("admin_username").notNull(),
    /**
     * What the actor was when they acted: "admin" or "moderator". The columns above keep their
     * first name, `admin_…`, and hold whichever acted. Moderators read an administrator's entry
     * only once the quips that were anonymous then are revealed (decision 0152).
     */
    actorRole: text("actor_role").notNull().default("admin"),
    action: text("action").notNull(),
    /** quip, member, topic or setting. */
    targetKind: text("target_kind").notNull(),
    /** The target's id when it has one; not a foreign key, so the entry outlives it. */
    targetId: text("target_id"),
    targetLabel: text("target_label").notNull(),
    reason: text("reason"),
    detail: text("detail"),
  },
  (t) => [
    index("moderation_log_created_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("moderation_log_action_idx").on(
      t.action,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("moderation_log_admin_idx").on(
      t.adminId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Members an administrator made moderators. A table of its own rather than a flag on `users`:
 * every member presenter reads that row, and a role that is never on it cannot be answered by
 * mistake. Read with the session, as `is_admin` is.
 */
export const moderators = pgTable("moderators", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedBy: uuid("granted_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Reports of members, as `flags` holds those of quips: one pending per reporter per member. */
export const memberFlags = pgTable(
  "member_flags",
  {
    id: id(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...reportColumns(),
  },
  (t) => [
    uniqueIndex("member_flags_one_pending_per_reporter_key")
      .on(t.memberId, t.reporterId)
      .where(sql`${t.status} = 'pending'`),
    index("member_flags_reporter_idx").on(t.reporterId),
    index("member_flags_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * What moderators and administrators write down about a member, for each other. Never part of
 * any answer a member reads, nor of their export. The writer's name is kept as it was, as the
 * log keeps it, so a note still reads after its writer's account is gone.
 */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: id(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorUsername: text("author_username").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_notes_member_created_idx").on(
      t.memberId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("staff_notes_author_idx").on(t.authorId),
  ],
);

/**
 * A moderator's warning to a member, with its one appeal and the appeal's outcome (decision
 * 0158). Read by the member it warns and by staff only. A cited quip or comment is kept as an
 * excerpt too, so the warning still says what it was about once the text is gone.
 */
export const warnings = pgTable(
  "warnings",
  {
    id: id(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who warned, by the name they had: the warning outlives their account, as the log does. */
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    moderatorUsername: text("moderator_username").notNull(),
    reason: text("reason").notNull(),
    /** "quip" or "comment" when the warning cites one; null without a citation. */
    citedKind: text("cited_kind"),
    /** The cited quip, or the quip of the cited comment. */
    quipId: uuid("quip_id").references(() => quips.id, { onDelete: "set null" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "set null" }),
    citedExcerpt: text("cited_excerpt"),
    createdAt: createdAt(),
    appealText: text("appeal_text"),
    appealedAt: timestamp("appealed_at", { withTimezone: true }),
    /** "upheld" or "overturned", once a moderator has decided the appeal. */
    outcome: text("outcome"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedByUsername: text("decided_by_username"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    outcomeNote: text("outcome_note"),
  },
  (t) => [
    index("warnings_member_created_idx").on(
      t.memberId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The queue reads the appeals that wait: few at any time.
    index("warnings_pending_appeal_idx")
      .on(t.appealedAt)
      .where(sql`${t.appealedAt} is not null and ${t.outcome} is null`),
    index("warnings_moderator_idx").on(t.moderatorId),
    index("warnings_decided_by_idx").on(t.decidedBy),
    index("warnings_quip_idx").on(t.quipId).where(sql`${t.quipId} is not null`),
    index("warnings_comment_idx").on(t.commentId).where(sql`${t.commentId} is not null`),
  ],
);
