import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * An export is `preparing` from the request until its file is stored and mailed (`ready`),
 * `expired` once its file is removed, and `failed` when every attempt to prepare it failed.
 */
export const EXPORT_STATUS = {
  preparing: "preparing",
  ready: "ready",
  expired: "expired",
  failed: "failed",
} as const;
export type ExportStatus = (typeof EXPORT_STATUS)[keyof typeof EXPORT_STATUS];

/**
 * A member's latest export of their data (decision 0115): one row each, replaced by the next
 * request. The row outlives its file, so the Account page can say that the link has expired
 * and when the next request is allowed.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default(EXPORT_STATUS.preparing),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    /** Attempts begun, counted when claimed: a process that dies mid-way has used one. */
    attempts: integer("attempts").notNull().default(0),
    /** The lease of the process preparing it, then the time of the next attempt after a failure. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** SHA-256 of the mailed link's token: the table alone opens no download. */
    tokenHash: text("token_hash"),
    /** The file in object storage, under a key nobody can guess and no public route serves. */
    storageKey: text("storage_key"),
    byteSize: integer("byte_size"),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("data_exports_preparing_idx").on(t.requestedAt).where(sql`${t.status} = 'preparing'`),
    index("data_exports_ready_idx").on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);

/**
 * Usernames of deleted accounts, kept from anyone else until `held_until` (decision 0116):
 * nobody can take over a name others still know. Keyed lowercased, as usernames are unique.
 */
export const heldUsernames = pgTable(
  "held_usernames",
  {
    usernameKey: text("username_key").primaryKey(),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
  },
  (t) => [index("held_usernames_until_idx").on(t.heldUntil)],
);
