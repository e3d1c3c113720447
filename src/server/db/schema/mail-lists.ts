import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Where each of a member's mailing lists stands: a kind of notice mailed to them, or the
 * digest (`list` is the kind's name, or "digest"). `lastSentAt` is when the last mail of that
 * list was queued (at most one an hour for a kind); `throughAt`/`throughId` is the newest notice
 * the list has dealt with, mailed or passed over, in the activity list's order (created_at, id),
 * so a notice is never mailed twice. A digest keeps only `lastSentAt`.
 */
export const mailListMarks = pgTable(
  "mail_list_marks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    throughAt: timestamp("through_at", { withTimezone: true }),
    throughId: uuid("through_id"),
  },
  (t) => [primaryKey({ name: "mail_list_marks_pkey", columns: [t.userId, t.list] })],
);
