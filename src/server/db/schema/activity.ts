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
  ],
);
