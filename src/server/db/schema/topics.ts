import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const topicOfTheDay = pgTable(
  "topic_of_the_day",
  {
    id: id(),
    topic: text("topic").notNull(),
    isManual: boolean("is_manual").notNull().default(false),
    /** The moment it became (or becomes) the topic. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(false),
    /** Its Eastern calendar day: one current topic a day. */
    date: date("date", { mode: "string" }).notNull(),
    slug: text("slug").notNull(),
    /** Slug plus Eastern date, e.g. doing-laundry-2025-09-14. */
    topicIdentifier: text("topic_identifier").notNull().unique(),
    /**
     * When an administrator set another topic for its day after quips were posted on it: it
     * keeps its quips, page, quotas and competition, but takes no more quips.
     */
    replacedAt: timestamp("replaced_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("topic_of_the_day_current_date_key").on(t.date).where(sql`${t.replacedAt} is null`),
    index("topic_of_the_day_slug_idx").on(t.slug, t.date.desc().nullsFirst()),
    index("topic_of_the_day_scheduled_idx").on(t.scheduledFor.desc().nullsFirst()),
    index("topic_of_the_day_topic_trgm_idx").using("gin", sql`lower(${t.topic}) gin_trgm_ops`),
  ],
);

export const scheduledTopics = pgTable("scheduled_topics", {
  id: id(),
  topic: text("topic").notNull(),
  isManual: boolean("is_manual").notNull().default(false),
  scheduledFor: timestamp("scheduled_for", { withTimezone: true }).notNull(),
  scheduledForEstDate: date("scheduled_for_est_date", { mode: "string" }).notNull().unique(),
  isActive: boolean("is_active").notNull().default(false),
  createdAt: createdAt(),
});

export const userTopicQuips = pgTable(
  "user_topic_quips",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topicIdentifier: text("topic_identifier").notNull(),
    quipCount: integer("quip_count").notNull().default(0),
  },
  (t) => [primaryKey({ name: "user_topic_quips_pkey", columns: [t.userId, t.topicIdentifier] })],
);

export const quipbotSchedule = pgTable("quipbot_schedule", {
  dateEt: date("date_et", { mode: "string" }).primaryKey(),
  scheduledAtEt: timestamp("scheduled_at_et", { withTimezone: true }).notNull(),
  topicSnapshot: text("topic_snapshot"),
  posted: boolean("posted").notNull().default(false),
  quipId: uuid("quip_id"),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: createdAt(),
});
