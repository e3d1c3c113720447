import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

/** Administrator settings such as the topic change time. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * What the contact form brought, and where it stands in the console's inbox. The inbox is the
 * administrators' together: read once by any of them is read for all.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The member who was signed in when sending it; null for a visitor or a deleted account. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When the latest answer was sent; each answer is a row of contact_replies. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The console's badge counts these on every page of the console: few rows, read from here.
    index("contact_messages_unread_idx")
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.archivedAt} is null`),
    index("contact_messages_user_idx").on(t.userId),
  ],
);

/**
 * Each answer an administrator mailed to a message's sender. The administrator is kept by
 * name too, so the answer still says who wrote it after their account is gone.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    adminUsername: text("admin_username").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_replies_message_idx").on(t.messageId, t.createdAt),
    index("contact_replies_admin_idx").on(t.adminId),
  ],
);

/** Daily counts per path; no visitor, address or session is recorded. */
export const pageViews = pgTable(
  "page_views",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ name: "page_views_pkey", columns: [t.day, t.path] })],
);

/** Uploaded files: the bytes live in the data directory or the bucket, the facts here. */
export const storedObjects = pgTable("stored_objects", {
  id: id(),
  key: text("key").notNull().unique(),
  ownerId: uuid("owner_id").references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type"),
  byteSize: integer("byte_size"),
  /** pending until the upload arrives, then ready. */
  status: text("status").notNull().default("pending"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdAt: createdAt(),
});
