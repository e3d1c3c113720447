import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * Links mailed to confirm an address: the one a member signed up with, or the one they asked
 * to change to. The address changes (or counts as confirmed) only when its link is opened.
 */
export const emailConfirmations = pgTable(
  "email_confirmations",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address the link confirms, lowercased like `users.email`. */
    email: text("email").notNull(),
    /** SHA-256 of the mailed token: a leaked table confirms nothing. */
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When it was opened, or retired by a newer link; null while it may still be used. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_confirmations_user_id_idx").on(t.userId)],
);
