import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { comments, quips } from "./quips";
import { users } from "./users";

export const activities = pgTable(
  "activities",
  {
    id: id(),
    /** Who receives the notification. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    quipId: uuid("quip_id").references(() => quips.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    data: jsonb("data").$type<Record<string, unknown>>(),
    /** One notification per cause, however often the cause is retried. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("activities_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting a quip, comment or member cascades here: without these, each delete read the
    // whole table.
    index("activities_quip_idx").on(t.quipId).where(sql`${t.quipId} is not null`),
    index("activities_comment_idx").on(t.commentId).where(sql`${t.commentId} is not null`),
    index("activities_actor_idx").on(t.actorId).where(sql`${t.actorId} is not null`),
    // The notice mailer reads the last day's notices of every member, newest last.
    index("activities_created_idx").on(t.createdAt),
  ],
);
