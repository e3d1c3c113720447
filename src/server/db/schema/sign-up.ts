import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * Single-use invite codes (decision 0155). Whether a code was used is kept, not who used it:
 * nothing ties a member to the one who invited them. Revoking deletes the row; a member's
 * codes go with their account.
 */
export const invites = pgTable(
  "invites",
  {
    id: id(),
    /** Random, from the server's cryptographic source; shown to its maker, who may copy it again. */
    code: text("code").notNull().unique(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("invites_created_by_idx").on(t.createdBy, t.createdAt)],
);

/** Email domains nobody may sign up with or change to; each blocks its subdomains too. */
export const blockedEmailDomains = pgTable("blocked_email_domains", {
  /** Lowercase, without a trailing dot: "example.com". */
  domain: text("domain").primaryKey(),
  createdAt: createdAt(),
});
