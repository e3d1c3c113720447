import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { quips } from "./quips";
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
